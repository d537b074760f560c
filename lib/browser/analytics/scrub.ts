/**
 * The tracker's last look at each event, loaded with it (not in the first load): no address part a visitor could
 * have typed, and nothing from the drafts preview.
 */
import { isDraftsPath } from '../../analytics/privacy';

/** Query parameters a page view keeps: campaign tags, which name where a link was published, never a visitor. */
const KEPT_PARAMETER = /^(?:utm_[a-z_]+|ref)$/;

/** `href` with only utm_* and ref left in its query and no fragment (drafts carry a sign-in token there). */
export function scrubUrl(href: string): string {
  const url = new URL(href);
  const kept = [...url.searchParams].filter(([name]) => KEPT_PARAMETER.test(name));
  url.search = new URLSearchParams(kept).toString();
  url.hash = '';
  return url.href;
}

type Payload = { u: string; r?: string | null };

/** Drops the drafts preview's events and scrubs the address and referrer of every other. */
export function scrubPayload<P extends Payload>(payload: P): P | null {
  if (isDraftsPath(new URL(payload.u).pathname)) return null;
  let referrer: string | null = null;
  try {
    referrer = payload.r ? scrubUrl(payload.r) : null;
  } catch {}
  return { ...payload, u: scrubUrl(payload.u), r: referrer };
}
