/**
 * What the analytics may send, decided before anything is sent: nothing from a browser that asks not to be
 * tracked, nothing from the drafts preview, and no address part a visitor could have typed.
 */

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

/** The editors' drafts preview: private, so never measured. */
export function isDraftsPath(pathname: string): boolean {
  return /^\/blog\/drafts(?:\/|\.html$|$)/.test(pathname);
}

type PrivacySignals = { globalPrivacyControl?: boolean; doNotTrack?: string | null; msDoNotTrack?: string | null };

/**
 * Whether the browser asks not to be tracked: Global Privacy Control, or Do Not Track as browsers expose it
 * (navigator.doNotTrack '1'; older ones 'yes', window.doNotTrack or navigator.msDoNotTrack).
 */
export function refusesTracking(navigator: PrivacySignals, window: { doNotTrack?: string | null } = {}): boolean {
  if (navigator.globalPrivacyControl === true) return true;
  return [navigator.doNotTrack, window.doNotTrack, navigator.msDoNotTrack].some((value) => value === '1' || value === 'yes');
}

type Payload = { u: string; r?: string | null };

/** The tracker's last look at each event: dropped on the drafts preview, addresses scrubbed everywhere else. */
export function scrubPayload<P extends Payload>(payload: P): P | null {
  if (isDraftsPath(new URL(payload.u).pathname)) return null;
  let referrer: string | null = null;
  try {
    referrer = payload.r ? scrubUrl(payload.r) : null;
  } catch {}
  return { ...payload, u: scrubUrl(payload.u), r: referrer };
}
