import { sendForm } from '@emailjs/browser';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactPage } from '@/content/contact';
import { ContactForm } from './contact-form';

jest.mock('@emailjs/browser', () => ({ sendForm: jest.fn() }));
const mockedSendForm = sendForm as jest.MockedFunction<typeof sendForm>;

const copy = contactPage.form;
const ids = { serviceId: 'service_x', templateId: 'template_x', publicKey: 'public_x' };

let alertSpy: jest.SpyInstance;
let errorSpy: jest.SpyInstance;
beforeEach(() => {
  mockedSendForm.mockReset();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  alertSpy.mockRestore();
  errorSpy.mockRestore();
});

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <h2 id="heading">{copy.heading}</h2>
      <ContactForm ids={ids} copy={copy} labelledBy="heading" />
    </>,
  );
  const name = screen.getByRole('textbox', { name: copy.fields.user_name.label });
  const email = screen.getByRole('textbox', { name: copy.fields.user_email.label });
  const message = screen.getByRole('textbox', { name: copy.fields.message.label });
  const submit = screen.getByRole('button', { name: copy.submit });
  const status = screen.getByRole('status');
  async function fill() {
    await user.type(name, 'Grace Hopper');
    await user.type(email, 'grace@navy.example.gov');
    await user.type(message, 'We run 40 clusters air-gapped.');
  }
  return { user, name, email, message, submit, status, fill };
}

/** A send the test settles by hand, to look at the form while it is in flight. */
function pendingSend() {
  let settle!: { resolve: (v: { status: number; text: string }) => void; reject: (e: unknown) => void };
  mockedSendForm.mockImplementation(
    () => new Promise((resolve, reject) => (settle = { resolve: resolve as typeof settle.resolve, reject })),
  );
  return () => settle;
}

describe('ContactForm', () => {
  it('starts idle: a named form with three required, labelled fields and an empty status', () => {
    const { name, email, message, submit, status } = setup();
    expect(screen.getByRole('form', { name: copy.heading })).toBeInTheDocument();
    for (const field of [name, email, message]) expect(field).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('aria-disabled');
    expect(status).toBeEmptyDOMElement();
  });

  it('shows accessible errors for empty fields, focuses the first, and sends nothing', async () => {
    const { user, name, email, message, submit } = setup();
    await user.type(email, 'grace@navy.example.gov');
    await user.click(submit);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(`Error: ${copy.errors.user_name.valueMissing}`);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(expect.stringContaining(copy.errors.message.valueMissing));
    expect(name).toHaveFocus();
    expect(mockedSendForm).not.toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();

    // Fixing a field clears its error as the visitor types.
    await user.type(name, 'G');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(copy.errors.user_name.valueMissing)).not.toBeInTheDocument();
  });

  it("rejects an address the browser's email check refuses", async () => {
    const { user, name, email, message, submit } = setup();
    await user.type(name, 'Grace');
    await user.type(email, 'grace-at-navy');
    await user.type(message, 'Hello');
    await user.click(submit);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByText(copy.errors.user_email.typeMismatch)).toBeInTheDocument();
    expect(mockedSendForm).not.toHaveBeenCalled();
  });

  it('goes sending → sent: one send however often it is clicked, then the alert, a clear form and the status', async () => {
    const { user, name, email, message, submit, status, fill } = setup();
    const settle = pendingSend();
    await fill();
    await user.click(submit);
    await waitFor(() => expect(mockedSendForm).toHaveBeenCalledTimes(1));
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(status).toHaveTextContent(copy.status.sending);

    await user.click(submit);
    await user.click(submit);
    expect(mockedSendForm).toHaveBeenCalledTimes(1);

    settle().resolve({ status: 200, text: 'OK' });
    await waitFor(() => expect(status).toHaveTextContent(copy.status.sent));
    expect(alertSpy).toHaveBeenCalledWith('Email sent successfully');
    expect(alertSpy).toHaveBeenCalledTimes(1);
    for (const field of [name, email, message]) expect(field).toHaveValue('');
    expect(submit).not.toHaveAttribute('aria-disabled');
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('goes sending → failed: the error alert, the response text on the console, the typed values kept', async () => {
    const { user, name, email, message, submit, status, fill } = setup();
    const settle = pendingSend();
    await fill();
    await user.click(submit);
    await waitFor(() => expect(status).toHaveTextContent(copy.status.sending));
    settle().reject({ status: 400, text: 'The service ID is invalid' });
    await waitFor(() => expect(status).toHaveTextContent(copy.status.failed));
    expect(alertSpy).toHaveBeenCalledWith('Error sending email');
    expect(errorSpy).toHaveBeenCalledWith('The service ID is invalid');
    expect(name).toHaveValue('Grace Hopper');
    expect(email).toHaveValue('grace@navy.example.gov');
    expect(message).toHaveValue('We run 40 clusters air-gapped.');
    expect(submit).not.toHaveAttribute('aria-disabled');
  });

  it("explains the rate limit when the SDK's throttle refuses a quick second send", async () => {
    const { user, submit, status, fill } = setup();
    mockedSendForm.mockRejectedValue({ status: 429, text: 'Too Many Requests' });
    await fill();
    await user.click(submit);
    await waitFor(() => expect(status).toHaveTextContent(copy.status.rateLimited));
    expect(alertSpy).toHaveBeenCalledWith('Error sending email');
  });

  it('drops a submission whose honeypot is filled, without a request', async () => {
    const { user, submit, status, fill } = setup();
    await fill();
    const honeypot = document.querySelector<HTMLInputElement>('#contact-hp');
    expect(honeypot).not.toBeNull();
    expect(honeypot).not.toHaveAttribute('name');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    honeypot!.value = 'http://spam.example';
    await user.click(submit);
    await waitFor(() => expect(status).toHaveTextContent(copy.status.sent));
    expect(mockedSendForm).not.toHaveBeenCalled();
  });
});
