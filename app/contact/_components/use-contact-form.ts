import { useRef, useState, type FormEvent } from 'react';
import type { ContactFieldName, ContactFormCopy } from '@/content/contact';
import { trackContactSent } from '@/lib/browser/analytics/client';
import { fieldError } from '@/lib/browser/contact/field-error';
import { RATE_LIMITED_STATUS, sendMessage, type EmailJsIds, type SendOutcome } from '@/lib/browser/contact/send-message';

export type ContactFormStatus = 'idle' | 'sending' | 'sent' | 'failed';
export type FieldErrors = Partial<Record<ContactFieldName, string>>;

export const FIELDS: readonly ContactFieldName[] = ['user_name', 'user_email', 'message'];

function control(form: HTMLFormElement, name: string) {
  return form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
}

/** The errors of the named fields of `form` that fail their checks; fields that pass are left out. */
export function checkFields(form: HTMLFormElement, names: readonly ContactFieldName[], errors: ContactFormCopy['errors']): FieldErrors {
  const found: FieldErrors = {};
  for (const name of names) {
    const error = fieldError(name, control(form, name), errors);
    if (error) found[name] = error;
  }
  return found;
}

/** The status region's text: a refused send because of the rate limit says so rather than 'failed'. */
export function statusMessage(status: ContactFormStatus, rateLimited: boolean, copy: ContactFormCopy['status']): string {
  if (status === 'idle') return '';
  if (status === 'failed' && rateLimited) return copy.rateLimited;
  return copy[status];
}

/**
 * The contact form's state: checks the fields, sends them through EmailJS and keeps the outcome. The form's
 * markup stays with the component; this hands it the handlers, the field errors and the status text.
 */
export function useContactForm(ids: EmailJsIds, copy: ContactFormCopy) {
  const sending = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const [rateLimited, setRateLimited] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  // Once a field shows an error, it is re-checked as the visitor types, so the error goes when it is fixed.
  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name as ContactFieldName;
    if (!errors[name]) return;
    const error = checkFields(event.currentTarget, [name], copy.errors)[name];
    setErrors((current) => ({ ...current, [name]: error }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not state: a second click in the same frame must see it before React re-renders.
    if (sending.current) return;
    const form = event.currentTarget;

    const found = checkFields(form, FIELDS, copy.errors);
    setErrors(found);
    const firstInvalid = FIELDS.find((name) => found[name]);
    if (firstInvalid) {
      control(form, firstInvalid).focus();
      return;
    }

    // Only bots see the honeypot; they get a quiet "sent" and nothing is requested.
    if (honeypot.current?.value) {
      form.reset();
      setStatus('sent');
      return;
    }

    sending.current = true;
    setStatus('sending');
    let outcome: SendOutcome;
    try {
      outcome = await sendMessage(ids, form);
    } catch (error) {
      outcome = { ok: false, status: 0, text: error instanceof Error ? error.message : String(error) };
    }
    sending.current = false;

    if (outcome.ok) {
      form.reset();
      setStatus('sent');
      trackContactSent();
      window.alert(copy.alerts.success);
    } else {
      console.error(outcome.text);
      setRateLimited(outcome.status === RATE_LIMITED_STATUS);
      setStatus('failed');
      window.alert(copy.alerts.failure);
    }
  }

  return { honeypot, status, errors, message: statusMessage(status, rateLimited, copy.status), onInput, onSubmit };
}
