import type { Report } from './findings';

/**
 * Ids in post content, made unique, with every reference carried along to the copy it meant. A block duplicated
 * in the editor repeats its ids (a File block's link and the `aria-describedby` of its Download button): the
 * browser resolves every reference to the first copy, so each Download button is described by the first file.
 * Here the second copy of an id becomes `…-2` (the third `…-3`), and a reference goes to the copy nearest to it
 * in the tree (the one it shares the deepest ancestor with), or in order when several are as near (a list of
 * in-page links to repeated headings). References to ids the post does not hold are dropped from ARIA
 * attributes (they would name or describe nothing); an in-page link to a missing target is reported to the
 * editor, who alone knows where it should go.
 */

/** Attributes holding space-separated id references. */
export const ID_REFERENCES = [
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
] as const;

/** Attributes holding one '#id' (in-page links and image maps). */
const FRAGMENT_REFERENCES = ['href', 'usemap'] as const;

type Reference = { element: Element; attribute: string; ids: string[] };

function referencesIn(root: Element): Reference[] {
  const found: Reference[] = [];
  const selector = [...ID_REFERENCES.map((name) => `[${name}]`), 'a[href^="#"]', 'area[href^="#"]', '[usemap^="#"]'].join(', ');
  for (const element of Array.from(root.querySelectorAll(selector))) {
    for (const attribute of ID_REFERENCES) {
      const value = element.getAttribute(attribute);
      if (value !== null) found.push({ element, attribute, ids: value.split(/\s+/).filter(Boolean) });
    }
    for (const attribute of FRAGMENT_REFERENCES) {
      const value = element.getAttribute(attribute);
      if (value?.startsWith('#') && value.length > 1) found.push({ element, attribute, ids: [value.slice(1)] });
    }
  }
  return found;
}

/** How deep the nearest ancestor `a` and `b` share sits (higher is nearer). */
function sharedDepth(a: Element, b: Element): number {
  const depths = new Map<Node, number>();
  const chain: Node[] = [];
  for (let node: Node | null = a; node; node = node.parentNode) chain.push(node);
  chain.reverse().forEach((node, depth) => depths.set(node, depth));
  for (let node: Node | null = b; node; node = node.parentNode) {
    const depth = depths.get(node);
    if (depth !== undefined) return depth;
  }
  return -1;
}

/** The copy of a repeated id `element` meant: the nearest; among equally near ones, the next in order. */
function chooseCopy(element: Element, copies: Element[], taken: Map<string, number>, key: string): Element {
  let best: Element[] = [];
  let bestDepth = -2;
  for (const copy of copies) {
    const depth = sharedDepth(element, copy);
    if (depth > bestDepth) [best, bestDepth] = [[copy], depth];
    else if (depth === bestDepth) best.push(copy);
  }
  if (best.length === 1) return best[0]!;
  const tieKey = `${key}|${bestDepth}|${best.map((copy) => copies.indexOf(copy)).join(',')}`;
  const index = taken.get(tieKey) ?? 0;
  taken.set(tieKey, index + 1);
  return best[Math.min(index, best.length - 1)]!;
}

/** `id` without the sanitiser's prefix, as the editor wrote it. */
const asWritten = (id: string, prefix: string) => (id.startsWith(prefix) ? id.slice(prefix.length) : id);

export function uniqueIds(root: Element, prefix: string, report?: Report): void {
  const byId = new Map<string, Element[]>();
  for (const element of Array.from(root.querySelectorAll('[id]'))) {
    const id = element.getAttribute('id')!;
    byId.set(id, [...(byId.get(id) ?? []), element]);
  }
  const used = new Set(byId.keys());
  const references = referencesIn(root);
  // Where each reference pointed, decided before any copy is renamed.
  const taken = new Map<string, number>();
  const resolved = references.map(({ element, attribute, ids }) =>
    ids.map((id) => {
      const copies = byId.get(id);
      if (!copies) return { id, target: null };
      return { id, target: copies.length === 1 ? copies[0]! : chooseCopy(element, copies, taken, `${attribute}|${id}`) };
    }),
  );

  for (const [id, copies] of byId) {
    copies.slice(1).forEach((copy) => {
      let n = 2;
      while (used.has(`${id}-${n}`)) n += 1;
      const fresh = `${id}-${n}`;
      used.add(fresh);
      copy.setAttribute('id', fresh);
      report?.('duplicate-id', copy, `${asWritten(id, prefix)} → ${asWritten(fresh, prefix)}`);
    });
  }

  const namedAnchors = new Set(Array.from(root.querySelectorAll('a[name]'), (anchor) => anchor.getAttribute('name')));
  references.forEach(({ element, attribute }, index) => {
    const targets = resolved[index]!;
    if (attribute === 'href' || attribute === 'usemap') {
      const [{ id, target }] = targets as [{ id: string; target: Element | null }];
      if (target) element.setAttribute(attribute, `#${target.getAttribute('id')}`);
      else if (attribute === 'href' && !namedAnchors.has(id)) report?.('missing-link-target', element, `#${asWritten(id, prefix)}`);
      return;
    }
    const ids = targets.flatMap(({ target }) => (target ? [target.getAttribute('id')!] : []));
    if (ids.length > 0) element.setAttribute(attribute, ids.join(' '));
    else element.removeAttribute(attribute);
  });
}
