// The analytics' only code in a page's first load: it decides whether to load lib/browser/analytics/tracker.ts and
// forwards the events the site sends itself. It imports only the privacy gate; the event builders and the address
// scrubbing load with the tracker. Every function starts with the same literal check: next.config.mjs
// defines the variable as '' when it is unset, so the bundler drops everything after it, the tracker included,
// from a build without analytics. The configuration itself comes from lib/config/env.ts, through the layout.
import type { AnalyticsConfig } from '@/lib/config/env-public';
import { whenIdle } from '@/lib/browser/when-idle';
import { isDraftsPath, refusesTracking } from '../../analytics/privacy';

// Settles to null when the tracker cannot load (offline, a blocked chunk): the site stays as it is, since
// analytics is never worth an error.
let tracker: Promise<typeof import('./tracker') | null> | null = null;
let shown: string | null = null;
let before: string | null = null;

/**
 * Called by the layout on every page it shows (the first and each route change): loads the tracker once the
 * browser is idle, unless the browser refuses tracking or the page is the drafts preview. Returns the cancel
 * of a pending load, for the effect's clean-up.
 */
export function analyticsPageShown(config: AnalyticsConfig | null, pathname: string): (() => void) | undefined {
  if (!process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN || !config) return;
  if (pathname !== shown) [before, shown] = [shown, pathname];
  if (isDraftsPath(pathname) || refusesTracking(navigator, window as { doNotTrack?: string })) return;
  if (tracker) {
    void tracker.then((loaded) => loaded?.pageShown());
    return;
  }
  return whenIdle(() => {
    tracker ??= import('./tracker')
      .then((loaded) => {
        loaded.start(config);
        return loaded;
      })
      .catch(() => null);
  });
}

/** Where the visitor came to the form from: the page before it in this tab, else a same-site referrer. */
function cameFrom(): string {
  let from = before;
  if (!from) {
    try {
      const referrer = new URL(document.referrer);
      if (referrer.origin === location.origin) from = referrer.pathname;
    } catch {}
  }
  return from && !isDraftsPath(from) ? from : '(direct)';
}

/** After EmailJS has accepted a message: `Contact sent`, with nothing the visitor typed. */
export function trackContactSent() {
  if (!process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN) return;
  const from = cameFrom();
  void tracker?.then((loaded) => loaded?.sendContactSent(from));
}
