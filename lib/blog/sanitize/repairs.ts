import { blogPage } from '@/content/blog';
import { keepColoursReadable } from './colours';
import { renamed } from './dom';
import type { Report } from './findings';
import { scopeHeaderCells } from './tables';

/**
 * Accessibility repairs made to sanitised post HTML, in the same pass on the build (jsdom) and in the browser:
 * what an editor can produce in WordPress without noticing, and a reader with a screen reader or low vision
 * would trip on. Each function takes the sanitised body and fixes its markup in place.
 */

/** Heading levels follow each other under the article's h1: an h2 → h5 jump becomes h2 → h3, its subtree shifted. */
function orderHeadings(root: Element, report?: Report) {
  const open: { level: number; shifted: number }[] = [];
  for (const heading of Array.from(root.querySelectorAll('h2, h3, h4, h5, h6'))) {
    const level = Number(heading.tagName[1]);
    while ((open.at(-1)?.level ?? 0) >= level) open.pop();
    const shifted = Math.min(6, (open.at(-1)?.shifted ?? 1) + 1);
    open.push({ level, shifted });
    if (shifted === level) continue;
    report?.('heading-level', heading, `h${level} → h${shifted}`);
    renamed(heading, `h${shifted}`);
  }
}

const hasName = (element: Element) =>
  Boolean(
    element.getAttribute('aria-label')?.trim() || element.getAttribute('aria-labelledby')?.trim() || element.getAttribute('title')?.trim(),
  );

/** An unnamed role="img" (a cover's background) is decoration: hidden when empty, a plain box when it holds text. */
function unnameDecorativeImages(root: Element) {
  for (const element of Array.from(root.querySelectorAll('[role="img"]'))) {
    if (hasName(element)) continue;
    element.removeAttribute('role');
    if (!element.textContent?.trim() && !element.querySelector('img[alt]:not([alt=""])')) element.setAttribute('aria-hidden', 'true');
  }
}

/** 'wind-turbine_at-dusk-1024x768.jpg' → 'wind turbine at dusk'; null when the name says nothing (IMG_0042, a hash). */
export function readableFileName(src: string): string | null {
  let file: string;
  try {
    file = decodeURIComponent(new URL(src, 'https://x.invalid').pathname.split('/').pop() ?? '');
  } catch {
    return null;
  }
  const words = file
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/-(?:\d+x\d+|scaled|e\d{10,})$/i, '')
    .replace(/[-_.+]+/g, ' ')
    .trim();
  const letters = words.replace(/[^a-z]/gi, '');
  if (letters.length < 3 || /^(?:img|dsc|dscn|pxl|screenshot|image|photo)?\s*\d/i.test(words) || /[0-9a-f]{12,}/i.test(words)) return null;
  return words;
}

/** The last segment of an address's path ('IMG_0042.jpg'), or '' when it has none. */
function fileName(src: string | null): string {
  if (!src) return '';
  try {
    return decodeURIComponent(new URL(src, 'https://x.invalid').pathname.split('/').pop() ?? '');
  } catch {
    return '';
  }
}

/**
 * A link whose only content is images without alt text gets a name after what it opens: the figure's caption, a
 * readable file name, else "Open image" with the file name (IMG_0042.jpg), so a list of such links never reads
 * "Open image, Open image". Numbered in the post's order when there is no file name at all.
 */
function nameImageLinks(root: Element) {
  let nameless = 0;
  for (const link of Array.from(root.querySelectorAll('a[href]'))) {
    if (hasName(link) || link.textContent?.trim()) continue;
    const images = Array.from(link.querySelectorAll('img'));
    if (images.length === 0 || images.some((image) => image.getAttribute('alt')?.trim())) continue;
    const src = images[0]?.getAttribute('src') ?? '';
    const href = link.getAttribute('href');
    const caption = link.closest('figure')?.querySelector(':scope > figcaption')?.textContent?.replace(/\s+/g, ' ').trim();
    const file = fileName(href) || fileName(src);
    const { imageLinkFallback } = blogPage.postContent;
    const name =
      caption || readableFileName(src) || (href && readableFileName(href)) || `${imageLinkFallback} ${file || String((nameless += 1))}`;
    link.setAttribute('aria-label', name);
  }
}

/**
 * A link named by its `aria-label` whose only content is images without alt text: the first image takes the
 * link's name as its alt too (HTML_CodeSniffer's H30.2 reads the image, not the label), the others stay
 * decorative. The label stays, so the link's name does not change.
 */
function nameLinkedImages(root: Element) {
  for (const link of Array.from(root.querySelectorAll('a[href][aria-label]'))) {
    const label = link.getAttribute('aria-label')?.trim();
    if (!label || link.textContent?.trim()) continue;
    const images = Array.from(link.querySelectorAll('img'));
    if (images.length === 0 || images.some((image) => image.getAttribute('alt')?.trim())) continue;
    images[0]!.setAttribute('alt', label);
    for (const image of images.slice(1)) image.setAttribute('alt', '');
  }
}

/** An empty header cell announces nothing as a header: it becomes a plain cell. */
function demoteEmptyHeaderCells(root: Element) {
  for (const cell of Array.from(root.querySelectorAll('th'))) {
    if (cell.textContent?.trim() || hasName(cell) || cell.querySelector('img[alt]:not([alt=""])')) continue;
    const td = renamed(cell, 'td');
    td.removeAttribute('scope');
  }
}

/**
 * The classic [gallery] shortcode writes each tile as a definition list with no definition when there is no
 * caption, which assistive technology reads as a broken list; WordPress's own HTML5 output is figure/figcaption.
 */
function reshapeClassicGalleries(root: Element) {
  for (const item of Array.from(root.querySelectorAll('.gallery > dl.gallery-item'))) {
    for (const icon of Array.from(item.querySelectorAll(':scope > dt'))) renamed(icon, 'div');
    for (const caption of Array.from(item.querySelectorAll(':scope > dd'))) renamed(caption, 'figcaption');
    renamed(item, 'figure');
  }
}

/** Every repair, in order (headings last: the others do not move headings, but renaming replaces elements). */
export function repairContent(root: Element, report?: Report) {
  unnameDecorativeImages(root);
  nameImageLinks(root);
  nameLinkedImages(root);
  demoteEmptyHeaderCells(root);
  scopeHeaderCells(root, report);
  reshapeClassicGalleries(root);
  keepColoursReadable(root, report);
  orderHeadings(root, report);
}
