import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export type DatasheetFonts = { regular: Buffer; bold: Buffer };

/**
 * The datasheet's fonts: Inter (the site's typeface) from @fontsource/inter's static Latin WOFF files.
 * Embedded, not one of the 14 standard PDF fonts: PDF/UA requires every font to be embedded.
 */
export function loadDatasheetFonts(): DatasheetFonts {
  const file = (weight: number) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  return { regular: file(400), bold: file(700) };
}
