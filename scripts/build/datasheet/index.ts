// The Frontier Edge datasheet, a tagged PDF written from content/frontier-edge.ts (no browser involved), into the
// folder the target serves its files from: out/ for the export, public/ (gitignored) for `next start`. The
// layout is ./pdf.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadDatasheetFonts } from './fonts';
import { frontierEdgeDatasheetInput, loadFrontierEdgeContent } from './frontier-edge';
import { buildDatasheet } from './pdf';

/** The datasheet's bytes and the address the page links to. Needs no build output, so it can run beside one. */
export async function drawDatasheet(): Promise<{ href: string; bytes: Uint8Array }> {
  const { page, company } = loadFrontierEdgeContent();
  return { href: page.datasheet.href, bytes: await buildDatasheet(frontierEdgeDatasheetInput(page, company), loadDatasheetFonts()) };
}

/** Writes the datasheet (`drawn`, or drawn now) under `siteDir` at the address the page links to. */
export async function writeDatasheet(siteDir: string, drawn = drawDatasheet()): Promise<{ path: string; bytes: number }> {
  const { href, bytes } = await drawn;
  const path = join(siteDir, href);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  return { path, bytes: bytes.length };
}
