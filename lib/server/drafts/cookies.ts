import { CALLBACK_PATH } from '../../blog/drafts/oauth';
import { PENDING_MS } from './sessions';

/*
 * The two cookies of server mode's sign-in. Both are HttpOnly (no script reads them), SameSite=Lax (a cross-site
 * form cannot send them; WordPress.com's redirect back, a top-level GET, can) and Secure whenever the site is
 * https, which also earns them the __Secure- prefix (a browser then refuses the name from a plain-http page).
 * Scoped by Path: the session goes only to the drafts page and its routes, the state only to the callback.
 */

const DRAFTS_COOKIE_PATH = '/blog/drafts';

type Kind = 'session' | 'state';

const secure = (siteUrl: string) => new URL(siteUrl).protocol === 'https:';

export function cookieName(kind: Kind, siteUrl: string): string {
  return `${secure(siteUrl) ? '__Secure-' : ''}drafts-${kind}`;
}

function cookie(kind: Kind, siteUrl: string, value: string, maxAgeSeconds: number | null): string {
  const parts = [
    `${cookieName(kind, siteUrl)}=${value}`,
    `Path=${kind === 'session' ? DRAFTS_COOKIE_PATH : CALLBACK_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure(siteUrl)) parts.push('Secure');
  if (maxAgeSeconds !== null) parts.push(`Max-Age=${maxAgeSeconds}`);
  return parts.join('; ');
}

/** The session cookie: a browser-session cookie (no Max-Age); the server ends the session itself when idle. */
export const sessionCookie = (siteUrl: string, id: string) => cookie('session', siteUrl, id, null);

/** The state cookie, for as long as a sign-in may take. */
export const stateCookie = (siteUrl: string, state: string) => cookie('state', siteUrl, state, PENDING_MS / 1000);

/** Removes a cookie (same name and path, expired). */
export const clearedCookie = (kind: Kind, siteUrl: string) => cookie(kind, siteUrl, '', 0);

/** A cookie's value from a Cookie header, or null. */
export function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}
