// The SBOM `npm run sbom` writes, checked with the CycloneDX project's own JSON validator (the spec's schemas,
// strict: no property the spec does not define) and against what the site ships.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { Spec, Validation } from '@cyclonedx/cyclonedx-library';
import { packageName, sbom } from './sbom';

const root = join(__dirname, '../..');
const bom = sbom(root);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  dependencies: Record<string, string>;
};

function validator() {
  const version = Object.values(Spec.Version).find((v) => v === bom.specVersion);
  assert.ok(version, `CycloneDX ${bom.specVersion} is a version the library knows`);
  return new Validation.JsonStrictValidator(version);
}

test('is valid CycloneDX JSON of the spec version it declares', async () => {
  assert.equal(await validator().validate(JSON.stringify(bom)), null);
});

test('the validator is not a formality: a broken SBOM fails', async () => {
  const broken = { ...bom, components: [{ ...bom.components[0]!, type: 'gadget' }, ...bom.components.slice(1)] };
  assert.notEqual(await validator().validate(JSON.stringify(broken)), null);
});

test('names the site as the application, and lists every production dependency at its locked version, no dev tool', () => {
  assert.deepEqual(
    { name: bom.metadata.component.name, version: bom.metadata.component.version, type: bom.metadata.component.type },
    { name: pkg.name, version: pkg.version, type: 'application' },
  );
  const versions = new Map(bom.components.map((c) => [packageName(c), c.version]));
  for (const [name, version] of Object.entries(pkg.dependencies)) assert.equal(versions.get(name), version, name);
  // Nothing the lockfile marks as needed only in development (a dev tool that a production package also
  // depends on, such as parse5 for jsdom, is needed in production and belongs in the SBOM).
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
  const devOnly = Object.entries(lock.packages)
    .filter(([path, entry]) => entry.dev && path.startsWith('node_modules/') && !path.includes('/node_modules/', 1))
    .map(([path]) => path.slice('node_modules/'.length));
  assert.ok(devOnly.includes('jest') && devOnly.includes('eslint'));
  assert.deepEqual(
    devOnly.filter((name) => versions.has(name)),
    [],
  );
});
