import type { FrontierEdgeContent } from '@/content/frontier-edge';
import { frontierEdgePage } from '@/content/frontier-edge';
import { site } from '@/content/site';
import type { DatasheetInput } from './pdf';

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

/** The typed content the datasheet is written from: content/frontier-edge.ts and content/site.ts. */
export function loadFrontierEdgeContent(): { page: FrontierEdgeContent; company: string } {
  return { page: frontierEdgePage, company: site.company.name };
}
