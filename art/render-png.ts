// Renders an image source from art/ into a PNG with headless chromium, at the size the source declares.
// Used for raster images the site ships (the default Open Graph card, generated screenshots). A source is an SVG
// or HTML file, or a page of a generator module: `<module.ts>#<name>` renders the HTML string its default
// export holds under that name (art/fedstryke/mocks.ts, several screenshots of one app).
// A social card is re-encoded as a 256-colour palette PNG (--palette): crawlers read PNG, and the flat navy card
// loses nothing visible at a seventh of the bytes. Screenshots stay lossless: they are the sources the build
// resizes into AVIF and WebP (app/img/).
// Usage: npx tsx art/render-png.ts art/og-default.svg public/og-default.png 1200 630 --palette
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const args = process.argv.slice(2);
const palette = args.includes('--palette');
const [input, output, width = '1200', height = '630'] = args.filter((arg) => arg !== '--palette');
if (!input || !output) {
  console.error('usage: npx tsx art/render-png.ts <input.svg|html|module.ts#page> <output.png> [width] [height] [--palette]');
  process.exit(1);
}
async function main(source: string, output: string) {
  const [file = '', pageName = ''] = source.split('#');
  let generated: string | undefined;
  if (file.endsWith('.ts')) {
    const pages = ((await import(resolve(file))) as { default: Record<string, string> }).default;
    generated = pages[pageName];
    if (typeof generated !== 'string') throw new Error(`${file} has no page '${pageName}' (it has: ${Object.keys(pages).join(', ')})`);
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
  if (generated !== undefined) {
    await page.setContent(generated);
  } else if (source.endsWith('.svg')) {
    const svg = readFileSync(resolve(source), 'utf8');
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
  } else {
    // Opened from its file, so a stylesheet it shares with its siblings loads.
    await page.goto(pathToFileURL(resolve(source)).href);
  }
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: Number(width), height: Number(height) } });
  await browser.close();
  writeFileSync(
    resolve(output),
    palette ? await sharp(png).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toBuffer() : png,
  );
  console.log(`wrote ${output}`);
}

main(input, output).catch((error) => {
  console.error(error);
  process.exit(1);
});
