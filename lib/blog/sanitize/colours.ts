import type { Report } from './findings';

/**
 * WordPress's default colour presets mapped onto the site's palette (app/globals.css tokens), and the contrast
 * arithmetic the sanitiser uses to keep post colours at WCAG AA. The CSS (components/blog/blocks.module.css)
 * draws each preset with the token named here; `hex` is that token's value, checked against globals.css by
 * repairs.test.ts so the two cannot drift apart.
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
export function keepColoursReadable(root: Element, report?: Report) {
  for (const element of Array.from(root.querySelectorAll('[style], [class*="-color"]')) as HTMLElement[]) {
    const ownBackground = parseColour(element.style?.getPropertyValue('background-color') ?? '');
    if (ownBackground && contrast(ownBackground, textOf(element, root)) < AA) {
      dropStyle(element, 'background-color');
      dropStyle(element, 'color');
      report?.('colour-changed', element, 'background and text colour removed');
    }
    const inlineText = parseColour(element.style?.getPropertyValue('color') ?? '');
    if (inlineText && contrast(inlineText, backgroundOf(element, root)) < AA) {
      dropStyle(element, 'color');
      report?.('colour-changed', element, 'text colour removed');
    }
    const slug = presetSlug(element, PRESET_TEXT);
    if (slug && contrast(parseColour(presetBackground(slug)!)!, backgroundOf(element, root)) < AA) {
      element.classList.remove(`has-${slug}-color`, 'has-text-color');
      report?.('colour-changed', element, `text colour "${slug}" removed`);
    }
  }
}
