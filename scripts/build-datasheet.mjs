// Regenerates public/images/frontier-edge-datasheet.pdf, a tagged PDF, from content/frontier-edge.ts (run by
// `npm run prebuild`; no browser involved). The layout code is in scripts/datasheet/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDatasheet } from './datasheet/build-datasheet.mjs';
import { loadDatasheetFonts } from './datasheet/fonts.mjs';
import { frontierEdgeDatasheetInput, loadFrontierEdgeContent } from './datasheet/frontier-edge-datasheet.mjs';

const { page, company } = await loadFrontierEdgeContent();
const bytes = await buildDatasheet(frontierEdgeDatasheetInput(page, company), loadDatasheetFonts());
const target = fileURLToPath(new URL(`../public${page.datasheet.href}`, import.meta.url));
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, bytes);
console.log(`wrote ${page.datasheet.href} (${(bytes.length / 1024).toFixed(1)} KB)`);
