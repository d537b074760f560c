// Thin helpers over parse5's spec-compliant tree: the same document a browser builds from the HTML.
import { parse, type DefaultTreeAdapterMap } from 'parse5';

export type HtmlNode = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];
export type HtmlDocument = DefaultTreeAdapterMap['document'];

/**
 * `scripting: false` parses <noscript> content as markup, the document a browser without JavaScript sees:
 * the link audit wants both (noscript links must work too); heading counts want the scripted view.
 */
export const parseHtml = (text: string, { scripting = true } = {}): HtmlDocument =>
  parse(text, { sourceCodeLocationInfo: true, scriptingEnabled: scripting });

/** All elements in document order. Template contents are skipped: they are inert until cloned. */
export function elements(root: HtmlNode): HtmlElement[] {
  const found: HtmlElement[] = [];
  const stack: HtmlNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if ('tagName' in node) found.push(node);
    const children: HtmlNode[] = 'childNodes' in node ? node.childNodes : [];
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
  }
  return found;
}

/** An attribute's value, or undefined when absent (an empty value is ''). Namespaced: 'xlink:href'. */
export function attr(element: HtmlElement, name: string): string | undefined {
  const found = element.attrs?.find((a) => (a.prefix ? `${a.prefix}:${a.name}` : a.name) === name);
  return found?.value;
}

export function textContent(node: HtmlNode): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return ('childNodes' in node ? (node.childNodes as HtmlNode[]) : []).map(textContent).join('');
}
