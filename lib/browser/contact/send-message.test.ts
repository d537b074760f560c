import { sendForm } from '@emailjs/browser';
import { sendRefusals } from '@/content/contact';
import { isSuccess, RATE_LIMIT, sendMessage, SendRefusedError } from './send-message';

jest.mock('@emailjs/browser', () => ({ sendForm: jest.fn() }));
const mockedSendForm = sendForm as jest.MockedFunction<typeof sendForm>;

const ids = { serviceId: 'service_x', templateId: 'template_x', publicKey: 'public_x' };

function makeForm() {
  const form = document.createElement('form');
  form.innerHTML =
    '<input name="user_name" value="Ada"><input name="user_email" value="ada@example.gov"><textarea name="message">Hi</textarea>';
  document.body.append(form);
  return form;
}

beforeEach(() => {
  mockedSendForm.mockReset();
  document.body.innerHTML = '';
});

describe('sendMessage refusals (nothing is sent)', () => {
  it.each([
    ['user id', { ...ids, publicKey: null }, sendRefusals.userId, 'The user ID is required.'],
    ['service id', { ...ids, serviceId: '' }, sendRefusals.serviceId, 'The service ID is required.'],
    ['template id', { ...ids, templateId: undefined }, sendRefusals.templateId, 'The template ID is required.'],
  ])('refuses without the %s', async (_what, partialIds, message, wording) => {
    expect(message).toBe(wording);
    await expect(sendMessage(partialIds, makeForm())).rejects.toThrow(new SendRefusedError(wording));
    expect(mockedSendForm).not.toHaveBeenCalled();
  });

  it('checks the user id first, then the service and template ids', async () => {
    await expect(sendMessage({ serviceId: null, templateId: null, publicKey: null }, null)).rejects.toThrow('The user ID is required.');
  });

  it.each([
    ['no form', null],
    ['an element that is not a form', document.createElement('div') as unknown as HTMLFormElement],
  ])('refuses with %s', async (_what, form) => {
    await expect(sendMessage(ids, form)).rejects.toThrow(sendRefusals.form);
    expect(mockedSendForm).not.toHaveBeenCalled();
  });
});

describe('sendMessage with everything in place', () => {
  it('hands the form, the ids, the public key and the rate limit to the SDK', async () => {
    mockedSendForm.mockResolvedValue({ status: 200, text: 'OK' });
    const form = makeForm();
    await expect(sendMessage(ids, form)).resolves.toEqual({ ok: true, status: 200, text: 'OK' });
    expect(mockedSendForm).toHaveBeenCalledTimes(1);
    expect(mockedSendForm).toHaveBeenCalledWith('service_x', 'template_x', form, {
      publicKey: 'public_x',
      limitRate: { id: RATE_LIMIT.id, throttle: RATE_LIMIT.throttle },
    });
    // blockHeadless would refuse the e2e browser; it must not be switched on.
    expect(mockedSendForm.mock.calls[0]?.[3]).not.toHaveProperty('blockHeadless');
  });

  it('reports the service refusing the message as a failure with its text', async () => {
    mockedSendForm.mockRejectedValue({ status: 400, text: 'The template ID is invalid' });
    await expect(sendMessage(ids, makeForm())).resolves.toEqual({
      ok: false,
      status: 400,
      text: 'The template ID is invalid',
    });
  });

  it("reports the SDK's rate limit as a 429 failure", async () => {
    mockedSendForm.mockRejectedValue({ status: 429, text: 'Too Many Requests' });
    await expect(sendMessage(ids, makeForm())).resolves.toMatchObject({ ok: false, status: 429 });
  });

  it('reports a network error or an SDK string as a failure with its text', async () => {
    mockedSendForm.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendMessage(ids, makeForm())).resolves.toEqual({ ok: false, status: 0, text: 'Failed to fetch' });
    mockedSendForm.mockRejectedValueOnce('The public key is required.');
    await expect(sendMessage(ids, makeForm())).resolves.toEqual({
      ok: false,
      status: 0,
      text: 'The public key is required.',
    });
  });
});

describe('isSuccess: status 200 or text OK', () => {
  it.each([
    [200, 'OK', true],
    [200, 'Accepted', true],
    [500, 'OK', true],
    [201, 'Created', false],
    [400, 'Bad Request', false],
    [0, 'Network Error', false],
  ])('status %i with text %p is a success: %p', (status, text, expected) => {
    expect(isSuccess(status, text)).toBe(expected);
  });
});
