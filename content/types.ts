/** Shapes of the copy held in content/. Plain data only: pages and sections turn it into markup. */

export type NavLink = { label: string; href: string };

/** An external link; `newTab` follows the spec's 'opens in a new tab' wording. */
export type ExternalLink = { label: string; href: string; newTab?: boolean };

export type TitleBody = { title: string; body: string };

export type ImageAsset = {
  src: string;
  alt: string;
  width: number;
  height: number;
};

export type Cta = {
  label: string;
  href: string;
  /** External links open in a new tab with rel='noopener noreferrer'. */
  external?: boolean;
  variant?: 'primary' | 'secondary';
  /**
   * Visually hidden words after the label ('Learn More' + 'about our product portfolio'): the spec's short
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

/** A page whose copy is a hero plus titled text sections (the simplest content module shape). */
export type SimplePageContent = {
  meta: PageMeta;
  hero: Hero;
  sections: TitleBody[];
};
