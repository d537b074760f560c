import { publicEnv as env } from '@/lib/config/env-public';
import { WORDPRESS_IMAGE_HOSTS } from '../images';
import type { Report } from './findings';

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

/** The properties an author wrote in a style attribute, as written (shorthands stay shorthands). */
function writtenProperties(attribute: string): string[] {
  return attribute
    .split(';')
    .map((declaration) => declaration.split(':')[0]?.trim().toLowerCase() ?? '')
    .filter((name) => /^[a-z-]+$/.test(name));
}

/**
 * DOMPurify hook: rewrites a style attribute to its allowed declarations, or removes it; tells `report` which
 * written properties did not survive (a shorthand survives when any of its longhands does).
 */
export function keepAllowedStyles(report?: Report) {
  return (node: Element) => {
    const written = node.getAttribute('style');
    if (written === null) return;
    const style = (node as HTMLElement).style;
    const kept = style ? allowedStyle(style) : '';
    if (kept) node.setAttribute('style', kept);
    else node.removeAttribute('style');
    if (!report) return;
    const keptNames = kept.split('; ').map((declaration) => declaration.split(':')[0]);
    const removed = writtenProperties(written).filter(
      (name) => !keptNames.some((keptName) => keptName === name || keptName?.startsWith(`${name}-`)),
    );
    if (removed.length > 0) report('style-removed', node, [...new Set(removed)].join(', '));
  };
}
