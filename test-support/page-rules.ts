import { expect, test, type Page } from '@playwright/test';
import { blogPage } from '../content/blog';

/**
 * Accessibility rules asserted directly, beside axe and IBM's engine (ibm-checker.ts): what a screen reader's
 * lists and a voice-control user meet, checked on the page as the browser exposes it.
 * - every <article> has a name of its own, and so has every landmark whose role repeats on the page (from the
 *   browser's accessibility tree, so the name is the one assistive technology reads);
 * - no id is repeated, and every id reference (aria-describedby, aria-labelledby, for, headers) finds an element,
 *   in the same block when the reference sits in one of WordPress's File blocks (the Download button's
 *   description is its own file);
 * - every header cell has a scope (or a headers list in its table);
 * - a button or link whose name is set apart from its visible text (aria-label) has a name that contains that
 *   text (WCAG 2.5.3 Label in Name), and a video facade's name starts with it (once the page has hydrated, the
 *   facade is a button);
 * - no link is named only "Open image".
 * Each finding is a sentence naming the element; an empty list is a pass. They cost a few tens of milliseconds a
 * page, so they run in the page loads of the axe sweeps (axe-pages.spec.ts, blog-realistic.spec.ts).
 */

const LANDMARKS = new Set(['navigation', 'region', 'complementary', 'form', 'search', 'banner', 'contentinfo', 'main']);

async function accessibleNames(page: Page): Promise<{ role: string; name: string }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes
      .filter((node) => !node.ignored)
      .map((node) => ({ role: String(node.role?.value ?? ''), name: String(node.name?.value ?? '').trim() }));
  } finally {
    await cdp.detach();
  }
}

function namedOnce(nodes: { role: string; name: string }[]): string[] {
  const findings: string[] = [];
  const byRole = new Map<string, string[]>();
  for (const { role, name } of nodes) if (role === 'article' || LANDMARKS.has(role)) byRole.set(role, [...(byRole.get(role) ?? []), name]);
  for (const [role, names] of byRole) {
    if (role !== 'article' && names.length < 2) continue;
    names.forEach((name, index) => {
      if (!name) findings.push(`${role} #${index + 1} of ${names.length} has no accessible name`);
      else if (names.indexOf(name) !== index) findings.push(`two ${role}s are named "${name}"`);
    });
  }
  return findings;
}

/** The in-page half: ids, references, header cells, label in name. Runs in the browser. */
function inPage(fallback: string): string[] {
  const findings: string[] = [];
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const cls = el.getAttribute('class')?.split(/\s+/)[0];
    return `<${el.tagName.toLowerCase()}${id}${cls ? ` .${cls}` : ''}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  };
  const seen = new Map<string, number>();
  for (const el of Array.from(document.querySelectorAll('[id]'))) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
  for (const [id, count] of seen) if (count > 1) findings.push(`id "${id}" is used ${count} times`);

  for (const name of ['aria-describedby', 'aria-labelledby', 'aria-controls', 'for', 'headers']) {
    for (const el of Array.from(document.querySelectorAll(`[${name}]`))) {
      for (const id of (el.getAttribute(name) ?? '').split(/\s+/).filter(Boolean)) {
        const target = document.getElementById(id);
        if (!target) findings.push(`${name}="${id}" on ${describe(el)} points at nothing`);
        else if (el.closest('.wp-block-file') && target.closest('.wp-block-file') !== el.closest('.wp-block-file'))
          findings.push(`${name}="${id}" on ${describe(el)} points at another File block`);
      }
    }
  }

  for (const th of Array.from(document.querySelectorAll('th'))) {
    if (!th.getAttribute('scope') && !th.closest('table')?.querySelector('[headers]'))
      findings.push(`header cell ${describe(th)} has no scope`);
  }

  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  for (const el of Array.from(document.querySelectorAll('a[aria-label], button[aria-label], [role="button"][aria-label]'))) {
    const visible = words((el as HTMLElement).innerText ?? '');
    const name = words(el.getAttribute('aria-label') ?? '');
    if (visible && !` ${name} `.includes(` ${visible} `))
      findings.push(`${describe(el)} is named "${el.getAttribute('aria-label')}", which does not contain its visible text`);
    if (name === words(fallback)) findings.push(`${describe(el)} is named only "${fallback}"`);
  }
  // The facade's text as its nodes run (textContent), not as the grid lays it out on two lines (innerText): names
  // made from text, axe's and assistive technology's, read it that way.
  for (const facade of Array.from(document.querySelectorAll('[data-embed-player] > button'))) {
    const visible = words(facade.textContent ?? '');
    const name = words(facade.getAttribute('aria-label') ?? visible);
    if (!name.startsWith(visible))
      findings.push(`video facade ${describe(facade)} is named "${name}", which does not start with its visible text`);
  }
  return findings;
}

/** Every finding of the rules above on the page as it is now. `fallback` is the image links' last-resort name. */
export async function pageRuleFindings(page: Page, fallback = blogPage.postContent.imageLinkFallback): Promise<string[]> {
  // tsx (the benchmark's runner) keeps function names through an `__name` helper that the page does not have.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  const [names, rest] = await Promise.all([accessibleNames(page), page.evaluate(inPage, fallback)]);
  return [...namedOnce(names), ...rest];
}

/**
 * The page rules as a soft expectation, so a sweep goes on to its other pages; `label` names the page. A step of
 * its own, so the report shows what the rules cost.
 */
export async function expectNoPageRuleFindings(page: Page, label: string) {
  await test.step('page rules', async () => {
    expect.soft(await pageRuleFindings(page), `${label}: page rules`).toEqual([]);
  });
}
