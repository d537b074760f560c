/** `element` replaced by a `tagName` element with the same attributes and children (the replacement is returned). */
export function renamed(element: Element, tagName: string): Element {
  const replacement = element.ownerDocument.createElement(tagName);
  for (const attr of Array.from(element.attributes)) replacement.setAttribute(attr.name, attr.value);
  replacement.append(...Array.from(element.childNodes));
  element.replaceWith(replacement);
  return replacement;
}

/** Adds a class to an element, keeping the ones it has. */
export function addClass(element: Element, name: string): void {
  const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
  if (!classes.includes(name)) element.setAttribute('class', [...classes, name].join(' '));
}
