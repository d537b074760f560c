/**
 * What sanitising changed or dropped in one post, for the editor's pre-publish check (/blog/drafts). The passes
 * that change the markup report here as they change it, so the check can never disagree with what visitors
 * get. Published pages pass no reporter, and pay nothing for it.
 */
export type FindingKind =
  | 'image-without-alt'
  /** An image marked decorative (empty alt) whose title described it: the title is dropped. */
  | 'image-title-without-alt'
  /** A table of data cells only: no header a screen reader could announce. */
  | 'table-without-headers'
  /** An id repeated in the post (a duplicated block), renamed so each reference finds its own copy. */
  | 'duplicate-id'
  /** A '#…' link to an id the post does not hold. */
  | 'missing-link-target'
  | 'embed-facade'
  | 'embed-link'
  | 'embed-dropped'
  | 'style-removed'
  | 'colour-changed'
  | 'heading-level'
  | 'insecure-url'
  /** Jetpack markup drawn differently or without its controls (a slider, a form WordPress.com answers). */
  | 'block-replaced';

export type Finding = {
  kind: FindingKind;
  /** The block the change is in ('image', 'columns', 'jetpack-slideshow'…), or null for classic markup. */
  block: string | null;
  /** The first words of the nearest text around the change, so the editor can find it. */
  words: string;
  /** What exactly changed (the properties removed, 'h5 → h3', the embed's address…). */
  detail: string;
};

export type Report = (kind: FindingKind, element: Element | null, detail: string) => void;

const BLOCK_CLASS = /^wp-block-([\w-]+)$/;
/** Elements whose text names a place in a post. */
const TEXT_HOST = 'p, h1, h2, h3, h4, h5, h6, li, figcaption, blockquote, td, th, pre, dt, dd, figure, div';
const WORDS = 8;

/** The block an element sits in, from WordPress's `wp-block-*` class on it or its nearest ancestor. */
function blockOf(element: Element): string | null {
  for (let node: Element | null = element; node; node = node.parentElement) {
    for (const name of Array.from(node.classList)) {
      const block = BLOCK_CLASS.exec(name)?.[1];
      // Inner parts (wp-block-button__link) and layout classes (wp-block-cover-is-layout-constrained) are not blocks.
      if (block && !block.includes('__') && !block.includes('-is-layout-')) return block;
    }
  }
  return null;
}

function firstWords(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const text = (node.matches(TEXT_HOST) ? node.textContent : '')?.trim().split(/\s+/).filter(Boolean) ?? [];
    if (text.length > 0) return text.slice(0, WORDS).join(' ') + (text.length > WORDS ? ' …' : '');
  }
  return '';
}

/** A reporter that collects findings into `into`, each with the place it was found. */
export function collectFindings(into: Finding[]): Report {
  return (kind, element, detail) => {
    into.push({ kind, block: element ? blockOf(element) : null, words: element ? firstWords(element) : '', detail });
  };
}
