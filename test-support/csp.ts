import { createHash } from 'node:crypto';

/** The CSP source that allows an inline script or style with exactly this text. */
export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The sources of one directive of a policy; throws when the policy lacks it, so a test names what is missing. */
export function policyDirective(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.slice(1);
}
