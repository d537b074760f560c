import { readFileSync } from 'node:fs';

/**
 * The datasheet's fonts: Inter (the site's typeface) from @fontsource/inter's static Latin WOFF files.
 * Embedded, not one of the 14 standard PDF fonts: PDF/UA requires every font to be embedded.
 */
export type DatasheetFonts = { regular: Buffer; bold: Buffer };

export function loadDatasheetFonts(): DatasheetFonts {
  const file = (weight: number) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  return { regular: file(400), bold: file(700) };
}
