// A CycloneDX JSON SBOM of what the site ships: the production dependencies in package-lock.json, written by the
// CycloneDX project's npm tool from the lockfile alone. Run by `npm run sbom`; .ci/run keeps it in reports/ and the
// Dockerfile puts it into the image as /app/sbom.cdx.json. (`npm sbom --omit dev` left out react, react-dom and
// jsdom: docs/decisions.md.)
//   npx tsx scripts/tools/sbom.ts [--out reports/sbom.cdx.json]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = join(__dirname, '../..');

export type Component = { group?: string; name: string; version: string; type: string };
export type Bom = { specVersion: string; metadata: { component: Component }; components: Component[] };

/** The package name of a component (CycloneDX keeps an npm scope in `group`). */
export const packageName = (component: Component) => (component.group ? `${component.group}/${component.name}` : component.name);

/** Writes the SBOM to `out` and returns it. */
export function writeSbom(out: string, cwd: string = root): Bom {
  mkdirSync(dirname(out), { recursive: true });
  execFileSync(
    join(cwd, 'node_modules/.bin/cyclonedx-npm'),
    ['--omit', 'dev', '--package-lock-only', '--output-format', 'JSON', '--output-reproducible', '--output-file', out],
    { cwd, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Bom;
}

/** The SBOM, without keeping a file (for tests). */
export function sbom(cwd: string = root): Bom {
  const dir = mkdtempSync(join(tmpdir(), 'sbom-'));
  try {
    return writeSbom(join(dir, 'sbom.cdx.json'), cwd);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'reports/sbom.cdx.json' } } });
  const out = resolve(process.cwd(), values.out!);
  const bom = writeSbom(out);
  console.log(`sbom: ${bom.components.length} components (CycloneDX ${bom.specVersion}) in ${out}`);
}
