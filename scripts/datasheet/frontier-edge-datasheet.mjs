import { importTypeScript } from '../lib/typescript-modules.mjs';

/**
 * The Frontier Edge page's copy, reshaped for the datasheet: the PDF and the page never disagree.
 * @param {import('../../content/frontier-edge').FrontierEdgeContent} page
 * @param {string} company
 * @returns {import('./build-datasheet.mjs').DatasheetInput}
 */
export function frontierEdgeDatasheetInput(page, company) {
  return {
    company,
    productName: page.productName,
    subtitle: page.hero.title,
    lead: page.hero.lead,
    overview: page.overview.paragraphs,
    facts: page.facts,
    benefits: page.benefits.items,
    steps: page.howItWorks.steps,
    variants: page.variants.items.map((v) => ({ name: v.name, summary: v.summary })),
    figureAlt: page.node.alt,
    contact: page.datasheet.contact,
    revised: page.datasheet.revised,
  };
}

/** The typed content modules the datasheet is written from: content/frontier-edge.ts and content/site.ts. */
export async function loadFrontierEdgeContent() {
  const [{ frontierEdgePage }, { site }] = await Promise.all([
    importTypeScript('content/frontier-edge.ts'),
    importTypeScript('content/site.ts'),
  ]);
  return { page: frontierEdgePage, company: site.company.name };
}
