/**
 * How wide a content image is drawn, from where it sits in the post, as a `sizes` attribute. The numbers follow
 * components/blog/blocks.module.css and article.module.css; when one of them changes its breakpoints or
 * proportions, this changes with it (layout-sizes.test.ts pins the common cases):
 * - the article's measure is 43rem from a 46rem viewport up, 100vw - 3rem below;
 * - columns sit side by side from 48rem (their flex-basis, else equal shares), stacked below unless
 *   `is-not-stacked-on-mobile`;
 * - media & text gives the media its grid share (the inline `grid-template-columns`, 50% by default), the full
 *   width below 40rem when `is-stacked-on-mobile`;
 * - a gallery has `columns-N` columns (by default as many as its images, up to three), two below 30rem;
 * - a tiled gallery's column has its saved flex-basis at every width;
 * - image compare puts its two images side by side from 30rem;
 * - a left or right float is at most half the measure from 30rem; wide and full stay inside the measure;
 * - a Jetpack story is a card of at most 20rem.
 * Gaps are ignored: a slot is a few pixels narrower than said, never wider, so the file is never too small.
 */

/** A width as `vw` viewport percent plus `rem`. */
type Width = { vw: number; rem: number };

/** Viewport widths (rem) at which some block changes shape; between two of them every slot is linear. */
const BREAKPOINTS = [48, 46, 40, 30, 0] as const;
const MEASURE_REM = 43;
const MEASURE_FROM_REM = 46;
const PADDING_REM = 3;
const STORY_REM = 20;

const scale = (w: Width, f: number): Width => ({ vw: w.vw * f, rem: w.rem * f });

const percentOf = (value: string | null | undefined): number | null => {
  const match = /^(\d{1,3}(?:\.\d+)?)%$/.exec(value?.trim() ?? '');
  const n = match ? Number(match[1]) : NaN;
  return n > 0 && n <= 100 ? n / 100 : null;
};

const styleOf = (element: Element, property: string) => (element as HTMLElement).style?.getPropertyValue(property) ?? '';

/** The share of its parent's width `child` gets inside `block` at a viewport of `viewport` rem, or 1. */
function shareIn(block: Element, child: Element, viewport: number): number {
  const classes = block.classList;
  if (child.classList.contains('wp-block-column') && classes.contains('wp-block-columns')) {
    if (viewport < 48 && !classes.contains('is-not-stacked-on-mobile')) return 1;
    const columns = Array.from(block.children).filter((c) => c.classList.contains('wp-block-column')).length || 1;
    return percentOf(styleOf(child, 'flex-basis')) ?? 1 / columns;
  }
  if (child.classList.contains('wp-block-media-text__media') && classes.contains('wp-block-media-text')) {
    if (viewport < 40 && classes.contains('is-stacked-on-mobile')) return 1;
    const shares = styleOf(block, 'grid-template-columns').split(' ').map(percentOf);
    return shares.find((share) => share !== null) ?? 0.5;
  }
  if (child.classList.contains('tiled-gallery__col') && classes.contains('tiled-gallery__row')) {
    const columns = Array.from(block.children).filter((c) => c.classList.contains('tiled-gallery__col')).length || 1;
    return percentOf(styleOf(child, 'flex-basis')) ?? 1 / columns;
  }
  if (isGallery(block)) {
    const count = galleryColumns(block);
    return 1 / (viewport < 30 && count > 1 ? 2 : count);
  }
  if (classes.contains('wp-block-jetpack-image-compare')) return viewport < 30 ? 1 : 0.5;
  return 1;
}

const isGallery = (element: Element) =>
  (element.classList.contains('wp-block-gallery') && element.classList.contains('has-nested-images')) ||
  element.classList.contains('blocks-gallery-grid') ||
  element.classList.contains('gallery');

function galleryColumns(gallery: Element): number {
  for (const name of Array.from(gallery.classList)) {
    const n = Number(/^(?:gallery-)?columns-(\d)$/.exec(name)?.[1]);
    if (n >= 1) return Math.min(n, 8);
  }
  // WordPress's default: as many columns as images, up to three.
  const images = gallery.querySelectorAll(':scope > .wp-block-image, :scope > .blocks-gallery-item, :scope > .gallery-item').length;
  return Math.max(1, Math.min(images, 3));
}

/** Whether the image is drawn at its own width (capped by the slot) rather than stretched across the slot. */
function drawnAtOwnWidth(img: Element, root: Element): boolean {
  for (let node: Element | null = img; node && node !== root; node = node.parentElement) {
    if (isGallery(node) || node.matches('.alignwide, .alignfull, .wp-block-media-text__media, .tiled-gallery__item, .wp-block-cover'))
      return false;
    if (node.matches('[class*="wp-block-jetpack-"]')) return false;
  }
  return true;
}

function isFloat(element: Element): boolean {
  return element.classList.contains('alignleft') || element.classList.contains('alignright');
}

/** The image's drawn width at a viewport of `viewport` rem (inside the regime that starts there). */
function widthAt(img: Element, root: Element, viewport: number): Width {
  const path: Element[] = [];
  for (let node: Element | null = img; node && node !== root; node = node.parentElement) path.unshift(node);
  let width: Width = viewport >= MEASURE_FROM_REM ? { vw: 0, rem: MEASURE_REM } : { vw: 100, rem: -PADDING_REM };
  for (let i = 0; i < path.length; i += 1) {
    const node = path[i]!;
    const child = path[i + 1];
    if (isFloat(node) && viewport >= 30) width = scale(width, 0.5);
    if (child) width = scale(width, shareIn(node, child, viewport));
  }
  return width;
}

const round = (n: number) => Math.round(n * 100) / 100;

function css({ vw, rem }: Width): string {
  if (vw === 0) return `${round(rem)}rem`;
  if (rem === 0) return `${round(vw)}vw`;
  return `calc(${round(vw)}vw ${rem < 0 ? '-' : '+'} ${round(Math.abs(rem))}rem)`;
}

export type Slot = {
  /** The `sizes` attribute. */
  sizes: string;
  /** The widest the image is ever drawn, in CSS pixels at the default text size. */
  maxPx: number;
};

/** Where `img` sits in `root` (the sanitised post), as `sizes` and its widest drawn width. */
export function layoutSlot(img: Element, root: Element): Slot {
  // A story is a portrait card of at most 20rem (blocks.module.css).
  if (img.closest('.wp-block-jetpack-story')) return { sizes: `min(${STORY_REM}rem, 100vw - ${PADDING_REM}rem)`, maxPx: STORY_REM * 16 };
  const regimes = BREAKPOINTS.map((from, i) => {
    const width = widthAt(img, root, from);
    // The regime's widest point is its upper breakpoint (the measure stops growing at 46rem).
    const upper = i === 0 ? MEASURE_FROM_REM : BREAKPOINTS[i - 1]!;
    return { from, width, px: ((width.vw * upper) / 100 + width.rem) * 16 };
  });
  const widest = Math.max(...regimes.map(({ px }) => px));
  const own = Number(img.getAttribute('width'));
  // An image narrower than its slot is drawn at its own width (unless its block stretches it).
  const cap = own >= 1 && own < widest && drawnAtOwnWidth(img, root) ? own : null;
  const entries: { from: number; value: string }[] = [];
  for (const { from, width, px } of regimes) {
    const value = !cap || px <= cap ? css(width) : width.vw === 0 ? `${cap}px` : `min(${cap}px, ${css(width)})`;
    if (entries.at(-1)?.value === value) entries.at(-1)!.from = from;
    else entries.push({ from, value });
  }
  const sizes = entries.map(({ from, value }) => (from > 0 ? `(min-width: ${from}rem) ${value}` : value)).join(', ');
  return { sizes, maxPx: Math.ceil(cap ?? widest) };
}
