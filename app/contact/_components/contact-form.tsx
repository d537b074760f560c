'use client';

import { SiteLink } from '@/components/layout/site-link';
import { buttonClassName } from '@/components/ui/link-button';
import type { ContactFormCopy } from '@/content/contact';
import { loadEmailJs, type EmailJsIds } from '@/lib/browser/contact/send-message';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { FormField } from './form-field';
import { useContactForm } from './use-contact-form';
import styles from './contact-form.module.css';

/** The message form's markup; its checks, sending and outcome are useContactForm's. */
export function ContactForm({ ids, copy, labelledBy }: { ids: EmailJsIds; copy: ContactFormCopy; labelledBy: string }) {
  // The button stays disabled until hydration, when the submit handler exists.
  const hydrated = useHydrated();
  const { honeypot, status, errors, message, onInput, onSubmit } = useContactForm(ids, copy);

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={() => void loadEmailJs().catch(() => {})}
    >
      <p className={styles.intro}>{copy.intro}</p>
      <FormField name="user_name" autoComplete="name" {...copy.fields.user_name} error={errors.user_name} />
      <FormField name="user_email" type="email" autoComplete="email" {...copy.fields.user_email} error={errors.user_email} />
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
          {copy.privacy.before} <SiteLink href={copy.privacy.href}>{copy.privacy.linkLabel}</SiteLink>
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
