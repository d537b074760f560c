// Regenerates public/images/frontier-edge-datasheet.pdf, a tagged PDF, from content/frontier-edge.ts (run by
// `npm run prebuild`; no browser involved).
// Runs under ts-node as CommonJS: see the prebuild script in package.json for the compiler options it needs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { frontierEdgePage } from '../content/frontier-edge';
import { site } from '../content/site';
import { buildDatasheet } from '../lib/datasheet/build-datasheet';
import { loadDatasheetFonts } from '../lib/datasheet/fonts';
import { frontierEdgeDatasheetInput } from '../lib/datasheet/frontier-edge-datasheet';

async function main() {
  const bytes = await buildDatasheet(frontierEdgeDatasheetInput(frontierEdgePage, site.company.name), loadDatasheetFonts());
  const target = join(__dirname, '..', 'public', frontierEdgePage.datasheet.href);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, bytes);
  console.log(`wrote ${frontierEdgePage.datasheet.href} (${(bytes.length / 1024).toFixed(1)} KB)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
