/** Shapes of the copy held in content/. Plain data only: pages and sections turn it into markup. */

import type { RasterId } from './raster-images';

export type NavLink = { label: string; href: string };

export type TitleBody = { title: string; body: string };

/** A card that sends the reader to one page: a heading, a sentence and a link (optional decorative icon). */
export type LinkCard = TitleBody & { href: string; linkLabel: string; icon?: string };

/** A drawing (SVG): one file serves every size. */
export type VectorImage = {
  src: `/${string}.svg`;
  alt: string;
  width: number;
  height: number;
};

/**
 * A screenshot or photo: made by rasterImage() from a source registered in content/raster-images.ts, so its
 * AVIF/WebP variants exist and it is always rendered as a `<picture>`.
 */
export type RasterImage = {
  raster: RasterId;
  /** The original file (PNG or JPEG), linked for the no-JavaScript enlarged view. */
  src: `/${string}.${'png' | 'jpg'}`;
  alt: string;
  width: number;
  height: number;
};

/** Every content image has its width and height (no layout shift); raster ones also their variants. */
export type ImageAsset = VectorImage | RasterImage;

/** A captioned screenshot or diagram: the caption is shown under it and names the enlarged view. */
export type Screenshot = ImageAsset & { caption: string };

export type Cta = {
  label: string;
  href: string;
  /** External links open in a new tab with rel='noopener noreferrer'. */
  external?: boolean;
  variant?: 'primary' | 'secondary';
  /**
   * Visually hidden words after the label ('Learn More' + 'about our product portfolio'): the short
   * label stays on screen while screen readers and search engines get the link's purpose out of context.
   */
  context?: string;
};

export type PageMeta = {
  /** Used with the site's title template: '{title} | {company}'. */
  title: string;
  description: string;
  /** Route path, for the canonical link and Open Graph url. */
  path: string;
};

export type FooterColumn = { heading: string; links: NavLink[] };

/** The top band of a page: its h1, lead paragraph and call-to-action buttons. */
export type Hero = {
  eyebrow?: string;
  title: string;
  lead: string;
  ctas?: Cta[];
};

/** A heading over a bulleted list ('What We Provide', a compliance-outcomes column, …). */
export type TitledList = { title: string; items: readonly string[] };

/** Text shown in a feature card's dialog: paragraphs, then an optional list of points under a heading. */
export type RichDetails = { paragraphs: string[]; pointsTitle?: string; points?: string[] };

/** Private-cloud feature card (/vitro: 4, /private-sector: 6): the card shows title and summary, the dialog the details. */
export type PrivateCloudFeature = { title: string; summary: string; details: RichDetails };

/** A compliance framework badge; `status` is omitted where a page names frameworks without a status. */
export type ComplianceBadge = { label: string; status?: 'in-place' | 'in-progress' };

/** A closing call-to-action band. */
export type CtaBandContent = { title: string; body: string; ctas: readonly Cta[] };

/** A link inside a policy section (an email address, a processor's own policy). */
type PolicyLink = { label: string; href: string };

/** One titled part of a policy page (/privacy, /security/disclosure): paragraphs, then an optional list. */
type PolicySection = {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  links?: readonly PolicyLink[];
};

/** A notice or policy read top to bottom: hero, date of last change, then its sections in order. */
export type PolicyPageContent = {
  meta: PageMeta;
  hero: Hero;
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  sections: readonly PolicySection[];
};
