import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { cardKey, folderCache } from './card-cache';
import { OG_CARD_SIZE } from './paths';

// Drawn at build time by next/og (satori + resvg in WebAssembly: no browser). Fonts are read from the installed
// @fontsource/inter package (static WOFF; satori cannot read WOFF2), so the card is set in the site's typeface.
const fontFile = (weight: number) =>
  readFile(join(process.cwd(), 'node_modules', '@fontsource', 'inter', 'files', `inter-latin-${weight}-normal.woff`));

// What the picture depends on besides the card's text: this file (the drawing) and next/og's version. Read
// from the source tree, which only builds have; without it nothing is cached.
const drawingSources = () =>
  Promise.all([
    readFile(join(process.cwd(), 'lib', 'og', 'render-card.tsx')),
    readFile(join(process.cwd(), 'node_modules', 'next', 'package.json')),
  ]).catch(() => null);

type Assets = { regular: Buffer; bold: Buffer; logo: string; drawing: Buffer[] | null };
let assets: Promise<Assets> | null = null;
function loadAssets() {
  assets ??= Promise.all([fontFile(400), fontFile(700), readFile(join(process.cwd(), 'app', 'icon.svg')), drawingSources()]).then(
    ([regular, bold, icon, drawing]) => ({ regular, bold, logo: `data:image/svg+xml;base64,${icon.toString('base64')}`, drawing }),
  );
  return assets;
}

const cache = folderCache(join(process.cwd(), env.serverMode ? '.next-server' : '.next', 'cache', 'og-cards'));
const PNG_HEADERS = { 'Content-Type': 'image/png', 'Cache-Control': 'public, immutable, no-transform, max-age=31536000' };

/**
 * The social card: the site's navy band, its logo and name, the page's label (e.g. the product) and title.
 * Cards drawn by an earlier build with the same inputs come from the build cache (lib/og/card-cache.ts).
 */
export async function renderOgCard(card: { label: string; title: string }): Promise<Response> {
  const loaded = await loadAssets();
  const host = new URL(env.siteUrl).host;
  const key = loaded.drawing && cardKey([card.label, card.title, host, loaded.regular, loaded.bold, loaded.logo, ...loaded.drawing]);
  const cached = key ? await cache.get(key) : null;
  if (cached) return new Response(new Uint8Array(cached), { headers: PNG_HEADERS });
  const drawn = await drawCard(card, loaded, host);
  if (!key) return drawn;
  const png = Buffer.from(await drawn.arrayBuffer());
  await cache.put(key, png);
  return new Response(new Uint8Array(png), { headers: PNG_HEADERS });
}

// resvg's own PNG (32-bit RGBA, 42-52 KB) as it is. A 256-colour palette made it ~12 KB but cost 22-30 ms of CPU a
// card on top of the 16-20 ms of drawing, and a cold 1,000-post build draws up to 1,000 cards: crawlers, the only
// readers, do not notice 30 KB, and the build takes ~12 s less on 2 cores.
function drawCard({ label, title }: { label: string; title: string }, { regular, bold, logo }: Assets, host: string): Response {
  const titleSize = title.length > 70 ? 52 : title.length > 40 ? 62 : 74;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px',
        background: '#0d1b2a',
        borderBottom: '14px solid #0b5cad',
        color: '#f2f5f9',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <img src={logo} width={56} height={56} alt="" />
        <div style={{ fontSize: 30, fontWeight: 700, letterSpacing: 1 }}>{site.company.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>
        <div style={{ fontSize: 32, fontWeight: 700, color: '#7fd3c9' }}>{label}</div>
        <div style={{ fontSize: titleSize, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }}>{title}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 26, color: '#b9c6d6' }}>{host}</div>
    </div>,
    {
      ...OG_CARD_SIZE,
      fonts: [
        { name: 'Inter', data: regular, weight: 400, style: 'normal' },
        { name: 'Inter', data: bold, weight: 700, style: 'normal' },
      ],
    },
  );
}
