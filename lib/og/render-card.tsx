import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { OG_CARD_SIZE } from './paths';

// Drawn at build time by next/og (satori + resvg in WebAssembly: no browser). Fonts are read from the installed
// @fontsource/inter package (static WOFF; satori cannot read WOFF2), so the card is set in the site's typeface.
const fontFile = (weight: number) =>
  readFile(join(process.cwd(), 'node_modules', '@fontsource', 'inter', 'files', `inter-latin-${weight}-normal.woff`));

let assets: Promise<{ regular: Buffer; bold: Buffer; logo: string }> | null = null;
function loadAssets() {
  assets ??= Promise.all([fontFile(400), fontFile(700), readFile(join(process.cwd(), 'app', 'icon.svg'))]).then(
    ([regular, bold, icon]) => ({ regular, bold, logo: `data:image/svg+xml;base64,${icon.toString('base64')}` }),
  );
  return assets;
}

/** The social card: the site's navy band, its logo and name, the page's label (e.g. the product) and title. */
export async function renderOgCard({ label, title }: { label: string; title: string }): Promise<Response> {
  const { regular, bold, logo } = await loadAssets();
  const titleSize = title.length > 70 ? 52 : title.length > 40 ? 62 : 74;
  const drawn = new ImageResponse(
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
      <div style={{ display: 'flex', fontSize: 26, color: '#b9c6d6' }}>{new URL(env.siteUrl).host}</div>
    </div>,
    {
      ...OG_CARD_SIZE,
      fonts: [
        { name: 'Inter', data: regular, weight: 400, style: 'normal' },
        { name: 'Inter', data: bold, weight: 700, style: 'normal' },
      ],
    },
  );
  // resvg writes 32-bit RGBA (~55 KB); the flat card needs no more than a 256-colour palette (~17 KB), and
  // crawlers still get the PNG they read.
  const png = await sharp(Buffer.from(await drawn.arrayBuffer()))
    .png({ palette: true, quality: 90, effort: 7, compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
