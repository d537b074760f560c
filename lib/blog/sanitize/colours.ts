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

/**
 * WordPress's default gradient presets, each drawn as one of the colour presets above (blocks.module.css): a
 * gradient's text is judged against that colour, which is what the reader sees.
 */
export const GRADIENT_PRESETS: Record<string, string> = {
  'vivid-cyan-blue-to-vivid-purple': 'vivid-cyan-blue',
  'light-green-cyan-to-vivid-green-cyan': 'vivid-green-cyan',
  'luminous-vivid-amber-to-luminous-vivid-orange': 'luminous-vivid-amber',
  'luminous-vivid-orange-to-vivid-red': 'vivid-red',
  'very-light-gray-to-cyan-bluish-gray': 'cyan-bluish-gray',
  'cool-to-warm-spectrum': 'vivid-purple',
  'blush-light-purple': 'pale-pink',
  'blush-bordeaux': 'vivid-red',
  'luminous-dusk': 'luminous-vivid-orange',
  'pale-ocean': 'light-green-cyan',
  'electric-grass': 'light-green-cyan',
  midnight: 'black',
};

const presetBackground = (slug: string) => COLOUR_PRESETS[slug]?.hex;
export const presetTextOn = (slug: string) => {
  const preset = COLOUR_PRESETS[slug];
  return preset && (preset.text === 'ink' ? SITE_INK : ON_DARK);
};

/** The colours the site's CSS gives some blocks of its own (article.module.css, blocks.module.css). */
const DRAWN = {
  /** Code and preformatted blocks: --color-inverse-bg / --color-inverse-ink. */
  code: { background: '#0d1b2a', text: '#f2f5f9' },
  /** Verse: --color-surface / --color-ink. */
  verse: { background: '#f4f6f9', text: SITE_INK },
  /** A filled button: --color-primary / --color-on-primary. */
  button: { background: '#0b5cad', text: ON_DARK },
  /** An outline button: the page, --color-primary. */
  outline: { background: null, text: '#0b5cad' },
  /** A cover's overlay when it has no colour of its own: --color-ink / --color-on-dark. */
  cover: { background: SITE_INK, text: ON_DARK },
} as const;

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
const PRESET_GRADIENT = /^has-([\w-]+)-gradient-background$/;

function presetSlug(element: Element, pattern: RegExp): string | null {
  for (const name of Array.from(element.classList)) {
    const match = pattern.exec(name);
    const isBackground = name.endsWith('-background-color');
    const slug = match?.[1];
    if (slug && isBackground === (pattern === PRESET_BACKGROUND) && presetBackground(slug)) return slug;
  }
  return null;
}

/** The colour preset a gradient preset is drawn as, or null. */
function gradientSlug(element: Element): string | null {
  for (const name of Array.from(element.classList)) {
    const slug = GRADIENT_PRESETS[PRESET_GRADIENT.exec(name)?.[1] ?? ''];
    if (slug) return slug;
  }
  return null;
}

const inlineColour = (element: Element, property: string) => parseColour((element as HTMLElement).style?.getPropertyValue(property) ?? '');

/** The colours the site's CSS draws an element with when the editor gave it none, or null. */
function drawn(element: Element): { background: string | null; text: string } | null {
  if (element.tagName === 'PRE') return element.classList.contains('wp-block-verse') ? DRAWN.verse : DRAWN.code;
  if (element.matches('.wp-block-button__link, .wp-block-file__button'))
    return element.parentElement?.classList.contains('is-style-outline') ? DRAWN.outline : DRAWN.button;
  if (element.classList.contains('wp-block-cover')) {
    const overlay = element.querySelector(':scope > .wp-block-cover__background');
    const colour = overlay && (inlineColour(overlay, 'background-color') ?? presetHex(overlay, PRESET_BACKGROUND));
    if (!colour) return DRAWN.cover;
    return { background: toHex(colour), text: contrast(colour, parseColour(ON_DARK)!) >= AA ? ON_DARK : SITE_INK };
  }
  return null;
}

function presetHex(element: Element, pattern: RegExp): Rgb | null {
  const slug = presetSlug(element, pattern);
  return slug ? parseColour(presetBackground(slug)!) : null;
}

/**
 * The background an element's text is drawn on (the effective background): the nearest of its own and its
 * ancestors' inline or preset background, gradient preset (as the colour it is drawn with), or the background
 * the site's CSS gives a block (code and preformatted, buttons, a cover's overlay); else the page's.
 */
function backgroundOf(element: Element | null, root: Element): Rgb {
  for (let node = element; node && node !== root; node = node.parentElement) {
    const own = inlineColour(node, 'background-color') ?? presetHex(node, PRESET_BACKGROUND);
    if (own) return own;
    const gradient = gradientSlug(node);
    if (gradient) return parseColour(presetBackground(gradient)!)!;
    const background = drawn(node)?.background;
    if (background) return parseColour(background)!;
  }
  return parseColour(SITE_BG)!;
}

/** The text colour an element has: its own or inherited, including what a background preset or the CSS sets. */
function textOf(element: Element, root: Element): Rgb {
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    const inline = inlineColour(node, 'color') ?? presetHex(node, PRESET_TEXT);
    if (inline) return inline;
    // The CSS gives a custom background the site's ink (blocks.module.css, `.has-background[style*=…]`).
    if (inlineColour(node, 'background-color')) return parseColour(SITE_INK)!;
    const background = presetSlug(node, PRESET_BACKGROUND) ?? gradientSlug(node);
    if (background) return parseColour(presetTextOn(background)!)!;
    const text = drawn(node)?.text;
    if (text) return parseColour(text)!;
  }
  return parseColour(SITE_INK)!;
}

const toHex = (colour: Rgb) => `#${colour.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

const mix = (colour: Rgb, toward: number, amount: number): Rgb =>
  colour.map((c) => Math.round(c + (toward - c) * amount)) as unknown as Rgb;

/**
 * The nearest darker or lighter step of `colour` (mixed toward black or white, which keeps its hue) that reaches
 * AA on `against`; null when neither direction gets there.
 */
export function readableStep(colour: Rgb, against: Rgb): Rgb | null {
  if (contrast(colour, against) >= AA) return colour;
  for (let step = 1; step <= 20; step += 1) {
    for (const toward of [0, 255]) {
      const candidate = mix(colour, toward, step / 20);
      if (contrast(candidate, against) >= AA) return candidate;
    }
  }
  return null;
}

function dropStyle(element: HTMLElement, property: string) {
  element.style.removeProperty(property);
  if (!element.getAttribute('style')?.trim()) element.removeAttribute('style');
  // The marker classes would otherwise pad and style a block that no longer has its colour.
  if (property === 'background-color' && !presetSlug(element, PRESET_BACKGROUND)) element.classList.remove('has-background');
  if (property === 'color' && !presetSlug(element, PRESET_TEXT)) element.classList.remove('has-text-color');
  if (element.classList.length === 0) element.removeAttribute('class');
}

/** Sets a text colour as the step of the editor's hue that passes, or drops it; tells `report` which. */
function settleText(element: HTMLElement, colour: Rgb, root: Element, what: string, report?: Report) {
  const step = readableStep(colour, backgroundOf(element, root));
  if (step) {
    element.style.setProperty('color', toHex(step));
    element.classList.add('has-text-color');
    report?.('colour-changed', element, `${what} ${toHex(colour)} → ${toHex(step)} (same hue, AA on its background)`);
  } else {
    dropStyle(element, 'color');
    report?.('colour-changed', element, `${what} removed`);
  }
}

/**
 * Colours an editor chose keep WCAG AA against their effective background, on the build and in the browser
 * alike (this runs inside the one sanitiser). A text colour (inline or preset) that fails becomes the nearest
 * darker or lighter step of the same hue that passes; a custom background that fails with the text drawn on it
 * becomes such a step too. Only when no step passes is the colour dropped, and the site's own colours apply.
 * Outer blocks are settled before inner ones (document order).
 */
export function keepColoursReadable(root: Element, report?: Report) {
  for (const element of Array.from(root.querySelectorAll('[style], [class*="-color"], [class*="-gradient-background"]')) as HTMLElement[]) {
    const ownBackground = inlineColour(element, 'background-color');
    if (ownBackground) {
      const text = textOf(element, root);
      const step = readableStep(ownBackground, text);
      if (!step) {
        dropStyle(element, 'background-color');
        dropStyle(element, 'color');
        report?.('colour-changed', element, 'background and text colour removed');
      } else if (step !== ownBackground) {
        element.style.setProperty('background-color', toHex(step));
        report?.('colour-changed', element, `background ${toHex(ownBackground)} → ${toHex(step)} (same hue, AA with its text)`);
      }
    }
    const inlineText = inlineColour(element, 'color');
    if (inlineText && contrast(inlineText, backgroundOf(element, root)) < AA) settleText(element, inlineText, root, 'text colour', report);
    const slug = presetSlug(element, PRESET_TEXT);
    if (slug && !inlineColour(element, 'color')) {
      const colour = parseColour(presetBackground(slug)!)!;
      if (contrast(colour, backgroundOf(element, root)) >= AA) continue;
      element.classList.remove(`has-${slug}-color`);
      settleText(element, colour, root, `text colour "${slug}"`, report);
    }
  }
}
