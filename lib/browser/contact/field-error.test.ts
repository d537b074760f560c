import { contactPage } from '@/content/contact';
import { fieldError } from './field-error';

const { errors } = contactPage.form;

function field(html: string, value: string) {
  const form = document.createElement('form');
  form.innerHTML = html;
  const control = form.elements[0] as HTMLInputElement;
  control.value = value;
  return control;
}

describe('fieldError', () => {
  it('asks for an empty required field, and for one holding only spaces', () => {
    expect(fieldError('user_name', field('<input name="user_name" required>', ''), errors)).toBe(errors.user_name.valueMissing);
    expect(fieldError('message', field('<textarea name="message" required></textarea>', '   \n '), errors)).toBe(
      errors.message.valueMissing,
    );
  });

  it("uses the browser's email check for the email field", () => {
    const email = '<input type="email" name="user_email" required>';
    expect(fieldError('user_email', field(email, 'not-an-email'), errors)).toBe(errors.user_email.typeMismatch);
    expect(fieldError('user_email', field(email, ''), errors)).toBe(errors.user_email.valueMissing);
    expect(fieldError('user_email', field(email, 'cio@agency.gov'), errors)).toBeNull();
  });

  it('passes a filled field', () => {
    expect(fieldError('user_name', field('<input name="user_name" required>', 'Grace Hopper'), errors)).toBeNull();
  });
});
