import { fedstrykePage } from '../content/fedstryke';
import { site } from '../content/site';
import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';
import { expectOverlayClosesEveryWay, openOverlay, rootOverflow } from './overlay';

const NEW_TAB = ' (opens in a new tab)';
const faqQuestions = fedstrykePage.faq.items.map((item) => item.question);
const shots = fedstrykePage.screenshots.items;

test.describe('/fedstryke', () => {
  test('hero links to the live search site in a new tab and to a 20-min Fit Check', async ({ page }) => {
    await gotoHydrated(page, '/fedstryke');
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

  test('Why and What it does describe the external tool', async ({ page }) => {
    await page.goto('/fedstryke');
    await expect(page.getByRole('region', { name: 'Why FedStryke' })).toBeVisible();
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

  test('lists the core capabilities', async ({ page }) => {
    await page.goto('/fedstryke');
    const section = page.getByRole('region', { name: 'Core capabilities' });
    await expect(section.getByRole('list')).toHaveCount(3);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(fedstrykePage.capabilities.lists.map((l) => l.title));
  });

  test('ends with a call to action linking to the external search site', async ({ page }) => {
    await page.goto('/fedstryke');
    const cta = page.getByRole('link', { name: `${fedstrykePage.finalCta.ctas[0].label}${NEW_TAB}`, exact: true });
    await expect(cta).toHaveAttribute('href', site.urls.fedstryke);
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', /noopener/);
  });
});

test.describe('/fedstryke FAQ without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every answer is shown, and the inert +/− marks are not', async ({ page }) => {
    await page.goto('/fedstryke');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    for (const item of fedstrykePage.faq.items) await expect(faq.getByText(item.answer, { exact: true })).toBeVisible();
    await expect(faq.getByText('+', { exact: true })).toHaveCount(faqQuestions.length);
    for (const mark of await faq.getByText('+', { exact: true }).all()) await expect(mark).toBeHidden();
  });
});

test.describe('/fedstryke FAQ accordion', () => {
  test('five real buttons inside headings, all closed, each showing a hidden +', async ({ page }) => {
    await gotoHydrated(page, '/fedstryke');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const headings = faq.getByRole('heading', { level: 3 });
    await expect(headings).toHaveCount(5);
    // In order; the accessible name leaves out the aria-hidden '+' that textContent would include.
    for (const [index, question] of faqQuestions.entries()) await expect(headings.nth(index)).toHaveAccessibleName(question);
    for (const question of faqQuestions) {
      const button = faq.getByRole('heading', { name: question }).getByRole('button');
      await expect(button).toHaveAccessibleName(question);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const panelId = await button.getAttribute('aria-controls');
      await expect(page.locator(`[id="${panelId}"]`)).toBeHidden();
      await expect(button.locator('[aria-hidden="true"]')).toHaveText('+');
    }
  });

  test('at most one open: opening one closes the other, clicking the open one closes it', async ({ page }) => {
    await gotoHydrated(page, '/fedstryke');
    const [first, second] = [faqQuestions[0]!, faqQuestions[1]!].map((q) => page.getByRole('button', { name: q, exact: true }));
    const firstPanel = page.getByRole('region', { name: faqQuestions[0] });
    const secondPanel = page.getByRole('region', { name: faqQuestions[1] });

    await first!.click();
    await expect(first!).toHaveAttribute('aria-expanded', 'true');
    await expect(first!.locator('[aria-hidden="true"]')).toHaveText('−');
    await expect(firstPanel).toBeVisible();
    await expect(firstPanel).toContainText(fedstrykePage.faq.items[0].answer);
    await expect(first!).toHaveAttribute('aria-controls', (await firstPanel.getAttribute('id'))!);

    await second!.click();
    await expect(second!).toHaveAttribute('aria-expanded', 'true');
    await expect(first!).toHaveAttribute('aria-expanded', 'false');
    await expect(first!.locator('[aria-hidden="true"]')).toHaveText('+');
    await expect(firstPanel).toBeHidden();
    await expect(secondPanel).toBeVisible();
    await expect(page.locator('[aria-expanded="true"]')).toHaveCount(1);

    await second!.click();
    await expect(second!).toHaveAttribute('aria-expanded', 'false');
    await expect(secondPanel).toBeHidden();
    await expect(page.getByRole('region', { name: 'Frequently asked questions' }).locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test('has no axe violations with an item open', async ({ page }) => {
    await gotoHydrated(page, '/fedstryke');
    await page.getByRole('button', { name: faqQuestions[2], exact: true }).click();
    await expect(page.getByRole('region', { name: faqQuestions[2] })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('works by keyboard: Tab reaches each toggle, Enter and Space open and close', async ({ page }) => {
    await gotoHydrated(page, '/fedstryke');
    const buttons = faqQuestions.map((q) => page.getByRole('button', { name: q, exact: true }));
    await buttons[0]!.focus();
    await page.keyboard.press('Enter');
    await expect(buttons[0]!).toHaveAttribute('aria-expanded', 'true');
    // The open panel holds only text, so the next Tab stop is the next toggle.
    await page.keyboard.press('Tab');
    await expect(buttons[1]!).toBeFocused();
    await page.keyboard.press('Space');
    await expect(buttons[1]!).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons[0]!).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(buttons[1]!).toHaveAttribute('aria-expanded', 'false');
    await expect(buttons[1]!).toBeFocused();
  });
});

test.describe('/fedstryke screenshots lightbox', () => {
  test('three screenshots, each opening with its image and caption', async ({ page }) => {
    await gotoHydrated(page, '/fedstryke');
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

  test('focus moves to close, scroll locks, Escape / × / overlay close it and focus returns', async ({ page }) => {
    await gotoHydrated(page, '/fedstryke');
    const trigger = page.getByRole('button', { name: new RegExp(`^${shots[1].alt.slice(0, 30)}`) });
    await trigger.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(await rootOverflow(page)).not.toBe('hidden');
    await expectOverlayClosesEveryWay(page, trigger, shots[1].caption);
    // Closing leaves the page where it was.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  });

  test('opened from the keyboard, focus returns to the element focused before', async ({ page }) => {
    await gotoHydrated(page, '/fedstryke');
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

  test('has no axe violations with the lightbox open', async ({ page }) => {
    await gotoHydrated(page, '/fedstryke');
    await openOverlay(page, page.getByRole('button', { name: /enlarge image/ }).first(), shots[0].caption);
    await expectNoAxeViolations(page);
  });

  test('has no axe violations', async ({ page }) => {
    await gotoHydrated(page, '/fedstryke');
    await expectNoAxeViolations(page);
  });
});
