import { blogPage } from '@/content/blog';
import { AA, contrast, parseColour, presetBackground, presetTextOn, SITE_BG, SITE_INK, type Rgb } from './content-palette';

/**
 * Accessibility repairs made to sanitised post HTML, in the same pass on the build (jsdom) and in the browser:
 * what an editor can produce in WordPress without noticing, and a reader with a screen reader or low vision
 * would trip on. Each function takes the sanitised body and fixes its markup in place.
 */

function renamed(element: Element, tagName: string): Element {
  const replacement = element.ownerDocument.createElement(tagName);
  for (const attr of Array.from(element.attributes)) replacement.setAttribute(attr.name, attr.value);
  replacement.append(...Array.from(element.childNodes));
  element.replaceWith(replacement);
  return replacement;
}

/** Heading levels follow each other under the article's h1: an h2 → h5 jump becomes h2 → h3, its subtree shifted. */
export function orderHeadings(root: Element) {
  const open: { level: number; shifted: number }[] = [];
  for (const heading of Array.from(root.querySelectorAll('h2, h3, h4, h5, h6'))) {
    const level = Number(heading.tagName[1]);
    while ((open.at(-1)?.level ?? 0) >= level) open.pop();
    const shifted = Math.min(6, (open.at(-1)?.shifted ?? 1) + 1);
    open.push({ level, shifted });
    if (shifted !== level) renamed(heading, `h${shifted}`);
  }
}

const hasName = (element: Element) =>
  Boolean(
    element.getAttribute('aria-label')?.trim() || element.getAttribute('aria-labelledby')?.trim() || element.getAttribute('title')?.trim(),
  );

/** An unnamed role="img" (a cover's background) is decoration: hidden when empty, a plain box when it holds text. */
export function unnameDecorativeImages(root: Element) {
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

/** A link whose only content is images without alt text gets a name: the image's file name, or "Open image". */
export function nameImageLinks(root: Element) {
  for (const link of Array.from(root.querySelectorAll('a[href]'))) {
    if (hasName(link) || link.textContent?.trim()) continue;
    const images = Array.from(link.querySelectorAll('img'));
    if (images.length === 0 || images.some((image) => image.getAttribute('alt')?.trim())) continue;
    const name = readableFileName(images[0]?.getAttribute('src') ?? '');
    link.setAttribute('aria-label', name ?? blogPage.postContent.imageLinkFallback);
  }
}

/** An empty header cell announces nothing as a header: it becomes a plain cell. */
export function demoteEmptyHeaderCells(root: Element) {
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
export function reshapeClassicGalleries(root: Element) {
  for (const item of Array.from(root.querySelectorAll('.gallery > dl.gallery-item'))) {
    for (const icon of Array.from(item.querySelectorAll(':scope > dt'))) renamed(icon, 'div');
    for (const caption of Array.from(item.querySelectorAll(':scope > dd'))) renamed(caption, 'figcaption');
    renamed(item, 'figure');
  }
}

const PRESET_BACKGROUND = /^has-([\w-]+)-background-color$/;
const PRESET_TEXT = /^has-([\w-]+)-color$/;

function presetSlug(element: Element, pattern: RegExp): string | null {
  for (const name of Array.from(element.classList)) {
    const match = pattern.exec(name);
    const isBackground = name.endsWith('-background-color');
    const slug = match?.[1];
    if (slug && isBackground === (pattern === PRESET_BACKGROUND) && presetBackground(slug)) return slug;
  }
  return null;
}

/** The background an element's text is drawn on: its own or its nearest coloured ancestor's, else the page's. */
function backgroundOf(element: Element | null, root: Element): Rgb {
  for (let node = element; node && node !== root; node = node.parentElement) {
    const inline = parseColour((node as HTMLElement).style?.getPropertyValue('background-color') ?? '');
    if (inline) return inline;
    const slug = presetSlug(node, PRESET_BACKGROUND);
    if (slug) return parseColour(presetBackground(slug)!)!;
  }
  return parseColour(SITE_BG)!;
}

/** The text colour an element has from its own background preset (the CSS sets a passing one), else inherited. */
function textOf(element: Element, root: Element): Rgb {
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    const inline = parseColour((node as HTMLElement).style?.getPropertyValue('color') ?? '');
    if (inline) return inline;
    const text = presetSlug(node, PRESET_TEXT);
    if (text) return parseColour(presetBackground(text)!)!;
    const background = presetSlug(node, PRESET_BACKGROUND);
    if (background) return parseColour(presetTextOn(background)!)!;
  }
  return parseColour(SITE_INK)!;
}

function dropStyle(element: HTMLElement, property: string) {
  element.style.removeProperty(property);
  if (!element.getAttribute('style')?.trim()) element.removeAttribute('style');
  // The marker classes would otherwise pad and style a block that no longer has its colour.
  if (property === 'background-color' && !presetSlug(element, PRESET_BACKGROUND)) element.classList.remove('has-background');
  if (property === 'color' && !presetSlug(element, PRESET_TEXT)) element.classList.remove('has-text-color');
  if (element.classList.length === 0) element.removeAttribute('class');
}

/**
 * Colours an editor chose keep WCAG AA against what they sit on, or are dropped (the site's own colours then
 * apply, which pass): a custom background must pass with the text drawn on it, a custom or preset text colour
 * with the background under it. Outer blocks are settled before inner ones (document order).
 */
export function keepColoursReadable(root: Element) {
  for (const element of Array.from(root.querySelectorAll('[style], [class*="-color"]')) as HTMLElement[]) {
    const ownBackground = parseColour(element.style?.getPropertyValue('background-color') ?? '');
    if (ownBackground && contrast(ownBackground, textOf(element, root)) < AA) {
      dropStyle(element, 'background-color');
      dropStyle(element, 'color');
    }
    const inlineText = parseColour(element.style?.getPropertyValue('color') ?? '');
    if (inlineText && contrast(inlineText, backgroundOf(element, root)) < AA) dropStyle(element, 'color');
    const slug = presetSlug(element, PRESET_TEXT);
    if (slug && contrast(parseColour(presetBackground(slug)!)!, backgroundOf(element, root)) < AA) {
      element.classList.remove(`has-${slug}-color`, 'has-text-color');
    }
  }
}

/** Every repair, in order (headings last: the others do not move headings, but renaming replaces elements). */
export function repairContent(root: Element) {
  unnameDecorativeImages(root);
  nameImageLinks(root);
  demoteEmptyHeaderCells(root);
  reshapeClassicGalleries(root);
  keepColoursReadable(root);
  orderHeadings(root);
}
