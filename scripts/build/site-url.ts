// The production build's check of NEXT_PUBLIC_SITE_URL (called from next.config.mjs in the build phase only).
// Without it the site is built for http://localhost:3000: every canonical link, the sitemap, the feed and the
// Open Graph URLs point at the builder's own machine, and nothing else in the build looks wrong.
import { DEFAULT_SITE_URL } from '@/lib/config/env';

/** The variable that lets a CI build keep a localhost origin on purpose (the e2e and benchmark builds). */
export const OPT_OUT = 'ALLOW_LOCALHOST_SITE_URL';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

function isLocal(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost') || /^127\./.test(hostname);
  } catch {
    return false; // malformed: lib/config/env.ts fails the build with the variable's name
  }
}

const truthy = (value: string | undefined): boolean =>
  Boolean(value) && !['0', 'false', 'no', 'off'].includes(String(value).trim().toLowerCase());

/**
 * { level: 'ok' } for a public origin; 'warn' for a localhost one (loud, the build goes on); 'error' when CI is
 * set and ALLOW_LOCALHOST_SITE_URL is not: a pipeline that deploys must not ship localhost URLs.
 */
export function checkSiteUrl(env: Readonly<Record<string, string | undefined>>): { level: 'ok' | 'warn' | 'error'; message: string } {
  const raw = env.NEXT_PUBLIC_SITE_URL?.trim();
  const origin = raw || DEFAULT_SITE_URL;
  if (!isLocal(origin)) return { level: 'ok', message: '' };
  const what = raw ? `NEXT_PUBLIC_SITE_URL is ${raw}` : `NEXT_PUBLIC_SITE_URL is not set (the default is ${DEFAULT_SITE_URL})`;
  const lines = [
    `${what}: canonical links, sitemap.xml, feed.xml and Open Graph URLs will point at ${origin}.`,
    'Set NEXT_PUBLIC_SITE_URL=https://<your public origin> for a build you deploy.',
  ];
  if (truthy(env.CI) && !truthy(env[OPT_OUT])) {
    lines.push(`CI is set, so the build stops. For a test build that is meant to run on localhost, set ${OPT_OUT}=1.`);
    return { level: 'error', message: lines.join('\n') };
  }
  return { level: 'warn', message: lines.join('\n') };
}

/** A framed block that stands out in the build log. */
function loud(title: string, message: string): string {
  const rule = '!'.repeat(100);
  return `\n${rule}\n!! ${title}\n${message
    .split('\n')
    .map((line) => `!! ${line}`)
    .join('\n')}\n${rule}\n`;
}

/** Warns or throws; returns nothing for a public origin. */
export function enforceSiteUrl(
  env: Readonly<Record<string, string | undefined>> = process.env,
  log: (message: string) => void = console.warn,
): void {
  const { level, message } = checkSiteUrl(env);
  if (level === 'warn') log(loud('WARNING: this production build is for localhost', message));
  if (level === 'error') throw new Error(loud('ERROR: NEXT_PUBLIC_SITE_URL is localhost in a CI build', message));
}
