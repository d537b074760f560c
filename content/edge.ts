import { site } from './site';
import type { Cta, Hero, ImageAsset, PageMeta, TitleBody } from './types';

/** Where the generated datasheet is published (the build writes it there: scripts/build/datasheet/). */
export const DATASHEET_PATH = '/images/frontier-edge-datasheet.pdf';

/** The four buttons of the edge overview, repeated unchanged on every FleetEdge variant page. */
export const edgeCtas = [
  site.ctas.docs,
  { label: 'View Datasheet', href: DATASHEET_PATH, external: true },
  { label: 'Request a Demo', href: '/contact' },
  { label: 'Contact us for a Quote', href: '/contact' },
] as const satisfies readonly Cta[];

export type EdgeVariantLink = { name: string; href: string; summary: string };

/** The three FleetEdge variants, linked from the overview and from each other. */
export const fleetEdgeVariants = [
  {
    name: 'FleetEdge Sea',
    href: '/fleetedge-sea',
    summary: 'Ship-borne Kubernetes that keeps sensors, navigation analytics and crew services running between satellite passes.',
  },
  {
    name: 'FleetEdge Land',
    href: '/fleetedge-land',
    summary:
      'Vehicle-mounted nodes that carry command applications to the forward edge and mesh over tactical radio when the backhaul drops.',
  },
  {
    name: 'FleetEdge Air',
    href: '/fleetedge-air',
    summary:
      'Airborne compute that processes sensor data in flight and synchronises with the ground station after landing or over a data link.',
  },
] as const satisfies readonly EdgeVariantLink[];

/** Headings of the sections every FleetEdge variant page shares. */
export const fleetEdgeSectionTitles = {
  benefits: 'Benefits',
  features: 'Features',
  featuresIntro: 'Each feature is covered in depth in the product documentation.',
  featureLinkHint: 'Documentation',
  technicalSpecifications: 'Technical Specifications',
  family: 'The Frontier Edge family',
  overviewLink: 'Frontier Edge overview',
  overviewSummary: 'How the rugged ARM64 node works, in seven steps, and the datasheet.',
} as const;

/** A feature tile: a short description and the external documentation page it links to. */
type EdgeFeature = TitleBody & { href: string };

/** One FleetEdge variant page. Tuples fix the counts (3 benefits, 4 feature tiles) in the type. */
export type FleetEdgeContent = {
  meta: PageMeta;
  hero: Omit<Hero, 'ctas'> & { ctas: typeof edgeCtas };
  explanation: { title: string; paragraphs: readonly string[] };
  /** The topology diagram; the caption names the enlarged image in the overlay. */
  diagram: ImageAsset & { caption: string };
  benefits: readonly [TitleBody, TitleBody, TitleBody];
  features: readonly [EdgeFeature, EdgeFeature, EdgeFeature, EdgeFeature];
  technicalSpecifications: string;
};

/** A page of the external documentation, so feature tiles deep-link into it. */
export function docsUrl(path: string): string {
  return `${site.urls.documentation}/${path}`;
}
