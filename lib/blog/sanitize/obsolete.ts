import { addClass, renamed } from './dom';

/**
 * Presentational tags HTML made obsolete, from classic posts, mapped to what HTML has now, text kept: `tt` is
 * code, `strike` is `s`, `acronym` is `abbr`, `dir` is a list; size and alignment become the block editor's
 * own classes (which the article's styles draw): `big` and `<font size>` a font-size preset, `center` centred
 * text. A `font`'s colour and face are dropped: the post's colours go through the contrast repair, and the
 * site sets the type.
 */

const RENAMED: Record<string, string> = {
  TT: 'code',
  STRIKE: 's',
  ACRONYM: 'abbr',
  DIR: 'ul',
  BLINK: 'span',
  NOBR: 'span',
  MARQUEE: 'span',
};

/** <font size> 1-7 (or +n/-n from 3) on the block editor's size presets; 3 is the body size. */
const FONT_SIZES: Record<number, string | null> = {
  1: 'has-small-font-size',
  2: 'has-small-font-size',
  3: null,
  4: 'has-medium-font-size',
  5: 'has-large-font-size',
  6: 'has-x-large-font-size',
  7: 'has-x-large-font-size',
};

function fontSize(value: string | null): string | null {
  const match = /^\s*([+-]?)(\d)\s*$/.exec(value ?? '');
  if (!match) return null;
  const n = Number(match[2]);
  const size = match[1] === '+' ? 3 + n : match[1] === '-' ? 3 - n : n;
  return FONT_SIZES[Math.min(7, Math.max(1, size))] ?? null;
}

export function modernizeTags(root: Element): void {
  for (const element of Array.from(root.querySelectorAll('tt, strike, acronym, dir, blink, nobr, marquee, big, center, font'))) {
    const tag = element.tagName;
    if (tag in RENAMED) {
      renamed(element, RENAMED[tag]!);
    } else if (tag === 'BIG') {
      addClass(renamed(element, 'span'), 'has-large-font-size');
    } else if (tag === 'CENTER') {
      addClass(renamed(element, 'div'), 'has-text-align-center');
    } else {
      const size = fontSize(element.getAttribute('size'));
      const span = renamed(element, 'span');
      for (const name of ['size', 'color', 'face']) span.removeAttribute(name);
      if (size) addClass(span, size);
    }
  }
}
