import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The page's scroll is locked while a modal is open (html.scroll-locked → overflow: hidden). */
export async function rootOverflow(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).overflow);
}

/** Opens the enlarged-image overlay from its trigger and returns the open dialog. */
export async function openOverlay(page: Page, trigger: Locator, name: string | RegExp): Promise<Locator> {
  await trigger.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A click on the overlay itself, away from the panel (the top-left corner of the full-viewport <dialog>). */
async function clickOverlay(page: Page) {
  await page.mouse.click(4, 4);
}

/**
 * Each way to close an enlarged-image overlay: a click on the overlay, Escape and the '×' button. After each,
 * the dialog is gone, the page scrolls again and focus is back on the image that opened it.
 */
export async function expectOverlayClosesEveryWay(page: Page, trigger: Locator, name: string | RegExp) {
  const closers: [string, () => Promise<void>][] = [
    ['overlay click', () => clickOverlay(page)],
    ['Escape', () => page.keyboard.press('Escape')],
    ['× button', () => page.getByRole('dialog', { name }).getByRole('button', { name: 'Close' }).click()],
  ];
  for (const [how, close] of closers) {
    const dialog = await openOverlay(page, trigger, name);
    await expect(dialog.getByRole('button', { name: 'Close' }), `focus on close (${how})`).toBeFocused();
    expect(await rootOverflow(page), `scroll locked (${how})`).toBe('hidden');
    await close();
    await expect(dialog, `closed by ${how}`).toBeHidden();
    await expect(trigger, `focus returned after ${how}`).toBeFocused();
    expect(await rootOverflow(page), `scroll unlocked after ${how}`).not.toBe('hidden');
  }
}
