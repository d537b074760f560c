import { contactPage } from '@/content/contact';
import { checkFields, FIELDS, statusMessage } from './use-contact-form';

const { errors, status } = contactPage.form;

function form(values: { user_name?: string; user_email?: string; message?: string }) {
  const element = document.createElement('form');
  element.innerHTML = `
    <input name="user_name" required>
    <input name="user_email" type="email" required>
    <textarea name="message" required></textarea>`;
  for (const [name, value] of Object.entries(values)) {
    (element.elements.namedItem(name) as HTMLInputElement).value = value;
  }
  return element;
}

describe('checkFields', () => {
  it('names every empty or blank field, and only those', () => {
    expect(checkFields(form({ user_email: 'grace@navy.example.gov', message: '   ' }), FIELDS, errors)).toEqual({
      user_name: errors.user_name.valueMissing,
      message: errors.message.valueMissing,
    });
  });

  it("refuses an address the browser's email check refuses", () => {
    expect(checkFields(form({ user_name: 'Grace', user_email: 'grace-at-navy', message: 'Hi' }), FIELDS, errors)).toEqual({
      user_email: errors.user_email.typeMismatch,
    });
  });

  it('checks only the fields asked for', () => {
    expect(checkFields(form({}), ['user_email'], errors)).toEqual({ user_email: errors.user_email.valueMissing });
    expect(checkFields(form({ user_name: 'Grace', user_email: 'g@x.gov', message: 'Hi' }), FIELDS, errors)).toEqual({});
  });
});

describe('statusMessage', () => {
  it('is empty while idle and names each later state', () => {
    expect(statusMessage('idle', false, status)).toBe('');
    expect(statusMessage('sending', false, status)).toBe(status.sending);
    expect(statusMessage('sent', false, status)).toBe(status.sent);
    expect(statusMessage('failed', false, status)).toBe(status.failed);
  });

  it('explains a failure caused by the rate limit, and only a failure', () => {
    expect(statusMessage('failed', true, status)).toBe(status.rateLimited);
    expect(statusMessage('sending', true, status)).toBe(status.sending);
    expect(statusMessage('sent', true, status)).toBe(status.sent);
  });
});
