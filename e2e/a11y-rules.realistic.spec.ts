import { blogPage } from '../content/blog';
import { articlePath } from '../lib/blog/paths';
import { realisticExpectations } from '../dev-services/fake-wpcom/realistic';
import { expect, gotoHydrated, test } from '../test-support/fixtures';
import { describeIssues, ibmIssues, RULES } from '../test-support/ibm-checker';
import { pageRuleFindings } from '../test-support/page-rules';
import { chunks, chunkTitle, sweep } from '../test-support/sweep';

// The rules of a11y-rules.spec.ts on every post of the realistic data set (editors' real block and classic
// markup), at both widths, and on the blog's first list page (a grid of post cards): the sanitiser must leave
// no repeated id, no reference to the wrong block, no header cell without a scope, and every facade's name
// must start with what it shows.

const paths = ['/blog', ...realisticExpectations().map((post) => articlePath(post.id, post.rawTitle))];

for (const group of chunks(paths, 8)) {
  test(`${chunkTitle(group)}: unique names, ids and references; IBM's engine finds nothing on its rules`, async ({ page }) => {
    // IBM's engine takes 1-5 s a page on a busy 2-core machine, even on its selected rules: it runs at 1280 px,
    // since the rules held here are about markup and names, which do not change with the width; the page rules
    // run at both widths.
    const wide = (page.viewportSize()?.width ?? 0) >= 1000;
    test.setTimeout(group.length * (wide ? 25_000 : 10_000));
    await sweep(group, async (path) => {
      await gotoHydrated(page, path);
      expect.soft(await pageRuleFindings(page, blogPage.postContent.imageLinkFallback), `${path}: page rules`).toEqual([]);
      if (wide) expect.soft(describeIssues(await ibmIssues(page, RULES)), `${path}: IBM Equal Access`).toEqual([]);
      // A click-to-play video is a button once the page has hydrated: its name starts with the words it shows.
      for (const facade of await page.locator('[data-embed-player] > button').all()) {
        const visible = (await facade.innerText()).replace(/\s+/g, ' ').trim();
        const name = (await facade.getAttribute('aria-label')) ?? visible;
        expect.soft(name.replace(/[^\p{L}\p{N}]+/gu, ' ').trim(), `${path}: facade name`).toMatch(
          new RegExp(
            `^${visible
              .replace(/[^\p{L}\p{N}]+/gu, ' ')
              .trim()
              .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
          ),
        );
      }
    });
  });
}
