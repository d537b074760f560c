// Thin helpers over parse5's spec-compliant tree: the same document a browser builds from the HTML.
import { parse } from 'parse5';

/**
 * `scripting: false` parses <noscript> content as markup, the document a browser without JavaScript sees:
 * the link audit wants both (noscript links must work too); heading counts want the scripted view.
 */
export const parseHtml = (text, { scripting = true } = {}) => parse(text, { sourceCodeLocationInfo: true, scriptingEnabled: scripting });

/** All elements in document order. Template contents are skipped: they are inert until cloned. */
export function elements(root) {
  const found = [];
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    if (node.tagName) found.push(node);
    const children = node.childNodes ?? [];
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]);
  }
  return found;
}

/** An attribute's value, or undefined when absent (an empty value is ''). Namespaced: 'xlink:href'. */
export function attr(element, name) {
  const found = element.attrs?.find((a) => (a.prefix ? `${a.prefix}:${a.name}` : a.name) === name);
  return found?.value;
}

export function textContent(node) {
  if (node.nodeName === '#text') return node.value;
  return (node.childNodes ?? []).map(textContent).join('');
}

/**
 * An element as a person finds it in the page: its tag and the start of its text (the export is minified onto
 * one line, so line numbers would not help).
 */
export function describe(element) {
  const text = textContent(element).replace(/\s+/g, ' ').trim();
  const label = text || attr(element, 'aria-label') || attr(element, 'alt') || '';
  return `<${element.tagName}>${label ? ` "${label.length > 40 ? `${label.slice(0, 40)}…` : label}"` : ''}`;
}
