import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * IBM's Equal Access engine (accessibility-checker-engine, the rules of IBM's Accessibility Checker and of many
 * Section 508 reviews), run in the page beside axe. Its script is evaluated through the DevTools protocol, like
 * axe's, so the pages' script policy does not stop it, and it fetches nothing: no network, no browser download.
 *
 * It runs every rule of its IBM_Accessibility policy; `RULES` are those it checks and axe does not (or not the
 * same way), which the site holds at zero: unique names of articles and landmarks, unique ids and references
 * that resolve, header cells tied to their cells, label in name, obsolete markup, decorative images described.
 * Even on those rules it takes a second or more a page, so the suite runs it on one page of each template, at
 * 1280 px only (its rules are about markup and names, which the width does not change), inside the axe sweeps'
 * page loads; the page rules (page-rules.ts) check every page at both widths.
 */
export const RULES = [
  'aria_article_label_unique',
  'aria_landmark_name_unique',
  'aria_navigation_label_unique',
  'aria_region_label_unique',
  'aria_complementary_label_unique',
  'aria_region_labelled',
  'element_id_unique',
  'aria_id_unique',
  'label_name_visible',
  'table_headers_related',
  'table_headers_ref_valid',
  'table_scope_valid',
  'element_attribute_deprecated',
  'blink_elem_deprecated',
  'marquee_elem_avoid',
  'img_alt_decorative',
  'a_text_purpose',
] as const;

let source: string | null = null;

export type IbmIssue = { ruleId: string; level: string; message: string; snippet: string };

/**
 * Every node the engine flags as a violation or a potential violation on the page as it is now (`rules` to keep
 * only some of its rules). The engine's own rule archive comes with the package: nothing is fetched.
 */
export async function ibmIssues(page: Page, rules?: readonly string[]): Promise<IbmIssue[]> {
  source ??= readFileSync(require.resolve('accessibility-checker-engine/ace.js'), 'utf8');
  const loaded = await page.evaluate(() => typeof (globalThis as { ace?: unknown }).ace !== 'undefined');
  if (!loaded) await page.evaluate(`${source}\n;globalThis.ace = ace;`);
  const results = await page.evaluate(
    async (only) => {
      type Result = { ruleId: string; value: [string, string]; message: string; snippet: string };
      type Checker = {
        engine: { enableRules: (ids: string[]) => void };
        check: (doc: Document, policies: string[]) => Promise<{ results: Result[] }>;
      };
      const ace = (globalThis as unknown as { ace: { Checker: new () => Checker } }).ace;
      const checker = new ace.Checker();
      // The policy's levels, with only the rules asked for enabled: its full run takes seconds a page.
      if (only) {
        const enable = checker.engine.enableRules.bind(checker.engine);
        checker.engine.enableRules = () => enable(only);
      }
      const report = await checker.check(document, ['IBM_Accessibility']);
      return report.results
        .filter((result) => result.value[0] === 'VIOLATION' && (result.value[1] === 'FAIL' || result.value[1] === 'POTENTIAL'))
        .map((result) => ({ ruleId: result.ruleId, level: result.value[1], message: result.message, snippet: result.snippet }));
    },
    rules ? [...rules] : null,
  );
  return rules ? results.filter((issue) => rules.includes(issue.ruleId)) : results;
}

/** One line per issue, for an assertion's message. */
const describeIssues = (issues: IbmIssue[]) =>
  issues.map((issue) => `${issue.ruleId} (${issue.level}): ${issue.message} ${issue.snippet.slice(0, 120)}`);

/**
 * The held rules as a soft expectation, so a sweep goes on to its other pages; `label` names the page. A step of
 * its own, so the report shows what the engine costs.
 */
export async function expectNoIbmIssues(page: Page, label: string) {
  await test.step('IBM Equal Access', async () => {
    expect.soft(describeIssues(await ibmIssues(page, RULES)), `${label}: IBM Equal Access`).toEqual([]);
  });
}
