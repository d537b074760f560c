// The site's web font: Inter's Latin variable font from @fontsource-variable/inter, cut to the weights the site's
// styles use (400-800 of the package's 100-900; 800 is the heaviest a style asks for, and `bolder` inside one is
// drawn at 800). Every glyph and every OpenType feature of the package's file stays, so any Latin text a post
// brings is drawn as before. 47.1 → 34.4 KB on every first visit (2026-12-07); app/fonts.ts loads the result.
// Usage: npm run font:subset, after the package is upgraded; scripts/tools/subset-font.test.ts fails until then.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';

const root = join(__dirname, '../..');

export const SOURCE_FONT = join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
export const SITE_FONT = join(root, 'app/_fonts/inter-latin-wght-400-800.woff2');
export const WEIGHTS = { min: 400, max: 800 } as const;

/** The code points a WOFF2 file maps to glyphs, and the range of its weight axis. */
export async function describeFont(woff2: Buffer): Promise<{ codePoints: number[]; weight: { min: number; max: number } }> {
  // An ES module with a WebAssembly start-up: loaded when first needed.
  const { Blob, Face } = await import('harfbuzzjs');
  const face = new Face(new Blob(await fontverter.convert(woff2, 'truetype')));
  const axis = face.getAxisInfos().wght;
  if (!axis) throw new Error('the font has no weight axis');
  return { codePoints: [...face.collectUnicodes()].sort((a, b) => a - b), weight: { min: axis.min, max: axis.max } };
}

/** The site's font from the package's: the same code points (and the glyphs their features reach), weights 400-800. */
export async function subsetSiteFont(source: Buffer = readFileSync(SOURCE_FONT)): Promise<Buffer> {
  const { codePoints } = await describeFont(source);
  return subsetFont(source, String.fromCodePoint(...codePoints), { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
}

if (require.main === module) {
  const source = readFileSync(SOURCE_FONT);
  void subsetSiteFont(source).then((font) => {
    writeFileSync(SITE_FONT, font);
    console.log(`${SITE_FONT}: ${(source.length / 1024).toFixed(1)} → ${(font.length / 1024).toFixed(1)} KB`);
  });
}
