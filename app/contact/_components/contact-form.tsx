'use client';

import Link from 'next/link';
import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { buttonClassName } from '@/components/ui/link-button';
import type { ContactFieldName, ContactFormCopy } from '@/content/contact';
import { fieldError } from '@/lib/contact/field-error';
import { loadEmailJs, RATE_LIMITED_STATUS, sendMessage, type EmailJsIds, type SendOutcome } from '@/lib/contact/send-message';
import { FormField } from './form-field';
import styles from './contact-form.module.css';

export type ContactFormStatus = 'idle' | 'sending' | 'sent' | 'failed';
type FieldErrors = Partial<Record<ContactFieldName, string>>;

const FIELDS: readonly ContactFieldName[] = ['user_name', 'user_email', 'message'];

const noop = () => () => {};
/** False in the server HTML and until hydration: the button stays disabled until the handler exists. */
function useHydrated() {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

function control(form: HTMLFormElement, name: string) {
  return form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
}

/** The message form: checks the fields, sends them through EmailJS, and reports the outcome. */
export function ContactForm({ ids, copy, labelledBy }: { ids: EmailJsIds; copy: ContactFormCopy; labelledBy: string }) {
  const hydrated = useHydrated();
  const sending = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const [rateLimited, setRateLimited] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  function check(form: HTMLFormElement, names: readonly ContactFieldName[]): FieldErrors {
    const found: FieldErrors = {};
    for (const name of names) {
      const error = fieldError(name, control(form, name), copy.errors);
      if (error) found[name] = error;
    }
    return found;
  }

  // Once a field shows an error, it is re-checked as the visitor types, so the error goes when it is fixed.
  function handleInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name as ContactFieldName;
    if (!errors[name]) return;
    const error = check(event.currentTarget, [name])[name];
    setErrors((current) => ({ ...current, [name]: error }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not state: a second click in the same frame must see it before React re-renders.
    if (sending.current) return;
    const form = event.currentTarget;

    const found = check(form, FIELDS);
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
      window.alert(copy.alerts.success);
    } else {
      console.error(outcome.text);
      setRateLimited(outcome.status === RATE_LIMITED_STATUS);
      setStatus('failed');
      window.alert(copy.alerts.failure);
    }
  }

  const message = {
    idle: '',
    sending: copy.status.sending,
    sent: copy.status.sent,
    failed: rateLimited ? copy.status.rateLimited : copy.status.failed,
  }[status];

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={handleSubmit}
      onInput={handleInput}
      onFocus={() => void loadEmailJs().catch(() => {})}
    >
      <p className={styles.intro}>
        {copy.intro}
      </p>
      <FormField name="user_name" autoComplete="name" {...copy.fields.user_name} error={errors.user_name} />
      <FormField
        name="user_email"
        type="email"
        autoComplete="email"
        {...copy.fields.user_email}
        error={errors.user_email}
      />
      <FormField name="message" multiline {...copy.fields.message} error={errors.message} />

      {/* Hidden from sight and from assistive technology, and out of the tab order; it has no name, so it is
          never part of what is sent. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-hp">{copy.honeypotLabel}</label>
        <input ref={honeypot} id="contact-hp" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className={styles.actions}>
        {/* aria-disabled rather than disabled while sending: a disabled button drops keyboard focus to the page. */}
        <button
          type="submit"
          className={buttonClassName('primary')}
          disabled={!hydrated}
          aria-disabled={status === 'sending' ? true : undefined}
        >
          {copy.submit}
        </button>
        <p className={styles.privacy}>
          {copy.privacy.before} <Link href={copy.privacy.href}>{copy.privacy.linkLabel}</Link>
          {copy.privacy.after}
        </p>
        <p role="status" className={`${styles.status} ${styles[status]}`}>
          {message}
        </p>
      </div>
      <noscript>
        <p className={styles.noScript}>{copy.noScript}</p>
      </noscript>
    </form>
  );
}
