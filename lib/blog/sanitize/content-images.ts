import { ARTICLE_IMAGE_SIZES, ARTICLE_MEASURE_PX, cdnSrcSet, imageCdnRules, isResizable, type ImageCdnRules } from '../images';
import { layoutSlot } from './layout-sizes';

/**
 * An image in post HTML, made to load at the width it is shown, in place (the sanitiser calls this on every <img>
 * it keeps, at build over jsdom and in the browser):
 * - WordPress's own srcset and sizes are kept (it knows its sizes); a srcset without sizes gets the measure's;
 * - an upload on a host the CDN resizes, without a srcset, gets the CDN's widths up to twice its shown width,
 *   and a `sizes` for the article's measure (or its own narrower width);
 * - width/height missing are read from WordPress's file names (`-1024x768.jpg`) or size arguments
 *   (`?w=640&h=480`), so the box is reserved before the image arrives. Anything else is left as it is.
 */
export function enhanceContentImage(img: Element, rules: ImageCdnRules = imageCdnRules): void {
  const src = img.getAttribute('src');
  if (!src) return;
  if (!img.hasAttribute('width') || !img.hasAttribute('height')) {
    const size = sizeFromUrl(src);
    if (size && !img.hasAttribute('width') && !img.hasAttribute('height')) {
      img.setAttribute('width', String(size.width));
      img.setAttribute('height', String(size.height));
    }
  }
  const shown = positiveInt(img.getAttribute('width'));
  if (img.hasAttribute('srcset')) {
    if (!img.hasAttribute('sizes')) img.setAttribute('sizes', sizesFor(shown));
    return;
  }
  const srcSet = cdnSrcSet(src, rules, shown ? { maxWidth: shown * 2 } : {});
  if (!srcSet) return;
  img.setAttribute('srcset', srcSet);
  img.setAttribute('sizes', sizesFor(shown));
}

/** Candidate widths for content images: fine steps, since a gallery tile on a phone is 160-330 device pixels. */
const CONTENT_WIDTHS: readonly number[] = [160, 240, 320, 400, 480, 640, 800, 1200, 1600];

/**
 * After sanitising: every image on a host the CDN resizes gets `sizes` from where it sits in the post (a gallery
 * tile, a column, media & text, a tiled gallery's column: layout-sizes.ts) and a srcset of the CDN's widths up to
 * twice its widest slot. WordPress's own `sizes` says "the whole viewport up to 1024px" even for a tile a third of
 * that, and its srcset jumps from 300 to 768: a phone fetched four times the pixels it showed.
 */
export function sizeContentImages(root: Element, rules: ImageCdnRules = imageCdnRules): void {
  for (const img of Array.from(root.querySelectorAll('img[src]'))) {
    const src = img.getAttribute('src')!;
    if (!isResizable(src, rules)) continue;
    const slot = layoutSlot(img, root);
    const srcSet = cdnSrcSet(src, rules, { widths: CONTENT_WIDTHS, maxWidth: slot.maxPx * 2 });
    if (!srcSet) continue;
    img.setAttribute('srcset', srcSet);
    img.setAttribute('sizes', slot.sizes);
  }
}

/** The article's measure, or the image's own width when narrower (an image is never stretched past it). */
export function sizesFor(shown: number | null): string {
  if (!shown || shown >= ARTICLE_MEASURE_PX) return ARTICLE_IMAGE_SIZES;
  // Below this viewport (the image plus the article's 3rem of padding, at 16px) the measure is narrower than the
  // image: it shrinks with the screen.
  return `(min-width: ${shown + 48}px) ${shown}px, calc(100vw - 3rem)`;
}

function positiveInt(value: string | null): number | null {
  const n = value !== null && /^\d{1,5}$/.test(value.trim()) ? Number(value) : NaN;
  return n >= 1 ? n : null;
}

/** The size WordPress wrote into an upload's URL: `name-640x480.jpg`, or `?w=640&h=480`. */
export function sizeFromUrl(src: string): { width: number; height: number } | null {
  let url: URL;
  try {
    url = new URL(src, 'https://site.invalid');
  } catch {
    return null;
  }
  const w = positiveInt(url.searchParams.get('w'));
  const h = positiveInt(url.searchParams.get('h'));
  if (w && h) return { width: w, height: h };
  const named = /-(\d{1,5})x(\d{1,5})\.[a-z0-9]+$/i.exec(url.pathname);
  const width = positiveInt(named?.[1] ?? null);
  const height = positiveInt(named?.[2] ?? null);
  return width && height && !url.search ? { width, height } : null;
}
