import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the exported HTML and during hydration, true right after. A control that needs a script renders its
 * native fallback (a link, a <details>) until then, so a page whose script is off, slow or failed never shows a
 * control that does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
