/**
 * The cover block that opens a page is its hero: its first heading becomes the page's one h1 (the sanitiser made
 * every h1 an h2; the page then draws no title of its own), and its photo, the page's largest paint, is fetched
 * first at the width the hero draws it. Works on any DOM (jsdom at build, the browser's in the drafts preview).
 */

/**
 * The hero is as wide as the page's content column: 72rem less its 1.5rem padding each side (page-view.module.css),
 * the window less that padding below 72rem.
 */
export const HERO_IMAGE_SIZES = '(min-width: 72rem) 69rem, calc(100vw - 3rem)';

/** A featured image above the title spans the header's measure (48rem). */
export const FEATURED_IMAGE_SIZES = '(min-width: 51rem) 48rem, calc(100vw - 3rem)';

export type Hero = { heading: boolean; image: { src: string; srcSet?: string; sizes: string } | null };

const NONE: Hero = { heading: false, image: null };

/** Changes `container` (the sanitised content) in place and says what it found. */
function promoteOpeningCover(container: Element): Hero {
  const cover = container.firstElementChild;
  if (!cover?.classList.contains('wp-block-cover')) return NONE;
  const inner = cover.querySelector(':scope > .wp-block-cover__inner-container');
  const heading = inner?.querySelector('h2, h3, h4, h5, h6') ?? null;
  if (heading) {
    const h1 = heading.ownerDocument.createElement('h1');
    for (const attribute of Array.from(heading.attributes)) h1.setAttribute(attribute.name, attribute.value);
    while (heading.firstChild) h1.appendChild(heading.firstChild);
    heading.replaceWith(h1);
  }
  const img = cover.querySelector(':scope > img.wp-block-cover__image-background');
  let image: Hero['image'] = null;
  const src = img?.getAttribute('src');
  if (img && src) {
    img.removeAttribute('loading');
    img.removeAttribute('decoding');
    img.setAttribute('fetchpriority', 'high');
    const srcSet = img.getAttribute('srcset') ?? undefined;
    if (srcSet) img.setAttribute('sizes', HERO_IMAGE_SIZES);
    image = { src, ...(srcSet ? { srcSet } : {}), sizes: HERO_IMAGE_SIZES };
  }
  return { heading: heading !== null, image };
}

/**
 * The hero pass over sanitised HTML, on `document`: the build's jsdom, the server's, or in the browser an inert
 * document (`document.implementation.createHTMLDocument`), where markup parsed for the pass loads no image.
 * The HTML comes back unchanged, not re-serialised, when there is no hero.
 */
export function promoteOpeningCoverIn(document: Document, html: string): { html: string; hero: Hero } {
  const container = document.createElement('div');
  container.innerHTML = html;
  const hero = promoteOpeningCover(container);
  return { html: hero.heading || hero.image ? container.innerHTML : html, hero };
}
