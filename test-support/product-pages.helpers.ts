import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** An external link that opens in a new tab, announced as such, with rel="noopener noreferrer". */
export async function expectNewTabLink(link: Locator, href: string | RegExp) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveAttribute('rel', /noreferrer/);
  await expect(link).toContainText('(opens in a new tab)');
}

/** A click on the overlay: the <dialog> fills the viewport, its padding corner is outside the panel. */
export async function clickOverlay(dialog: Locator) {
  await dialog.click({ position: { x: 4, y: 4 } });
}

/**
 * Every open/close rule of a card's dialog: opens on click with focus on '×'; a click inside the content keeps it
 * open; it closes on '×', on an overlay click and on Escape; it opens by keyboard (Enter and Space); focus returns
 * to the card each time.
 */
export async function expectCardDialogRules(page: Page, card: Locator, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  const close = dialog.getByRole('button', { name: 'Close' });

  await card.click();
  await expect(dialog).toBeVisible();
  await expect(close).toBeFocused();
  await dialog.getByRole('heading', { name: title }).click();
  await expect(dialog).toBeVisible();
  await close.click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  await card.click();
  await expect(dialog).toBeVisible();
  await clickOverlay(dialog);
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  await card.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(close).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter'); // on the focused '×'
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
}

/** Text of each element matched, trimmed. */
export async function texts(locator: Locator) {
  return (await locator.allInnerTexts()).map((t) => t.trim());
}
