import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import fonteditor from 'fonteditor-core';
import sharp, { type OverlayOptions } from 'sharp';
import { site } from '@/content/site';
import { buildCache, cacheKey } from '@/lib/build/build-cache';
import { env } from '@/lib/config/env';
import { escapeXml } from '@/lib/util/xml';
import { OG_CARD_SIZE } from '../../og/paths';

// Drawn at build time by sharp: libvips sets the text with Pango and HarfBuzz in native code, ~18 ms of CPU a card
// where next/og (satori's glyph outlines in JavaScript, then an SVG rasterised) took ~37 ms, and a cold
// 1,000-post build draws up to 1,000 cards. The parts every card shares (band, logo, name, host) are drawn once
// per process; a card adds its label and title. The typeface is the site's own Inter from @fontsource/inter.

const { width: W, height: H } = OG_CARD_SIZE;
const PAD_X = 80;
const PAD_Y = 64;
const BAND = 14;
const LOGO = 56;
const CONTENT_WIDTH = W - 2 * PAD_X;
const TITLE_WIDTH = 1000;
const LABEL_GAP = 18;
/** Least space above and below the label and title, so a long title never touches the name or the host. */
const MIN_GAP = 24;
const COLOURS = { ground: '#0d1b2a', band: '#0b5cad', text: '#f2f5f9', label: '#7fd3c9', host: '#b9c6d6' };

type Weight = 400 | 700;
const woffFile = (weight: Weight) =>
  join(process.cwd(), 'node_modules', '@fontsource', 'inter', 'files', `inter-latin-${weight}-normal.woff`);

/**
 * Pango finds fonts through fontconfig, which reads TrueType but not WOFF (FreeType here lacks its zlib
 * support), so each weight is unwrapped to a .ttf once, under the system's temporary folder, named by its bytes.
 */
async function trueTypeFile(woff: Buffer): Promise<string> {
  const ttf = Buffer.from(
    fonteditor.woff2ttf(woff.buffer.slice(woff.byteOffset, woff.byteOffset + woff.byteLength) as ArrayBuffer, {
      inflate: (data: number[]) => Array.from(inflateSync(Uint8Array.from(data))),
    }),
  );
  const dir = join(tmpdir(), 'og-card-fonts');
  const file = join(dir, `${createHash('sha256').update(ttf).digest('hex').slice(0, 16)}.ttf`);
  const existing = await readFile(file).catch(() => null);
  if (existing?.equals(ttf)) return file;
  try {
    await mkdir(dir, { recursive: true });
    // Written under a temporary name first: parallel build workers never hand Pango half a font.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, ttf);
    await rename(temporary, file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `[og] Social cards need a writable temporary folder for their font, and ${dir} is not (${reason}). Set TMPDIR to one (the Kubernetes manifests mount an emptyDir at /tmp).`,
      { cause: error },
    );
  }
  return file;
}

// What the picture depends on besides the card's text: this file (the drawing) and sharp's version (its libvips,
// Pango and HarfBuzz). Read from the source tree, which only builds have; without it nothing is cached.
const drawingSources = () =>
  Promise.all([
    readFile(join(process.cwd(), 'lib', 'build', 'og', 'render-card.ts')),
    readFile(join(process.cwd(), 'node_modules', 'sharp', 'package.json')),
  ]).catch(() => null);

type Assets = { fonts: Record<Weight, string>; fontBytes: Buffer[]; logo: Buffer; drawing: Buffer[] | null };
let assets: Promise<Assets> | null = null;
function loadAssets(): Promise<Assets> {
  assets ??= (async () => {
    const [regular, bold, logo, drawing] = await Promise.all([
      readFile(woffFile(400)),
      readFile(woffFile(700)),
      readFile(join(process.cwd(), 'app', 'icon.svg')),
      drawingSources(),
    ]);
    const [regularFile, boldFile] = await Promise.all([trueTypeFile(regular), trueTypeFile(bold)]);
    return { fonts: { 400: regularFile, 700: boldFile }, fontBytes: [regular, bold], logo, drawing };
  })();
  return assets;
}

type Text = { data: Buffer; width: number; height: number };

/** One block of text as RGBA pixels, wrapped at `width`; with `height`, shrunk until it fits in both. */
async function setText(
  text: string,
  style: { size: number; weight: Weight; colour: string; lineHeight?: number; tracking?: number },
  box: { width: number; height?: number },
  fonts: Assets['fonts'],
): Promise<Text> {
  const attributes = [
    `foreground="${style.colour}"`,
    style.lineHeight ? `line_height="${style.lineHeight}"` : '',
    // Pango's letter spacing is in 1/1024 of a point; at 72 dpi a point is a pixel.
    style.tracking ? `letter_spacing="${Math.round(style.tracking * 1024)}"` : '',
  ].join(' ');
  const { data, info } = await sharp({
    text: {
      text: `<span ${attributes}>${escapeXml(text)}</span>`,
      font: `Inter ${style.weight === 700 ? 'Bold' : 'Regular'} ${style.size}`,
      fontfile: fonts[style.weight],
      width: box.width,
      // Sizes are in points at 72 dpi, so a point is a pixel; with a height, libvips picks the dpi that fits.
      ...(box.height ? { height: box.height } : { dpi: 72 }),
      rgba: true,
      // A word longer than the line (a URL in a title) breaks between characters instead of running off the card.
      wrap: 'word-char',
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const layer = (text: Text, left: number, top: number): OverlayOptions => ({
  input: text.data,
  raw: { width: text.width, height: text.height, channels: 4 },
  left: Math.round(left),
  top: Math.round(top),
});

/** The shared pixels, and the free band between the name and the host where the label and title go. */
type Background = { pixels: Buffer; top: number; bottom: number };
const backgrounds = new Map<string, Promise<Background>>();

/** The navy ground, the band along the bottom, the logo, the company name and the host: the same on every card. */
function background(host: string, loaded: Assets): Promise<Background> {
  let drawn = backgrounds.get(host);
  if (!drawn) {
    drawn = (async () => {
      const [logo, name, hostText] = await Promise.all([
        sharp(loaded.logo, { density: 72 * (LOGO / 32) })
          .resize(LOGO, LOGO)
          .png()
          .toBuffer(),
        setText(
          site.company.name,
          { size: 30, weight: 700, colour: COLOURS.text, tracking: 1 },
          { width: CONTENT_WIDTH - LOGO - 20 },
          loaded.fonts,
        ),
        setText(host, { size: 26, weight: 400, colour: COLOURS.host }, { width: CONTENT_WIDTH }, loaded.fonts),
      ]);
      const hostTop = H - BAND - PAD_Y - hostText.height;
      const pixels = await sharp({ create: { width: W, height: H, channels: 3, background: COLOURS.ground } })
        .composite([
          { input: { create: { width: W, height: BAND, channels: 3, background: COLOURS.band } }, left: 0, top: H - BAND },
          { input: logo, left: PAD_X, top: PAD_Y },
          layer(name, PAD_X + LOGO + 20, PAD_Y + (LOGO - name.height) / 2),
          layer(hostText, PAD_X, hostTop),
        ])
        .removeAlpha()
        .raw()
        .toBuffer();
      return { pixels, top: PAD_Y + LOGO, bottom: hostTop };
    })();
    backgrounds.set(host, drawn);
  }
  return drawn;
}

/**
 * The title as the card can set it: Inter has no emoji and the build machine no emoji font, so Pango would draw
 * each as a box of hex digits. Emoji are left out (a text-style ™ or © stays: Inter has those).
 */
export function drawableTitle(title: string): string {
  return title
    .replace(/[\p{Emoji_Presentation}\u{FE0F}\u{200D}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

async function drawCard(card: { label: string; title: string }, loaded: Assets, host: string): Promise<Buffer> {
  const { label } = card;
  const title = drawableTitle(card.title);
  const ground = await background(host, loaded);
  const size = title.length > 70 ? 52 : title.length > 40 ? 62 : 74;
  const titleStyle = { size, weight: 700, colour: COLOURS.text, lineHeight: 1.1 } as const;
  const labelText = await setText(label, { size: 32, weight: 700, colour: COLOURS.label }, { width: CONTENT_WIDTH }, loaded.fonts);
  const room = ground.bottom - ground.top - 2 * MIN_GAP - labelText.height - LABEL_GAP;
  let titleText = await setText(title, titleStyle, { width: TITLE_WIDTH }, loaded.fonts);
  // A title too long for the card at its size is set again, as large as still fits.
  if (titleText.height > room) titleText = await setText(title, titleStyle, { width: TITLE_WIDTH, height: room }, loaded.fonts);
  // Centred between the name and the host, as a column spaced between the three would place it.
  const block = labelText.height + LABEL_GAP + titleText.height;
  const top = ground.top + (ground.bottom - ground.top - block) / 2;
  return sharp(ground.pixels, { raw: { width: W, height: H, channels: 3 } })
    .composite([layer(labelText, PAD_X, top), layer(titleText, PAD_X, top + labelText.height + LABEL_GAP)])
    .removeAlpha()
    .png()
    .toBuffer();
}

const cache = buildCache('og-cards', 'png');
const PNG_HEADERS = { 'Content-Type': 'image/png', 'Cache-Control': 'public, immutable, no-transform, max-age=31536000' };

/**
 * The social card: the site's navy band, its logo and name, the page's label (e.g. the product) and title.
 * Cards drawn by an earlier build with the same inputs come from the build cache (lib/build/build-cache.ts).
 */
export async function renderOgCard(card: { label: string; title: string }): Promise<Response> {
  const loaded = await loadAssets();
  const host = new URL(env.siteUrl).host;
  const key =
    loaded.drawing && cacheKey([card.label, card.title, host, site.company.name, ...loaded.fontBytes, loaded.logo, ...loaded.drawing]);
  const cached = key ? await cache.get(key) : null;
  const png = cached ?? (await drawCard(card, loaded, host));
  if (key && !cached) await cache.put(key, png);
  return new Response(new Uint8Array(png), { headers: PNG_HEADERS });
}
