import { fedstrykePage } from '../content/fedstryke';
import { site } from '../content/site';
import type { Page } from '@playwright/test';
import { expect, exposedExpanded, gotoHydrated, test } from '../test-support/fixtures';
import { expectOverlayClosesEveryWay, openOverlay, rootOverflow } from '../test-support/overlay';

const NEW_TAB = ' (opens in a new tab)';
const faqQuestions = fedstrykePage.faq.items.map((item) => item.question);
const shots = fedstrykePage.screenshots.items;

// The copy and links read the same at every width: one test, one page load, a step per check. Steps that
// leave the page come last.
test('/fedstryke: hero, what it does, capabilities and the closing call to action', { tag: '@one-width' }, async ({ page }) => {
  await gotoHydrated(page, '/fedstryke');

  await test.step('Why and What it does describe the external tool', async () => {
    await expect(page.getByRole('region', { name: fedstrykePage.why.title })).toBeVisible();
    const what = page.getByRole('region', { name: 'What it does' });
    await expect(what.getByRole('listitem')).toHaveCount(6);
    for (const phrase of [
      'Keyword',
      'Company Name',
      'PSC',
      'D399',
      'Product/Service Description',
      'Fiscal Year',
      'Date Signed',
      'Award Completion',
      'at least one field',
      'open at either end',
      'Contract Fiscal Year, newest first',
      'contractor, obligated amount, contract number, dates, NAICS and PSC codes, the awarding agency and the place of performance',
      'spreadsheet of exactly the filtered and sorted table',
      'Enter to search',
      'Clear all',
      'Filters stay in view',
      'result count',
    ]) {
      await expect(what, phrase).toContainText(phrase);
    }
  });

  await test.step('lists the core capabilities', async () => {
    const section = page.getByRole('region', { name: fedstrykePage.capabilities.title });
    await expect(section.getByRole('list')).toHaveCount(3);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(fedstrykePage.capabilities.lists.map((l) => l.title));
  });

  await test.step('ends with a call to action linking to the external search site', async () => {
    const cta = page.getByRole('link', { name: `${fedstrykePage.finalCta.ctas[0].label}${NEW_TAB}`, exact: true });
    await expect(cta).toHaveAttribute('href', site.urls.fedstryke);
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', /noopener/);
  });

  await test.step('hero links to the live search site in a new tab and to a 20-min Fit Check', async () => {
    const hero = page.getByRole('main');
    const live = hero.getByRole('link', { name: `${fedstrykePage.hero.ctas[0].label}${NEW_TAB}`, exact: true });
    await expect(live).toHaveAttribute('href', site.urls.fedstryke);
    await expect(live).toHaveAttribute('target', '_blank');
    await expect(live).toHaveAttribute('rel', /noopener/);

    const fitCheck = hero.getByRole('link', { name: 'Book a 20-min Fit Check', exact: true });
    await expect(fitCheck).toHaveAttribute('href', '/contact');
    await expect(fitCheck).not.toHaveAttribute('target', /.+/);
    await fitCheck.click();
    await expect(page).toHaveURL('/contact');
  });
});

// The FAQ is native <details name> with no script: the same behaviour is required with JavaScript on and off.
// Its styles have no media query, so it runs once, at 1280 px. Each step leaves every item closed but the last,
// which reads them all and leaves the last one open.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`/fedstryke FAQ accordion, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });
    const open = (page: Page) => (javaScriptEnabled ? gotoHydrated(page, '/fedstryke') : page.goto('/fedstryke'));
    const faqOf = (page: Page) => page.getByRole('region', { name: fedstrykePage.faq.title });
    const summaryOf = (page: Page, question: string) =>
      faqOf(page)
        .locator('summary')
        .filter({ has: page.getByRole('heading', { name: question, exact: true }) });
    const answerOf = (page: Page, index: number) => faqOf(page).getByText(fedstrykePage.faq.items[index]!.answer, { exact: true });

    test(
      'five closed questions, at most one open, every answer readable, by mouse and keyboard',
      { tag: '@one-width' },
      async ({ page }) => {
        await open(page);

        await test.step('five questions as headings in their toggles, all closed, each showing a hidden +', async () => {
          const faq = faqOf(page);
          const headings = faq.getByRole('heading', { level: 3 });
          await expect(headings).toHaveCount(5);
          // In order; the accessible name leaves out the aria-hidden marks that textContent would include.
          for (const [index, question] of faqQuestions.entries()) await expect(headings.nth(index)).toHaveAccessibleName(question);
          for (const [index, question] of faqQuestions.entries()) {
            const summary = summaryOf(page, question);
            expect(await exposedExpanded(page, summary)).toBe(false);
            await expect(answerOf(page, index)).toBeHidden();
            await expect(summary.locator('[aria-hidden="true"]').getByText('+')).toBeVisible();
            await expect(summary.locator('[aria-hidden="true"]').getByText('−')).toBeHidden();
          }
        });

        await test.step('at most one open: opening one closes the other, clicking the open one closes it', async () => {
          const [first, second] = [summaryOf(page, faqQuestions[0]!), summaryOf(page, faqQuestions[1]!)];

          await first.click();
          expect(await exposedExpanded(page, first)).toBe(true);
          await expect(first.getByText('−')).toBeVisible();
          await expect(first.getByText('+')).toBeHidden();
          await expect(answerOf(page, 0)).toBeVisible();

          await second.click();
          expect(await exposedExpanded(page, second)).toBe(true);
          expect(await exposedExpanded(page, first)).toBe(false);
          await expect(first.getByText('+')).toBeVisible();
          await expect(answerOf(page, 0)).toBeHidden();
          await expect(answerOf(page, 1)).toBeVisible();
          await expect(faqOf(page).locator('details[open]')).toHaveCount(1);

          await second.click();
          expect(await exposedExpanded(page, second)).toBe(false);
          await expect(answerOf(page, 1)).toBeHidden();
          await expect(faqOf(page).locator('details[open]')).toHaveCount(0);
        });

        await test.step('works by keyboard: Tab reaches each toggle, Enter and Space open and close', async () => {
          const summaries = faqQuestions.map((q) => summaryOf(page, q));
          await summaries[0]!.focus();
          await page.keyboard.press('Enter');
          await expect(answerOf(page, 0)).toBeVisible();
          // The open panel holds only text, so the next Tab stop is the next toggle.
          await page.keyboard.press('Tab');
          await expect(summaries[1]!).toBeFocused();
          await page.keyboard.press('Space');
          await expect(answerOf(page, 1)).toBeVisible();
          await expect(answerOf(page, 0)).toBeHidden();
          await page.keyboard.press('Space');
          await expect(answerOf(page, 1)).toBeHidden();
          await expect(summaries[1]!).toBeFocused();
        });

        await test.step('every answer can be read, one after the other', async () => {
          for (const [index, question] of faqQuestions.entries()) {
            await summaryOf(page, question).click();
            await expect(answerOf(page, index)).toBeVisible();
          }
        });
      },
    );
  });
}

// The lightbox fills the viewport and lays out differently on a phone: both widths. Each step closes what it
// opened.
test('/fedstryke screenshots lightbox: three screenshots, every close, focus and scroll restored @mobile', async ({ page }) => {
  await gotoHydrated(page, '/fedstryke');

  await test.step('three screenshots, each opening with its image and caption', async () => {
    const triggers = page.getByRole('region', { name: fedstrykePage.screenshots.title }).getByRole('button', { name: /enlarge image/ });
    await expect(triggers).toHaveCount(3);
    for (const [index, shot] of shots.entries()) {
      const dialog = await openOverlay(page, triggers.nth(index), shot.caption);
      await expect(dialog.getByRole('img', { name: shot.alt })).toBeVisible();
      await expect(dialog.locator('figcaption')).toHaveText(shot.caption);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  await test.step('focus moves to close, scroll locks, Escape / × / overlay close it and focus returns', async () => {
    const trigger = page.getByRole('button', { name: new RegExp(`^${shots[1].alt.slice(0, 30)}`) });
    await trigger.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(await rootOverflow(page)).not.toBe('hidden');
    await expectOverlayClosesEveryWay(page, trigger, shots[1].caption);
    // Closing leaves the page where it was.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  });

  await test.step('opened from the keyboard, focus returns to the element focused before', async () => {
    const trigger = page.getByRole('button', { name: new RegExp(`^${shots[2].alt.slice(0, 30)}`) });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: shots[2].caption });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
