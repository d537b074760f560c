import { sendRefusals } from '@/content/contact-refusals';

export type EmailJsIds = {
  serviceId: string | null | undefined;
  templateId: string | null | undefined;
  /** EmailJS's public key, sent as user_id. */
  publicKey: string | null | undefined;
};

/** The answer to one send: it succeeded when the status is 200 or the response text is 'OK'. */
export type SendOutcome = { ok: boolean; status: number; text: string };

/** The form's throttle: one send per browser every few seconds, kept by the SDK in localStorage. */
export const RATE_LIMIT = { id: 'contact-form', throttle: 10_000 } as const;
export const RATE_LIMITED_STATUS = 429;

/** A refusal of the send step: nothing was sent. */
export class SendRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SendRefusedError';
  }
}

// Loaded on first use, so the SDK is not part of the page's first load; a focus on the form warms it.
let sdk: Promise<typeof import('@emailjs/browser')> | null = null;
export function loadEmailJs() {
  sdk ??= import('@emailjs/browser').catch((error: unknown) => {
    sdk = null;
    throw error;
  });
  return sdk;
}

export function isSuccess(status: number, text: string): boolean {
  return status === 200 || text === 'OK';
}

/**
 * Sends the form's fields through EmailJS (a multipart POST to /api/v1.0/email/send-form; the SDK adds
 * lib_version, service_id, template_id and user_id). Rejects with SendRefusedError, having sent nothing, when
 * an id or the form is missing (checked in that order, user id first, with our own wording: the SDK's checks
 * word them differently); otherwise resolves with the outcome, whatever the service answered.
 */
export async function sendMessage(ids: EmailJsIds, form: HTMLFormElement | null | undefined): Promise<SendOutcome> {
  const { publicKey, serviceId, templateId } = ids;
  if (!publicKey) throw new SendRefusedError(sendRefusals.userId);
  if (!serviceId) throw new SendRefusedError(sendRefusals.serviceId);
  if (!templateId) throw new SendRefusedError(sendRefusals.templateId);
  if (typeof HTMLFormElement === 'undefined' || !(form instanceof HTMLFormElement)) {
    throw new SendRefusedError(sendRefusals.form);
  }

  try {
    const { sendForm } = await loadEmailJs();
    // blockHeadless stays off: it refuses headless browsers, which would block the e2e tests (and some kiosk
    // and automation set-ups real visitors use); the honeypot and the rate limit do the bot work instead.
    const response = await sendForm(serviceId, templateId, form, { publicKey, limitRate: { ...RATE_LIMIT } });
    return outcome(response);
  } catch (error) {
    return outcome(error);
  }
}

function outcome(answer: unknown): SendOutcome {
  if (answer && typeof answer === 'object' && 'status' in answer && 'text' in answer) {
    const status = Number(answer.status);
    const text = String(answer.text);
    return { ok: isSuccess(status, text), status, text };
  }
  // The SDK rejects with plain strings for its own checks, and fetch with a TypeError when offline.
  const text = answer instanceof Error ? answer.message : String(answer);
  return { ok: false, status: 0, text };
}
