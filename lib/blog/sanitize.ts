import DOMPurify, { type Config } from 'isomorphic-dompurify';

/**
 * The one HTML policy for post content and excerpts from the API, used at build time (DOMPurify over jsdom)
 * and in the browser (DOMPurify over the page's DOM). DOMPurify already drops scripts, event-handler attributes
 * and javascript:/data: URLs; on top of that this policy:
 * - forbids elements that embed other documents, take input or restyle the page (iframe, object, form, style…);
 * - forbids style attributes (WordPress's fixed caption widths overflow narrow screens) and focus hijacking;
 * - prefixes ids and names ('user-content-') so post markup cannot clash with the page's own ids, and rewrites
 *   in-post '#fragment' links to match;
 * - keeps target="_blank" only with rel="noopener noreferrer";
 * - demotes h1 to h2: the article title is the page's only h1;
 * - lazy-loads images;
 * - makes code blocks keyboard-focusable, since they scroll sideways rather than wrap.
 * WordPress's ordinary markup survives: figures, captions, img with srcset/sizes, headings, lists, code, tables.
 */
const POLICY: Config & { RETURN_DOM: true } = {
  FORBID_TAGS: [
    'style', 'link', 'meta', 'base', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal',
    'form', 'input', 'button', 'select', 'option', 'textarea', 'dialog', 'template', 'noscript', 'svg', 'math',
  ],
  FORBID_ATTR: ['style', 'tabindex', 'autofocus', 'srcdoc', 'formaction', 'popover', 'contenteditable'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
  RETURN_DOM: true,
};

const ID_PREFIX = 'user-content-';

function afterAttributes(node: Element) {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href');
    if (href?.startsWith('#') && href.length > 1 && !href.startsWith(`#${ID_PREFIX}`)) {
      node.setAttribute('href', `#${ID_PREFIX}${href.slice(1)}`);
    }
    if (node.hasAttribute('target')) {
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    }
  }
  if (node.tagName === 'IMG') {
    // An image the author left without alt text is treated as decorative rather than read out as a file name.
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
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

export function sanitizeHtml(html: string): string {
  // The DOMPurify instance is shared (isomorphic-dompurify keeps one per process), so the hook is added for
  // this synchronous call only and cannot leak into other users of the instance.
  DOMPurify.addHook('afterSanitizeAttributes', afterAttributes);
  try {
    const body = DOMPurify.sanitize(html, POLICY) as HTMLElement;
    demoteH1(body);
    return body.innerHTML;
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', afterAttributes);
  }
}
