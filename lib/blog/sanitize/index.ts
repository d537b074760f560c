import DOMPurify, { type Config } from 'dompurify';
import { enhanceContentImage, sizeContentImages } from './content-images';
import { embedPass } from './embed-pass';
import { collectFindings, type Finding, type Report } from './findings';
import { jetpackPass } from './jetpack';
import { repairContent } from './repairs';
import { modernizeTags } from './obsolete';
import { ID_REFERENCES, uniqueIds } from './references';
import { keepAllowedStyles } from './styles';

/**
 * The one HTML policy for post content and excerpts from the API, used at build time (DOMPurify over jsdom)
 * and in the browser (DOMPurify over the page's DOM). DOMPurify already drops scripts, event-handler attributes
 * and javascript:/data: URLs; on top of that this policy:
 * - forbids elements that embed other documents, take input or restyle the page (iframe, object, form, style…);
 *   an iframe leaves a click-to-play video or a link to its source in its place (the embed pass below);
 * - keeps only the inline style declarations block layout needs, parsed and checked (STYLE_ALLOWLIST), and
 *   forbids focus hijacking;
 * - prefixes ids and names ('user-content-') so post markup cannot clash with the page's own ids, and rewrites
 *   in-post '#fragment' links to match; makes repeated ids unique, each reference following the copy it meant
 *   (references.ts);
 * - maps obsolete presentational tags (tt, strike, big, font, center…) to current HTML and classes (obsolete.ts);
 * - drops the title of an image marked decorative (empty alt): it would describe what screen readers skip;
 * - keeps target="_blank" only with rel="noopener noreferrer", on every element that has a target (a, area);
 * - keeps only WordPress's own classes (CLASS_ALLOWED): a free class could borrow the site's classes (a fixed
 *   dialog backdrop, visually-hidden) and draw overlays or hide text;
 * - keeps only roles that describe content (ROLES_ALLOWED), never landmarks, widgets or live regions, and
 *   points id references (aria-labelledby, aria-describedby…, for, headers, usemap) at the post's own prefixed
 *   ids, so post markup cannot name, describe or control the page's elements;
 * - demotes h1 to h2: the article title is the page's only h1;
 * - lazy-loads images, and gives them a srcset and their size where WordPress did not (enhanceContentImage);
 *   every image the CDN resizes gets `sizes` from where it sits in the post (sizeContentImages);
 * - draws Jetpack's blocks without Jetpack's scripts, and keeps the text and links of those only WordPress.com's
 *   server can answer, without their controls (jetpack.ts);
 * - makes code blocks keyboard-focusable, since they scroll sideways rather than wrap;
 * - repairs what fails WCAG in ordinary editing: colours, unnamed images and links, empty header cells, heading
 *   jumps, header cells without a scope (repairContent).
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

/**
 * Classes the block editor and the classic editor write (alignment, sizes, captions, galleries, code languages),
 * and the parts of Jetpack's tiled gallery (its rows and columns are drawn from them).
 */
const CLASS_ALLOWED =
  /^(?:wp-[\w-]+|tiled-gallery__(?:gallery|row|col|item)|align(?:none|left|right|center|wide|full)|are-[\w-]+|size-[\w-]+|has-[\w-]+|is-[\w-]+|language-[\w-]+|gallery(?:-[\w-]+)?|blocks-gallery-[\w-]+|attachment-[\w-]+)$/;

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

const prefixed = (id: string) => (id.startsWith(ID_PREFIX) ? id : `${ID_PREFIX}${id}`);

/** The addresses a reader's browser would fetch or follow over plain http. */
const INSECURE_URL_ATTRIBUTES = ['href', 'src'];

const afterAttributes = (report?: Report) => (node: Element) => {
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
    const title = node.getAttribute('title')?.trim();
    if (node.getAttribute('alt')?.trim()) {
      // Described by its alt text; nothing to do.
    } else if (title) {
      // Marked decorative yet described: screen readers skip it, and the title would only show on hover. Dropped,
      // and the editor is told (the title may be the alt text the image needs).
      node.removeAttribute('title');
      report?.('image-title-without-alt', node, title);
    } else {
      report?.('image-without-alt', node, node.getAttribute('src') ?? '');
    }
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
    enhanceContentImage(node);
  }
  if (node.tagName === 'PRE') node.setAttribute('tabindex', '0');
  if (report) {
    for (const name of INSECURE_URL_ATTRIBUTES) {
      const value = node.getAttribute(name)?.trim();
      if (value && /^http:\/\//i.test(value)) report('insecure-url', node, value);
    }
  }
};

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

/**
 * The policy applied with a given DOMPurify instance (the build renews its instance: see source.ts). `report`
 * hears of every change an editor would want to know about (the drafts preview's pre-publish check).
 */
export function sanitizeWith(purifier: Purifier, html: string, report?: Report): string {
  // A DOMPurify instance can be shared, so the hooks are added for this synchronous call only and cannot leak
  // into other users of the instance.
  const embeds = embedPass(report);
  const jetpack = jetpackPass(report);
  const attributes = afterAttributes(report);
  const styles = keepAllowedStyles(report);
  purifier.addHook('afterSanitizeAttributes', attributes);
  purifier.addHook('afterSanitizeAttributes', styles);
  purifier.addHook('uponSanitizeElement', embeds.hook);
  purifier.addHook('uponSanitizeElement', jetpack.hook);
  try {
    const body = purifier.sanitize(html, POLICY) as HTMLElement;
    demoteH1(body);
    modernizeTags(body);
    embeds.finish(body);
    jetpack.finish(body);
    sizeContentImages(body);
    repairContent(body, report);
    uniqueIds(body, ID_PREFIX, report);
    return body.innerHTML;
  } finally {
    purifier.removeHook('afterSanitizeAttributes', styles);
    purifier.removeHook('afterSanitizeAttributes', attributes);
    purifier.removeHook('uponSanitizeElement', embeds.hook);
    purifier.removeHook('uponSanitizeElement', jetpack.hook);
  }
}

/**
 * The policy with DOMPurify over the page's own DOM: the browser's (and Jest's test DOM). Node has no DOM of its
 * own: the build and the server sanitise with sanitizeHtmlInNode (source.ts).
 */
export function sanitizeHtml(html: string): string {
  return sanitizeWith(DOMPurify, html);
}

/** sanitizeHtml, and what it changed that the post's editor should know of (the drafts preview). */
export function sanitizeHtmlWithFindings(html: string): { html: string; findings: Finding[] } {
  const findings: Finding[] = [];
  return { html: sanitizeWith(DOMPurify, html, collectFindings(findings)), findings };
}
