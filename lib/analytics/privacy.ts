/**
 * Whether the analytics may load at all, decided before anything is loaded or sent: not in a browser that asks
 * not to be tracked, not on the drafts preview. Part of every page's first load, so kept to these two checks;
 * the address scrubbing loads with the tracker (scrub.ts).
 */

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
