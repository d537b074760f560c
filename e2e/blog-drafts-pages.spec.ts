/**
 * The drafts preview's WordPress pages on the static export: listed beside the posts and marked as pages, each
 * previewed with the pre-publish check, which names a path the site's own code serves and a parent that is not
 * published (dev-services/fake-wpcom/draft-pages.ts). Findings are read by kind and detail, not by their wording.
 */
import type { Page } from '@playwright/test';
import { draftsPage as copy } from '@/content/blog-drafts';
import { expect as baseExpect, expectNoAxeViolations, test } from '../test-support/fixtures';
import { DRAFT_ORDER, DRAFT_PAGES, signIn } from '../test-support/drafts';
import { ports } from '../test-support/ports';

// The preview loads the API client and the sanitiser after sign-in: on a busy CI machine that takes seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

const site = `http://127.0.0.1:${ports.site}`;
const check = (page: Page) => page.getByRole('region', { name: copy.check.heading });
const kinds = (page: Page) =>
  check(page)
    .locator('[data-kind]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kind')));

test.describe.configure({ timeout: 120_000 });

test('draft, pending and scheduled pages are listed beside the posts and previewed with their check @one-width', async ({ page }) => {
  await test.step('the list holds the posts and the pages, a page marked as one', async () => {
    await signIn(page, site);
    const items = page.getByRole('region', { name: copy.list.heading }).getByRole('listitem');
    await expect(items).toHaveCount(DRAFT_ORDER.length);
    const pages = Object.values(DRAFT_PAGES);
    for (const [index, id] of DRAFT_ORDER.entries()) {
      await expect(items.nth(index).getByRole('link')).toHaveAttribute('href', `/blog/drafts?id=${id}`);
      if (pages.includes(id)) await expect(items.nth(index)).toContainText(`${copy.list.page} · `);
      else await expect(items.nth(index)).not.toContainText(`${copy.list.page} · `);
    }
    await expect(items.nth(DRAFT_ORDER.indexOf(DRAFT_PAGES.takenPath))).toContainText(copy.status.pending);
  });

  await test.step('a page whose path the site serves is named with that path and its owner', async () => {
    await page.goto(`/blog/drafts?id=${DRAFT_PAGES.takenPath}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact the events team');
    expect(await kinds(page)).toEqual(['page-path-taken']);
    await expect(check(page).locator('[data-kind="page-path-taken"] code')).toHaveText("/contact: the site's own route /contact");
    await expectNoAxeViolations(page, 'main');
  });

  await test.step('a page under a draft parent is named with its parent', async () => {
    await page.goto(`/blog/drafts?id=${DRAFT_PAGES.child}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner programme: how to apply');
    await expect(page.getByRole('note', { name: copy.preview.banner })).toContainText(copy.status.draft);
    expect(await kinds(page)).toEqual(['no-featured-image', 'page-parent-unpublished']);
    await expect(check(page).locator('[data-kind="page-parent-unpublished"] code')).toHaveText('Partners (draft)');
  });

  await test.step('a scheduled page with a free path has nothing to change', async () => {
    await page.goto(`/blog/drafts?id=${DRAFT_PAGES.clean}`);
    await expect(page.getByRole('note', { name: copy.preview.banner })).toContainText('Scheduled for February 1, 2027');
    await expect(check(page)).toContainText(copy.check.clean);
  });
});
