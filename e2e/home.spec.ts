import type { Locator, Page } from '@playwright/test';
import { homePage } from '../content/home';
import { productsPage } from '../content/products';
import { partners } from '../content/partners';
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../test-support/fixtures';

const ROTATION_MS = 2000;

// What the home page shows can be hidden or reordered by its media queries, so its one content test runs at
// both widths; each former test is a step. Steps that follow a link come last, each from a fresh load.
test('home page: hero, value pills, partner logos and the documentation section @mobile', async ({ page }) => {
  await gotoHydrated(page, '/#documentation');

  await test.step('Documentation section: its fixed heading, text and link, reachable as /#documentation', async () => {
    const section = page.locator('section#documentation');
    await expect(section).toBeInViewport();
    await expect(section.getByRole('heading', { level: 2, name: 'Documentation' })).toBeInViewport();
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Documentation');
    await expect(section).toContainText('Explore our comprehensive documentation to get started with our products and solutions.');
    await expect(section.getByRole('link', { name: 'View Documentation' })).toHaveAttribute('href', '/documentation');
  });

  await test.step('hero: h1, the Learn More and Get a Demo buttons and the illustration', async () => {
    await expect(page.getByRole('heading', { level: 1, name: homePage.hero.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Learn More about our product portfolio' })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('link', { name: 'Get a Demo', exact: true })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('img', { name: homePage.heroImage.alt })).toBeVisible();
  });

  await test.step('the three fixed value pills, the product highlight and its Explore button', async () => {
    const pills = page.getByRole('region', { name: homePage.pills.title }).getByRole('listitem');
    await expect(pills).toHaveCount(3);
    for (const name of ['VMware-to-OpenStack migration', 'Cost-effective on-prem IaaS', 'Day-2 operations']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: homePage.highlight.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore', exact: true })).toHaveAttribute('href', '/products');
  });

  await test.step('5 partner logos, each a distinct external link opening in a new tab', async () => {
    const region = carousel(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = region.getByRole('group');
    await expect(slides).toHaveCount(5);
    for (let n = 1; n <= 5; n += 1) {
      const slide = region.getByRole('group', { name: `${n} of 5`, exact: true });
      await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    }
    const links = region.getByRole('link');
    await expect(links).toHaveCount(5);
    const hrefs = await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(5);
    expect(hrefs).toEqual(partners.map((p) => p.href));
    for (const [index, partner] of partners.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAccessibleName(`${partner.name} (opens in a new tab)`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
  });

  await test.step('View Documentation leads to /documentation', async () => {
    await page.locator('section#documentation').getByRole('link', { name: 'View Documentation' }).click();
    await expect(page).toHaveURL('/documentation');
  });

  await test.step('Explore leads to /products', async () => {
    await gotoHydrated(page, '/');
    await page.getByRole('link', { name: 'Explore', exact: true }).click();
    await expect(page).toHaveURL('/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productsPage.hero.title);
  });
});

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the hero, its buttons and the partner logos are plain HTML @mobile', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: homePage.hero.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Learn More about our product portfolio' })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('link', { name: 'Get a Demo', exact: true })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('img', { name: homePage.heroImage.alt })).toBeVisible();
    // Nothing rotates without a script: the carousel's controls are left out and every logo is shown, three in
    // a row as in the carousel, the others wrapping below them.
    const region = page.getByRole('region', { name: homePage.partners.label });
    await expect(region.locator('button')).toHaveCount(3);
    for (const button of await region.locator('button').all()) await expect(button).toBeHidden();
    const viewport = await region.locator('[aria-live]').evaluate((track) => {
      const box = track.parentElement!.getBoundingClientRect();
      return { left: box.left, right: box.right };
    });
    const firstRow = (await page.getByRole('link', { name: partners[0]!.name }).boundingBox())!.y;
    for (const [index, partner] of partners.entries()) {
      const link = page.getByRole('link', { name: partner.name });
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(viewport.left - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.right + 1);
      if (index < 3) expect(box.y).toBe(firstRow);
      else expect(box.y).toBeGreaterThan(firstRow);
    }
  });
});

/** The partner carousel and helpers that read which slide leads the row, the way a sighted visitor sees it. */
function carousel(page: Page): Locator {
  return page.getByRole('region', { name: homePage.partners.label });
}

/** The label ('N of 5') of the slide whose logo sits at the left edge of the viewport; null mid-animation. */
async function leadingSlide(page: Page): Promise<string | null> {
  return carousel(page).evaluate((root) => {
    const slides = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    const viewport = slides[0]?.parentElement?.parentElement?.getBoundingClientRect();
    if (!viewport) return null;
    const lead = slides.find((slide) => {
      const link = slide.querySelector('a')?.getBoundingClientRect();
      return link !== undefined && Math.abs(link.left - viewport.left) < 2;
    });
    return lead?.getAttribute('aria-label') ?? null;
  });
}

/** The leading slide once any slide animation has had time to finish. */
async function expectLeading(page: Page, label: string) {
  // A generous wait: on a loaded 2-core machine the first layout can take a while.
  await expect.poll(() => leadingSlide(page), { timeout: 10_000 }).toBe(label);
}

/**
 * Opens the home page with the page's clock paused from the start, so the 2000 ms rotation is driven by the
 * test (page.clock.runFor) and cannot drift with machine load. The carousel's own code runs unchanged.
 */
async function readyCarousel(page: Page) {
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
  await page.goto('/');
  // The framework's scripts are added once the first paint is reported (lib/site/paint-first.ts), or after a frame
  // and a task where a browser reports none, which this paused clock would hold: let 100 ms of it pass. The
  // rotation's timer starts with the carousel, after hydration.
  await page.clock.runFor(100);
  await page.locator('nav[data-hydrated="true"]').waitFor({ state: 'attached' });
  const region = carousel(page);
  await region.scrollIntoViewIfNeeded();
  // The controls are disabled until the carousel has initialised.
  await expect(region.getByRole('button', { name: /partner rotation$/ })).toBeEnabled();
  // Keep the pointer off the carousel: hovering stops rotation.
  await page.mouse.move(0, 0);
  await expectLeading(page, '1 of 5');
  return region;
}

/**
 * Lets time pass until half a period after the next rotation, so the slide animation has settled. Call it when
 * the rotation timer was (re)started at the current time (page load, Play, pointer leaving).
 */
async function untilAfterNextRotation(page: Page) {
  await page.clock.runFor(ROTATION_MS * 1.5);
}

/** The label ('N of 5') of the slide after `label`, looping. */
const nextOf = (label: string) => `${(Number(label.split(' ')[0]) % 5) + 1} of 5`;

// The rotation is driven by the page's clock, installed before the page loads: one load for several rotation
// rules, each step starting from where the last left the carousel (playing, the pointer and focus away, half a
// period after a rotation) and asserting relative to the slide leading then.
test.describe('partner carousel', () => {
  test('advances every 2000 ms; keyboard focus and Pause stop it, Play restarts it', async ({ page }) => {
    const region = await readyCarousel(page);
    const pause = region.getByRole('button', { name: 'Pause partner rotation' });
    const play = region.getByRole('button', { name: 'Play partner rotation' });

    await test.step('advances by one slide every 2000 ms on its own, and the indicator follows', async () => {
      const dots = region.locator('ol > li');
      await expect(pause).toBeVisible();
      await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
      await expect(dots.nth(0)).toHaveAttribute('data-active', 'true');
      await page.clock.runFor(ROTATION_MS - 100);
      await expectLeading(page, '1 of 5');
      await page.clock.runFor(100 + ROTATION_MS / 2);
      await expectLeading(page, '2 of 5');
      await expect(dots.nth(1)).toHaveAttribute('data-active', 'true');
      await expect(dots.nth(0)).not.toHaveAttribute('data-active');
      // From here each period lands half-way between two rotations.
      await page.clock.runFor(ROTATION_MS);
      await expectLeading(page, '3 of 5');
      await expect(dots.nth(2)).toHaveAttribute('data-active', 'true');
      // Infinite: after the fifth logo comes the first again.
      for (const label of ['4 of 5', '5 of 5', '1 of 5']) {
        await page.clock.runFor(ROTATION_MS);
        await expectLeading(page, label);
      }
    });

    // While the first logo leads: Tab onto the first link scrolls it into view, whichever slide led before.
    await test.step('keyboard focus inside stops rotation until Play is pressed', async () => {
      const leading = '1 of 5';
      await expectLeading(page, leading);
      await region.getByRole('button', { name: 'Next partner' }).focus();
      await expect(play).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(region.getByRole('link').first()).toBeFocused();
      await page.clock.runFor(ROTATION_MS * 3);
      await expectLeading(page, leading);
      // Play restarts it from the keyboard.
      await play.focus();
      await page.keyboard.press('Enter');
      await expect(pause).toBeFocused();
      await untilAfterNextRotation(page);
      await expectLeading(page, nextOf(leading));
      // Focus leaves the carousel again, as it was before this step.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    });

    await test.step('the Pause button stops rotation and Play restarts it', async () => {
      const leading = (await leadingSlide(page))!;
      await pause.click();
      await page.mouse.move(0, 0);
      await expect(play).toBeVisible();
      await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
      await page.clock.runFor(ROTATION_MS * 3);
      await expectLeading(page, leading);
      await play.click();
      await page.mouse.move(0, 0);
      await expect(pause).toBeVisible();
      await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
      await untilAfterNextRotation(page);
      await expectLeading(page, nextOf(leading));
    });
  });

  // Its own load, the state a visitor arrives in: run after the Play press of the test above, a hover did not stop
  // the rotation.
  test('hovering stops rotation while the pointer is over it', { tag: '@desktop-only' }, async ({ page }) => {
    const region = await readyCarousel(page);
    const box = await region.locator('[aria-live]').boundingBox();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.clock.runFor(ROTATION_MS * 3);
    await expectLeading(page, '1 of 5');
    // Hover is a pause, not a choice: the button still offers Pause, and leaving resumes.
    await expect(region.getByRole('button', { name: 'Pause partner rotation' })).toBeVisible();
    await page.mouse.move(0, 0);
    await untilAfterNextRotation(page);
    await expectLeading(page, '2 of 5');
  });

  test('does not rotate under prefers-reduced-motion; previous and next still work, looping; no axe violations paused', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const region = await readyCarousel(page);

    await test.step('does not rotate under prefers-reduced-motion; previous and next still work, looping', async () => {
      await expect(region.getByRole('button', { name: 'Play partner rotation' })).toBeVisible();
      await expect(region.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
      await page.clock.runFor(ROTATION_MS * 3);
      await expectLeading(page, '1 of 5');
      await region.getByRole('button', { name: 'Next partner' }).click();
      await page.clock.runFor(100);
      await expectLeading(page, '2 of 5');
      await region.getByRole('button', { name: 'Previous partner' }).click();
      await page.clock.runFor(100);
      await expectLeading(page, '1 of 5');
      await region.getByRole('button', { name: 'Previous partner' }).click();
      await page.clock.runFor(100);
      await expectLeading(page, '5 of 5');
    });

    // The rotating carousel is scanned in the page's first render by axe-pages.spec.ts. Stopped, it offers Play
    // and announces its slides (aria-live="polite"): the state a Pause click leaves, scanned here.
    await test.step('has no axe violations while paused', async () => {
      // Real time here: axe schedules its own work on timers. Nothing rotates under reduced motion.
      await page.clock.resume();
      await expect(region.getByRole('button', { name: 'Play partner rotation' })).toBeVisible();
      await expectNoAxeViolations(page, '[aria-roledescription="carousel"]');
    });
  });
});
