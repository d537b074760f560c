// The browser side of the Content-Security-Policy checks (Playwright only; csp.ts holds what jest shares).
import { expect, type Page, type Request } from '@playwright/test';

/**
 * Records the page's Content-Security-Policy violations (its securitypolicyviolation events) from before its first
 * script, in every document the page loads from now on; `cspViolations` reads them.
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = log;
    document.addEventListener('securitypolicyviolation', (event) => {
      log.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

/** The violations recordCspViolations has seen in the current document. */
export const cspViolations = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/** The requests of the page that have started and not yet finished or failed, kept current. */
export function pendingRequests(page: Page): Set<Request> {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return pending;
}

/**
 * Loads every image of the page (the lazy ones too, eagerly instead of scrolled to) and waits for them and for
 * whatever its scripts fetch (the blog's refresh from its API): after this a policy has seen all the page does.
 */
export async function settleEverything(page: Page, pending: Set<Request>): Promise<void> {
  await page.evaluate(() => document.querySelectorAll('img').forEach((img) => (img.loading = 'eager')));
  // Checked every 25 ms: expect.poll's default steps (100, 250, 500 ms, then each second) cost a page ~0.3 s here.
  const often = { intervals: [25] };
  await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete)), often).toBe(true);
  await expect.poll(() => pending.size, often).toBe(0);
}
