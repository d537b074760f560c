/**
 * Runs `callback` once the browser is idle (after hydration and first paint work), or after `timeoutMs` at the
 * latest; browsers without requestIdleCallback (Safari) get a short timer instead. Returns a cancel function
 * for effect clean-up.
 */
export function whenIdle(callback: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 200);
  return () => window.clearTimeout(timer);
}
