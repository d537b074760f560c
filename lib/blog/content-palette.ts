/**
 * WordPress's default colour presets mapped onto the site's palette (app/globals.css tokens), and the contrast
 * arithmetic the sanitiser uses to keep post colours at WCAG AA. The CSS (components/blog/blocks.module.css)
 * draws each preset with the token named here; `hex` is that token's value, checked against globals.css by
 * content-palette.test.ts so the two cannot drift apart.
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
export const SITE_INK = '#0d1b2a';
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

export const presetBackground = (slug: string) => COLOUR_PRESETS[slug]?.hex;
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
