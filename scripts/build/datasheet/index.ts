// The Frontier Edge datasheet, a tagged PDF written from content/frontier-edge.ts (no browser involved), into the
// folder the target serves its files from: out/ for the export, public/ (gitignored) for `next start`. The
// layout is ./pdf.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadDatasheetFonts } from './fonts';
import { frontierEdgeDatasheetInput, loadFrontierEdgeContent } from './frontier-edge';
import { buildDatasheet } from './pdf';

/** Writes the datasheet under `siteDir` at the address the page links to; returns that path. */
export async function writeDatasheet(siteDir: string): Promise<{ path: string; bytes: number }> {
  const { page, company } = loadFrontierEdgeContent();
  const bytes = await buildDatasheet(frontierEdgeDatasheetInput(page, company), loadDatasheetFonts());
  const path = join(siteDir, page.datasheet.href);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  return { path, bytes: bytes.length };
}
