import type { Page } from '@playwright/test';
import { site } from '../content/site';
import { expect, expectNoAxeViolations, expectOnlyThe404, gotoHydrated, test } from '../test-support/fixtures';
import { cspViolations, pendingRequests, recordCspViolations, settleEverything } from '../test-support/csp-browser';
import { exportedPages, templatePages } from '../test-support/exported-pages';
import { expectNoIbmIssues } from '../test-support/ibm-checker';
import { expectNoPageRuleFindings } from '../test-support/page-rules';
import { chunks, chunkTitle, sweep } from '../test-support/sweep';

// Every page as first rendered: it answers, has the page structure every route shares, its Content-Security-Policy
// (the <meta> each exported page carries) refuses nothing it loads, down to every image and every request its
// scripts make (at 1280 px; deploy-nginx.spec.ts adds the host's header policy on one page of each template), axe
// finds nothing, and neither do the second opinions beside it: the page rules (page-rules.ts: unique names of articles and
// landmarks, unique ids, references that resolve, header scopes, label in name) on every page it scans, and IBM's
// Equal Access engine (ibm-checker.ts) on one page of each template at 1280 px. Open states (menus, dialogs,
// disclosures, tabs) are in axe-open-states.spec.ts. Other specs scan only the states this one cannot see.

const NOT_FOUND = '/missing-page';
const pages = exportedPages();

// At 375 px the markup is the same and only the layout differs, so pages that share a template are scanned at
// that width through one of them:
// - /fleetedge-sea for /fleetedge-land and /fleetedge-air (FleetEdgePage);
// - /privacy for /security/disclosure (PolicyDocument);
// - /blog for /blog/page/N (BlogListPage);
// - the category archive with later pages for the other archives and every archive's /page/N;
// - the filler article with the longest address (its 300-character title wraps the most) for the other fillers.
// Every other page has a template of its own, each article its own content, and all of them are scanned at 375.
const categories = pages.filter((path) => /^\/blog\/category\/[^/]+$/.test(path));
const categoryStandIn = categories.find((path) => pages.includes(`${path}/page/2`)) ?? categories[0];
const fillers = pages.filter((path) => /^\/blog\/3\d{3}\//.test(path));
const fillerStandIn = [...fillers].sort((a, b) => b.length - a.length)[0];
const sharedTemplate = (path: string) =>
  ['/fleetedge-land', '/fleetedge-air', '/security/disclosure'].includes(path) ||
  /^\/blog\/page\/\d+$/.test(path) ||
  (path.startsWith('/blog/category/') && path !== categoryStandIn) ||
  (fillers.includes(path) && path !== fillerStandIn);
const mobilePages = pages.filter((path) => !sharedTemplate(path));

// IBM's engine takes a second or more a page even on its held rules: one page of each template (the sweep's page
// rules check every page). The realistic posts (tables, facades, File blocks) are in blog-realistic.spec.ts.
const ENGINE_PAGES = new Set([...templatePages(), NOT_FOUND]);

/** The full audit set over the whole page, as a soft expectation so a chunk goes on to its other pages. */
const scan = (page: Page, path: string) => expectNoAxeViolations(page, undefined, { soft: true, label: `${path}: axe violations` });

test.describe('axe-core, WCAG 2.2 A/AA and best practices', () => {
  for (const [width, list] of [
    ['@desktop-only', pages],
    ['@mobile-only', mobilePages],
  ] as const) {
    // The 404 page is one more page of the sweep: a template of its own, at both widths.
    const groups = chunks([...list, NOT_FOUND]);
    for (const group of groups) {
      test(
        `${chunkTitle(group)}: one h1, the header and the footer, and no violations`,
        { tag: width },
        async ({ page, consoleErrors }) => {
          // A full axe scan with the best-practice rules takes seconds a page on a busy 2-core CI machine, and
          // IBM's engine as long again.
          const engine = (path: string) => width === '@desktop-only' && ENGINE_PAGES.has(path);
          test.setTimeout((group.length + group.filter(engine).length) * 20_000);
          await recordCspViolations(page);
          const pending = pendingRequests(page);
          const secondOpinions = async (path: string) => {
            await expectNoPageRuleFindings(page, path);
            if (engine(path)) await expectNoIbmIssues(page, path);
          };
          await sweep(group, async (path) => {
            if (path === NOT_FOUND) {
              await page.goto(path);
              expectOnlyThe404(consoleErrors);
              await scan(page, path);
              await secondOpinions(path);
              return;
            }
            const response = await gotoHydrated(page, path);
            expect.soft(response?.status(), `${path}: status`).toBe(200);
            if (width === '@desktop-only') {
              // Hydration runs the inline bootstrap and payload scripts: it only completes if their hashes match.
              await settleEverything(page, pending);
              expect.soft(await cspViolations(page), `${path}: Content-Security-Policy violations`).toEqual([]);
            }
            await expect.soft(page.locator('h1'), `${path}: one h1`).toHaveCount(1);
            await expect.soft(page.locator('h1'), `${path}: h1 text`).not.toBeEmpty();
            await expect.soft(page.getByRole('banner'), `${path}: header`).toBeVisible();
            await expect.soft(page.getByRole('contentinfo'), `${path}: footer`).toBeVisible();
            await expect
              .soft(page.getByRole('link', { name: `${site.company.name} home` }), `${path}: home link`)
              .toHaveAttribute('href', '/');
            await scan(page, path);
            await secondOpinions(path);
            // The fixture would fail the test on these at its end; here they are named after their page.
            expect.soft(consoleErrors.splice(0), `${path}: console errors`).toEqual([]);
          });
        },
      );
    }
  }
});

// The scans above would pass just as well if axe ran fewer rules than they claim: two links drawn 10 px square
// next to each other must fail the WCAG 2.2 target-size rule, which axe runs only when its tags are named.
test('the scan runs the WCAG 2.2 AA rules axe leaves off by default @desktop-only', async ({ page }) => {
  const link = (name: string) => `<a href="#${name}" style="display:inline-block;width:10px;height:10px;overflow:hidden">${name}</a>`;
  await page.setContent(
    `<!doctype html><html lang="en"><title>Targets</title><main><h1>Targets</h1><p>${link('a')} ${link('b')}</p></main></html>`,
  );
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/target-size/);
});
