import { env, missingEmailJsVariables, type EmailJsConfig } from '@/lib/config/env';
import { site } from '@/content/site';

export type CompleteEmailJsIds = { serviceId: string; templateId: string; publicKey: string };

let warned = false;

/**
 * The EmailJS ids the contact form is built with, or null when any is missing. Then /contact shows a
 * write-to-us message instead of the form, and the build says which variables to set (once per process).
 */
export function contactFormIds(config: EmailJsConfig = env.emailjs): CompleteEmailJsIds | null {
  const { serviceId, templateId, publicKey } = config;
  if (serviceId && templateId && publicKey) return { serviceId, templateId, publicKey };
  if (!warned) {
    warned = true;
    console.warn(
      `[contact] The contact form is off: ${missingEmailJsVariables(config).join(', ')} not set. ` +
        `/contact asks visitors to write to ${site.company.email} instead.`,
    );
  }
  return null;
}
