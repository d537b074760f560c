import type { FrontierEdgeContent } from '../../content/frontier-edge';
import type { DatasheetInput } from './build-datasheet';

// Relative imports (no '@/' alias): scripts/build-datasheet.ts runs this through ts-node, which has no path mapping.

/** The Frontier Edge page's copy, reshaped for the datasheet: the PDF and the page never disagree. */
export function frontierEdgeDatasheetInput(page: FrontierEdgeContent, company: string): DatasheetInput {
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
