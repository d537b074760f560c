import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { importTypeScript } from './typescript-modules.mjs';

const dir = mkdtempSync(join(tmpdir(), 'ts-modules-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test("imports the site's typed content: extensionless relative imports, type-only imports dropped", async () => {
  const { frontierEdgePage } = await importTypeScript('content/frontier-edge.ts');
  const { site } = await importTypeScript('content/site.ts');
  assert.equal(frontierEdgePage.meta.path, '/frontier-edge');
  assert.ok(frontierEdgePage.datasheet.contact.length > 0);
  assert.equal(typeof site.company.name, 'string');
});

test("resolves '@/' from the repository root, './dir' to its index.ts, and strips annotations and satisfies", async () => {
  mkdirSync(join(dir, 'dir'));
  writeFileSync(
    join(dir, 'a.ts'),
    "import { site } from '@/content/site';\nimport type { Label } from './b';\nimport { n } from './b';\nimport { m } from './dir';\n" +
      'export const out: Label = `${site.company.name}|${n}|${m}`;\n',
  );
  writeFileSync(join(dir, 'b.ts'), 'export type Label = string;\nexport const n: number = 1;\n');
  writeFileSync(join(dir, 'dir', 'index.ts'), "export const m = 'm' satisfies string;\n");
  const { out } = await importTypeScript(pathToFileURL(join(dir, 'a.ts')).href);
  const { site } = await importTypeScript('content/site.ts');
  assert.equal(out, `${site.company.name}|1|m`);
});
