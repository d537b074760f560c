import DOMPurify, { type Config } from 'dompurify';
import { blogPage } from '@/content/blog';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { parseEmbedUrl, parseVideo, PLAYER_ORIGINS, PROVIDER_NAMES, watchUrl, type Video, type VideoProvider } from './embeds';
import { ARTICLE_IMAGE_SIZES, ARTICLE_MEASURE_PX, cdnSrcSet, imageCdnRules, WORDPRESS_IMAGE_HOSTS, type ImageCdnRules } from './images';

/**
 * The one HTML policy for post content and excerpts from the API, used at build time (DOMPurify over jsdom)
 * and in the browser (DOMPurify over the page's DOM). DOMPurify already drops scripts, event-handler attributes
 * and javascript:/data: URLs; on top of that this policy:
 * - forbids elements that embed other documents, take input or restyle the page (iframe, object, form, style…);
 *   an iframe leaves a click-to-play video or a link to its source in its place (the embed pass below);
 * - keeps only the inline style declarations block layout needs, parsed and checked (STYLE_ALLOWLIST), and
 *   forbids focus hijacking;
 * - prefixes ids and names ('user-content-') so post markup cannot clash with the page's own ids, and rewrites
 *   in-post '#fragment' links to match;
 * - keeps target="_blank" only with rel="noopener noreferrer", on every element that has a target (a, area);
 * - keeps only WordPress's own classes (CLASS_ALLOWED): a free class could borrow the site's classes (a fixed
 *   dialog backdrop, visually-hidden) and draw overlays or hide text;
 * - keeps only roles that describe content (ROLES_ALLOWED), never landmarks, widgets or live regions, and
 *   points id references (aria-labelledby, aria-describedby…, for, headers, usemap) at the post's own prefixed
 *   ids, so post markup cannot name, describe or control the page's elements;
 * - demotes h1 to h2: the article title is the page's only h1;
 * - lazy-loads images, and gives them a srcset and their size where WordPress did not (enhanceContentImage);
 * - makes code blocks keyboard-focusable, since they scroll sideways rather than wrap;
 * - repairs what fails WCAG in ordinary editing: colours, unnamed images and links, empty header cells, heading
 *   jumps (repairContent).
 * WordPress's ordinary markup survives: figures, captions, img with srcset/sizes, headings, lists, code, tables.
 */
const POLICY: Config & { RETURN_DOM: true } = {
  FORBID_TAGS: [
    'style',
    'link',
    'meta',
    'base',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'portal',
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'dialog',
    'template',
    'noscript',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['tabindex', 'autofocus', 'srcdoc', 'formaction', 'popover', 'contenteditable'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
  RETURN_DOM: true,
};

const ID_PREFIX = 'user-content-';

/** Classes the block editor and the classic editor write (alignment, sizes, captions, galleries, code languages). */
const CLASS_ALLOWED =
  /^(?:wp-[\w-]+|align(?:none|left|right|center|wide|full)|are-[\w-]+|size-[\w-]+|has-[\w-]+|is-[\w-]+|language-[\w-]+|gallery(?:-[\w-]+)?|blocks-gallery-[\w-]+|attachment-[\w-]+)$/;

const ROLES_ALLOWED = new Set([
  'img',
  'presentation',
  'none',
  'note',
  'figure',
  'group',
  'list',
  'listitem',
  'separator',
  'term',
  'definition',
]);

/** Attributes holding space-separated id references. */
const ID_REFERENCES = [
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-flowto',
  'aria-details',
  'aria-errormessage',
  'aria-activedescendant',
  'for',
  'headers',
];

const prefixed = (id: string) => (id.startsWith(ID_PREFIX) ? id : `${ID_PREFIX}${id}`);

function afterAttributes(node: Element) {
  if (node.tagName === 'A' || node.tagName === 'AREA') {
    const href = node.getAttribute('href');
    if (href?.startsWith('#') && href.length > 1) node.setAttribute('href', `#${prefixed(href.slice(1))}`);
  }
  if (node.hasAttribute('target')) {
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  }
  const classes = node.getAttribute('class');
  if (classes !== null) {
    const kept = classes.split(/\s+/).filter((name) => CLASS_ALLOWED.test(name));
    if (kept.length > 0) node.setAttribute('class', kept.join(' '));
    else node.removeAttribute('class');
  }
  const role = node.getAttribute('role');
  if (role !== null && !ROLES_ALLOWED.has(role.trim().toLowerCase())) node.removeAttribute('role');
  for (const name of ID_REFERENCES) {
    const ids = node.getAttribute(name)?.split(/\s+/).filter(Boolean);
    if (ids === undefined) continue;
    if (ids.length > 0) node.setAttribute(name, ids.map(prefixed).join(' '));
    else node.removeAttribute(name);
  }
  const usemap = node.getAttribute('usemap');
  if (usemap !== null) {
    if (usemap.startsWith('#') && usemap.length > 1) node.setAttribute('usemap', `#${prefixed(usemap.slice(1))}`);
    else node.removeAttribute('usemap');
  }
  if (node.tagName === 'IMG') {
    // An image the author left without alt text is treated as decorative rather than read out as a file name.
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
    enhanceContentImage(node);
  }
  if (node.tagName === 'PRE') node.setAttribute('tabindex', '0');
}

function demoteH1(root: HTMLElement) {
  for (const h1 of Array.from(root.querySelectorAll('h1'))) {
    const h2 = h1.ownerDocument.createElement('h2');
    for (const attr of Array.from(h1.attributes)) h2.setAttribute(attr.name, attr.value);
    h2.append(...Array.from(h1.childNodes));
    h1.replaceWith(h2);
  }
}

/** What the policy needs of a DOMPurify instance (the browser's, or one over a jsdom window at build). */
export type Purifier = Pick<typeof DOMPurify, 'sanitize' | 'addHook' | 'removeHook'>;

/** The policy applied with a given DOMPurify instance (the build renews its instance: see source.ts). */
export function sanitizeWith(purifier: Purifier, html: string): string {
  // A DOMPurify instance can be shared, so the hook is added for this synchronous call only and cannot leak
  // into other users of the instance.
  const embeds = embedPass();
  purifier.addHook('afterSanitizeAttributes', afterAttributes);
  purifier.addHook('afterSanitizeAttributes', keepAllowedStyles);
  purifier.addHook('uponSanitizeElement', embeds.hook);
  try {
    const body = purifier.sanitize(html, POLICY) as HTMLElement;
    demoteH1(body);
    embeds.finish(body);
    repairContent(body);
    return body.innerHTML;
  } finally {
    purifier.removeHook('afterSanitizeAttributes', keepAllowedStyles);
    purifier.removeHook('afterSanitizeAttributes', afterAttributes);
    purifier.removeHook('uponSanitizeElement', embeds.hook);
  }
}

/**
 * The policy with DOMPurify over the page's own DOM: the browser's (and Jest's test DOM). Node has no DOM of its
 * own: the build and the server sanitise with sanitizeHtmlInNode (source.ts).
 */
export function sanitizeHtml(html: string): string {
  return sanitizeWith(DOMPurify, html);
}

// --- Inline styles: the allowlist

/**
 * The inline-style allowlist of the post HTML policy. WordPress writes block layout into style attributes
 * (column widths, spacer heights, cover images, media & text proportions); everything else in a style attribute
 * could draw over the page (position, z-index, transform, inset), fetch from anywhere (url()), or hide text.
 *
 * Values are never matched in the raw attribute: the element's own CSSOM (the browser's, or jsdom's at build)
 * parses the declaration first, which resolves comments, escapes (`\75 rl(`) and shorthands, drops what it cannot
 * parse and lowercases names. Each kept property is then read back by name and must match a strict grammar
 * (a whitelist of shapes, not a blacklist of tricks); `!important` declarations are dropped. The attribute is
 * rewritten from the kept declarations only.
 */

const NUMBER = String.raw`(?:\d+(?:\.\d+)?|\.\d+)`;
/** Largest value per unit: anything beyond is a mistake or an attempt to push the page sideways or far down. */
const CAPS: Record<string, number> = { px: 1600, em: 100, rem: 100, '%': 100, vh: 100, vw: 100, '': 0 };
const LENGTH = new RegExp(String.raw`^(${NUMBER})(px|em|rem|%|vh|vw)?$`);
const SPACING_PRESET = /^var\(--wp--preset--spacing--\d{1,3}\)$/;

function isLength(value: string, { auto = false, preset = false } = {}): boolean {
  if (auto && value === 'auto') return true;
  if (preset && SPACING_PRESET.test(value)) return true;
  const match = LENGTH.exec(value);
  if (!match) return false;
  const unit = match[2] ?? '';
  return Number(match[1]) <= (CAPS[unit] ?? 0);
}

const oneOf =
  (...words: string[]) =>
  (value: string) =>
    words.includes(value);
const POSITION_WORD = /^(?:left|center|right|top|bottom|\d{1,3}(?:\.\d+)?%)$/;
const isPosition = (value: string) => {
  const parts = value.split(' ');
  return parts.length <= 2 && parts.every((part) => POSITION_WORD.test(part));
};
const isColour = (value: string) =>
  /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) || /^rgba?\(\d{1,3}, \d{1,3}, \d{1,3}(?:, (?:1|1\.0+))?\)$/.test(value);

function allowedImageHost(hostname: string): boolean {
  const own = [env.blog.apiBase, env.blog.site && !/^\d+$/.test(env.blog.site) ? `https://${env.blog.site}` : null];
  for (const origin of own) {
    if (origin && new URL(origin).hostname === hostname) return true;
  }
  return WORDPRESS_IMAGE_HOSTS.some((pattern) => hostname.endsWith(pattern.slice(1)));
}

function isBackgroundImage(value: string): boolean {
  // One url("…") and nothing else; CSSOM serialises the address quoted, with its own escapes resolved.
  const address = /^url\("([^"\\]+)"\)$/.exec(value)?.[1];
  if (!address) return false;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' && url.username === '' && allowedImageHost(url.hostname);
  } catch {
    return false;
  }
}

const isRatio = (value: string) => new RegExp(String.raw`^${NUMBER}(?: ?/ ?${NUMBER})?$|^auto$`).test(value);
const isMediaColumns = (value: string) => /^(?:auto \d{1,3}(?:\.\d+)?%|\d{1,3}(?:\.\d+)?% auto)$/.test(value);

const size = (value: string) => isLength(value, { preset: true });
const margin = (value: string) => isLength(value, { auto: true, preset: true });

/** Each property a post may set inline, with the grammar its value must match after the CSSOM has parsed it. */
export const STYLE_ALLOWLIST: Record<string, (value: string) => boolean> = {
  width: (value) => isLength(value, { auto: true }),
  'max-width': (value) => isLength(value) || value === 'none',
  height: size,
  'min-height': size,
  'flex-basis': (value) => isLength(value, { auto: true }),
  'aspect-ratio': isRatio,
  'object-fit': oneOf('cover', 'contain', 'fill', 'none', 'scale-down'),
  'object-position': isPosition,
  'background-position': isPosition,
  'background-image': isBackgroundImage,
  'grid-template-columns': isMediaColumns,
  'padding-top': size,
  'padding-right': size,
  'padding-bottom': size,
  'padding-left': size,
  'margin-top': margin,
  'margin-right': margin,
  'margin-bottom': margin,
  'margin-left': margin,
  'text-align': oneOf('left', 'center', 'right', 'justify', 'start', 'end'),
  'font-style': oneOf('normal', 'italic'),
  'font-weight': (value) => /^(?:normal|bold|[1-9]00)$/.test(value),
  'text-transform': oneOf('none', 'uppercase', 'lowercase', 'capitalize'),
  // Kept here, then checked for contrast against the background they sit on (keepColoursReadable).
  color: isColour,
  'background-color': isColour,
};

/** Fixed widths never exceed the column: a 640px caption on a 320px screen would push the page sideways. */
const CAPPED_TO_COLUMN = new Set(['width', 'max-width', 'flex-basis']);

/** The declarations of `element`'s style attribute that the allowlist keeps, as a new attribute value. */
function allowedStyle(style: CSSStyleDeclaration): string {
  const kept: string[] = [];
  for (const [property, valid] of Object.entries(STYLE_ALLOWLIST)) {
    const value = style.getPropertyValue(property).trim();
    if (value === '' || style.getPropertyPriority(property) !== '' || !valid(value)) continue;
    const capped = CAPPED_TO_COLUMN.has(property) && !/%$|^auto$|^none$/.test(value) ? `min(100%, ${value})` : value;
    kept.push(`${property}: ${capped}`);
  }
  return kept.join('; ');
}

/** DOMPurify hook: rewrites a style attribute to its allowed declarations, or removes it. */
function keepAllowedStyles(node: Element) {
  if (!node.hasAttribute('style')) return;
  const style = (node as HTMLElement).style;
  const kept = style ? allowedStyle(style) : '';
  if (kept) node.setAttribute('style', kept);
  else node.removeAttribute('style');
}

// --- Colours: WordPress's presets on the site's palette, and contrast

/**
 * WordPress's default colour presets mapped onto the site's palette (app/globals.css tokens), and the contrast
 * arithmetic the sanitiser uses to keep post colours at WCAG AA. The CSS (components/blog/blocks.module.css)
 * draws each preset with the token named here; `hex` is that token's value, checked against globals.css by
 * sanitize.repairs.test.ts so the two cannot drift apart.
 */
export type Rgb = readonly [number, number, number];

type Preset = {
  /** The site token the preset is drawn with. */
  token: string;
  hex: string;
  /** The text colour a background preset sets for the text on it (each pair passes AA). */
  text: 'ink' | 'on-dark';
};

export const SITE_BG = '#ffffff';
const SITE_INK = '#0d1b2a';
const ON_DARK = '#ffffff';

export const COLOUR_PRESETS: Record<string, Preset> = {
  black: { token: '--color-ink', hex: '#0d1b2a', text: 'on-dark' },
  white: { token: '--color-bg', hex: '#ffffff', text: 'ink' },
  'cyan-bluish-gray': { token: '--color-surface-strong', hex: '#e8edf3', text: 'ink' },
  'pale-pink': { token: '--color-gov-soft', hex: '#fff4dc', text: 'ink' },
  'vivid-red': { token: '--color-danger', hex: '#b42318', text: 'on-dark' },
  'luminous-vivid-orange': { token: '--color-focus', hex: '#c2410c', text: 'on-dark' },
  'luminous-vivid-amber': { token: '--color-gov', hex: '#8a5a00', text: 'on-dark' },
  'light-green-cyan': { token: '--color-accent-soft', hex: '#e2f3f1', text: 'ink' },
  'vivid-green-cyan': { token: '--color-accent', hex: '#0e7c74', text: 'on-dark' },
  'pale-cyan-blue': { token: '--color-primary-tint', hex: '#f3f8fd', text: 'ink' },
  'vivid-cyan-blue': { token: '--color-primary', hex: '#0b5cad', text: 'on-dark' },
  'vivid-purple': { token: '--color-primary-hover', hex: '#084a8c', text: 'on-dark' },
};

const presetBackground = (slug: string) => COLOUR_PRESETS[slug]?.hex;
export const presetTextOn = (slug: string) => {
  const preset = COLOUR_PRESETS[slug];
  return preset && (preset.text === 'ink' ? SITE_INK : ON_DARK);
};

/** '#rgb', '#rrggbb' or an opaque 'rgb(r, g, b)' / 'rgba(r, g, b, 1)' (what CSSOM serialises); null otherwise. */
export function parseColour(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const digits = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\((\d{1,3}),\s*(\d{1,3}),\s*(\d{1,3})(?:,\s*(1|1\.0+))?\)$/.exec(text);
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
    return channels.every((c) => c <= 255) ? (channels as unknown as Rgb) : null;
  }
  return null;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG AA for body text. Post text can be any size, so the stricter ratio applies throughout. */
export const AA = 4.5;

// --- Images in post content

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

// --- Accessibility repairs

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
function orderHeadings(root: Element) {
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

/** A link whose only content is images without alt text gets a name: the image's file name, or "Open image". */
function nameImageLinks(root: Element) {
  for (const link of Array.from(root.querySelectorAll('a[href]'))) {
    if (hasName(link) || link.textContent?.trim()) continue;
    const images = Array.from(link.querySelectorAll('img'));
    if (images.length === 0 || images.some((image) => image.getAttribute('alt')?.trim())) continue;
    const name = readableFileName(images[0]?.getAttribute('src') ?? '');
    link.setAttribute('aria-label', name ?? blogPage.postContent.imageLinkFallback);
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
function keepColoursReadable(root: Element) {
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
function repairContent(root: Element) {
  unnameDecorativeImages(root);
  nameImageLinks(root);
  demoteEmptyHeaderCells(root);
  reshapeClassicGalleries(root);
  keepColoursReadable(root);
  orderHeadings(root);
}

// --- Embeds

/**
 * The sanitiser's treatment of embeds, so that none vanishes without a trace. Its policy forbids iframes; this
 * pass notes where each one stood and what it pointed at, and after sanitising puts in its place:
 * - a video from a provider in site.embeds.playInline: a click-to-play placeholder (a link to the video's page,
 *   which the article page's script turns into a "Play video" button); nothing loads from the provider until
 *   the visitor asks;
 * - any other iframe with an https source: a link to it, named by what it is and where ("Slides on Speaker Deck:
 *   …");
 * - an iframe with a hostile or unreadable source: nothing (a figure's caption stays).
 * The replacement is written from the parsed URL alone, after sanitising, so it is the only markup in a post
 * that carries data-embed-* attributes (the policy strips every author data-* attribute) and no author
 * attribute is ever copied into it. Audio and video elements get controls and load only their metadata.
 */

/** The origins an article page's frame-src allows: the players of the providers that play inline. */
export function playerOrigins(playInline: readonly VideoProvider[] = site.embeds.playInline): string[] {
  return [...new Set(playInline.map((provider) => PLAYER_ORIGINS[provider]))];
}

type Kind = keyof typeof blogPage.embeds.kinds;

/** Known providers of other embeds, by host (and path), for the link's wording. */
const LINKED: { host: RegExp; path?: RegExp; provider: string; kind: Kind }[] = [
  { host: /(?:^|\.)speakerdeck\.com$/, provider: 'Speaker Deck', kind: 'slides' },
  { host: /(?:^|\.)slideshare\.net$/, provider: 'SlideShare', kind: 'slides' },
  { host: /^docs\.google\.com$/, path: /^\/presentation\//, provider: 'Google Slides', kind: 'slides' },
  { host: /^docs\.google\.com$/, path: /^\/forms\//, provider: 'Google Forms', kind: 'form' },
  { host: /^(?:www\.)?google\.com$/, path: /^\/maps(?:\/|$)/, provider: 'Google Maps', kind: 'map' },
  { host: /^maps\.google\.com$/, provider: 'Google Maps', kind: 'map' },
  { host: /(?:^|\.)openstreetmap\.org$/, provider: 'OpenStreetMap', kind: 'map' },
  { host: /(?:^|\.)soundcloud\.com$/, provider: 'SoundCloud', kind: 'audio' },
  { host: /^open\.spotify\.com$/, provider: 'Spotify', kind: 'audio' },
  { host: /(?:^|\.)(?:videopress\.com|wordpress\.tv)$/, provider: 'VideoPress', kind: 'video' },
  { host: /(?:^|\.)(?:youtube|youtube-nocookie)\.com$|^youtu\.be$/, provider: 'YouTube', kind: 'video' },
  { host: /(?:^|\.)vimeo\.com$/, provider: 'Vimeo', kind: 'video' },
];

const PLAYLIST_ID = /^[\w-]{2,64}$/;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

type Link = { href: string; provider: string; kind: Kind };

/** Where a non-playing embed's link goes, and how it is named; null for a source that is not https. */
export function embedLink(src: string | null | undefined, video: Video | null = parseVideo(src)): Link | null {
  if (video) return { href: watchUrl(video), provider: PROVIDER_NAMES[video.provider], kind: 'video' };
  const url = parseEmbedUrl(src);
  if (!url || url.protocol !== 'https:') return null;
  const known = LINKED.find(({ host, path }) => host.test(url.hostname) && (!path || path.test(url.pathname)));
  if (known?.provider === 'YouTube') {
    const list = url.searchParams.get('list');
    if (list !== null && PLAYLIST_ID.test(list))
      return { href: `https://www.youtube.com/playlist?list=${list}`, provider: 'YouTube', kind: 'playlist' };
  }
  return { href: url.href, provider: known?.provider ?? url.hostname.replace(/^www\./, ''), kind: known?.kind ?? 'page' };
}

function facade(doc: Document, video: Video, title: string): Element {
  const labels = blogPage.embeds;
  const provider = PROVIDER_NAMES[video.provider];
  const box = doc.createElement('div');
  box.setAttribute('data-embed-player', video.provider);
  box.setAttribute('data-embed-id', video.id);
  if (video.hash) box.setAttribute('data-embed-hash', video.hash);
  const link = doc.createElement('a');
  link.setAttribute('href', watchUrl(video));
  const name = doc.createElement('span');
  name.textContent = title || fill(labels.untitled, { provider });
  const note = doc.createElement('span');
  note.textContent = fill(labels.watchOn, { provider });
  link.append(name, note);
  box.append(link);
  return box;
}

function linkParagraph(doc: Document, { href, provider, kind }: Link, title: string): Element {
  const labels = blogPage.embeds;
  const paragraph = doc.createElement('p');
  const link = doc.createElement('a');
  link.setAttribute('href', href);
  link.textContent = fill(title ? labels.link : labels.linkUntitled, { kind: labels.kinds[kind], provider, title });
  paragraph.append(link);
  return paragraph;
}

/**
 * What stands in for one iframe: the click-to-play placeholder, a link, or nothing. `title` is the iframe's
 * title or, failing that, its figure's caption.
 */
export function replacementFor(
  doc: Document,
  src: string | null,
  title: string,
  playInline: readonly VideoProvider[] = site.embeds.playInline,
): Element | null {
  const video = parseVideo(src);
  if (video && playInline.includes(video.provider)) return facade(doc, video, title);
  const link = embedLink(src, video);
  return link ? linkParagraph(doc, link, title) : null;
}

/** Phrasing elements a block (the placeholder's div, the link's p) must not be put inside: a re-parse breaks them open. */
const PHRASING_HOST = 'p, h1, h2, h3, h4, h5, h6, a, span, em, strong, b, i, u, small, sub, sup, code, label';

/** Puts a replacement where its marker stands, or right after the paragraph (or other phrasing) that holds it. */
function place(marker: Element, replacement: Element) {
  let host: Element | null = null;
  for (let at = marker.parentElement?.closest(PHRASING_HOST); at; at = at.parentElement?.closest(PHRASING_HOST)) host = at;
  if (!host) return marker.replaceWith(replacement);
  const alone = Array.from(host.childNodes).every(
    (node) => node === marker || node.nodeName === 'BR' || (node.nodeType === 3 && !node.textContent?.trim()),
  );
  marker.remove();
  if (alone && host.tagName === 'P') host.replaceWith(replacement);
  else host.after(replacement);
}

type Noted = { marker: Element; src: string | null; title: string };

/**
 * One sanitising run's embed pass: `hook` for DOMPurify's uponSanitizeElement (it leaves an empty marker after
 * each iframe, which the policy keeps and the iframe's removal does not touch), `finish` on the sanitised body.
 * Markers are found again by identity, not by anything written in the markup, so a post cannot forge one.
 */
function embedPass(playInline: readonly VideoProvider[] = site.embeds.playInline) {
  const noted: Noted[] = [];
  return {
    hook(node: Node) {
      if (node.nodeName !== 'IFRAME' || !node.parentNode) return;
      const iframe = node as Element;
      const marker = iframe.ownerDocument.createElement('span');
      iframe.after(marker);
      noted.push({ marker, src: iframe.getAttribute('src'), title: iframe.getAttribute('title')?.trim() ?? '' });
    },
    finish(root: HTMLElement) {
      for (const { marker, src, title } of noted) {
        if (!root.contains(marker)) continue;
        const caption = marker.closest('figure')?.querySelector('figcaption')?.textContent?.trim() ?? '';
        const replacement = replacementFor(root.ownerDocument, src, title || caption, playInline);
        if (replacement) place(marker, replacement);
        else marker.remove();
      }
      // Nothing large loads before the visitor presses play, and nothing plays by itself.
      for (const media of Array.from(root.querySelectorAll('audio, video'))) {
        media.setAttribute('controls', '');
        media.setAttribute('preload', 'metadata');
        media.removeAttribute('autoplay');
      }
    },
  };
}
