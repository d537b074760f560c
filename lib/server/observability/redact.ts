/**
 * What never reaches a log line: bearer tokens, Authorization values, secrets and tokens in query strings,
 * passwords in URLs (REDIS_URL), and the values of the server's own secret variables wherever they appear.
 * Applied to every line the server logs, its own and Next's.
 */
import { processVariables } from '@/lib/config/env';

const MASK = '[redacted]';

const PATTERNS: [RegExp, string][] = [
  [/\b(Bearer|Basic)\s+[^\s"',;]+/gi, `$1 ${MASK}`],
  [/(authorization["']?\s*[:=]\s*["']?)(?!Bearer |Basic )[^"'\s,;}]+/gi, `$1${MASK}`],
  [/([?&#](?:[\w-]*(?:secret|token|password|passwd|signature|api[_-]?key|code))=)[^&\s#"']*/gi, `$1${MASK}`],
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^:/\s@]*:)[^@\s/]+@/gi, `$1${MASK}@`],
];

/** Variables whose values are secrets, by name. */
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|PASSWD|API_KEY|PRIVATE_KEY|REDIS_URL/i;

export function secretValues(env: Readonly<Record<string, string | undefined>> = processVariables()): string[] {
  const values = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    // Short values ('1', 'true') are settings, not secrets, and would mask ordinary words.
    if (!SECRET_NAME.test(name) || !value || value.trim().length < 8) continue;
    values.add(value.trim());
    // A URL's password on its own too, in case a library prints it without the URL.
    try {
      const password = decodeURIComponent(new URL(value).password);
      if (password.length >= 8) values.add(password);
    } catch {}
  }
  return [...values].sort((a, b) => b.length - a.length);
}

export function redactor(secrets: readonly string[] = secretValues()): (text: string) => string {
  return (text) => {
    let out = text;
    for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(MASK);
    for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
    return out;
  };
}
