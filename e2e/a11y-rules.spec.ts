import { blogPage } from '../content/blog';
import { expect, gotoHydrated, test } from '../test-support/fixtures';
import { exportedPages } from '../test-support/exported-pages';
import { describeIssues, ibmIssues, RULES } from '../test-support/ibm-checker';
import { pageRuleFindings } from '../test-support/page-rules';
import { chunks, chunkTitle, sweep } from '../test-support/sweep';

// A second opinion beside axe (axe-pages.spec.ts) on every page of the export, at both widths: IBM's Equal
// Access engine, held at zero on the rules axe does not check the same way (ibm-checker.ts), and the page rules
// asserted directly (page-rules.ts): every article and repeated landmark named once, no repeated id, every id
// reference resolved to its own block, header cells with a scope, label in name.

const pages = exportedPages();

for (const group of chunks(pages, 10)) {
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
    });
  });
}
