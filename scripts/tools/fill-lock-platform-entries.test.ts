import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fillLock, versionUrl, type Lock } from './fill-lock-platform-entries';

const SHA512 = /^sha512-[A-Za-z0-9+/]{86}==$/;
const integrityOf = (seed: number) => `sha512-${Buffer.alloc(64, seed).toString('base64')}`;

test('every package in the committed lock carries a sha512 integrity, so npm ci checks what it installs', () => {
  const lock = JSON.parse(readFileSync(join(__dirname, '../../package-lock.json'), 'utf8')) as Lock;
  const unchecked = Object.entries(lock.packages)
    .filter(([path, entry]) => path && !entry.link && !SHA512.test(entry.integrity ?? ''))
    .map(([path]) => path);
  assert.deepEqual(unchecked, []);
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (typeof entry.resolved === 'string') assert.match(entry.resolved, /^https:\/\/registry\.npmjs\.org\/.+\.tgz$/, path);
  }
});

test("fillLock adds a missing platform entry with the registry's integrity, tarball, os and cpu", async () => {
  const lock: Lock = {
    packages: {
      '': { name: 'site' },
      'node_modules/next': { version: '16.4.6', integrity: integrityOf(1), optionalDependencies: { '@next/swc-darwin-arm64': '16.4.6' } },
      // Left by an older version of the script: no integrity.
      'node_modules/@unrs/resolver-binding-win32-x64-msvc': { version: '1.13.0', optional: true, dev: true, os: ['win32'] },
    },
  };
  const asked: string[] = [];
  const metadata = async (name: string, version: string) => {
    asked.push(`${name}@${version}`);
    return {
      dist: { integrity: integrityOf(asked.length + 1), tarball: `https://registry.npmjs.org/${name}/-/x-${version}.tgz` },
      os: [name.includes('darwin') ? 'darwin' : 'win32'],
      cpu: [name.includes('arm64') ? 'arm64' : 'x64'],
    };
  };
  assert.deepEqual(await fillLock(lock, metadata), { added: 1, completed: 1 });
  assert.deepEqual(asked.sort(), ['@next/swc-darwin-arm64@16.4.6', '@unrs/resolver-binding-win32-x64-msvc@1.13.0']);
  assert.deepEqual(lock.packages['node_modules/@next/swc-darwin-arm64'], {
    version: '16.4.6',
    resolved: 'https://registry.npmjs.org/@next/swc-darwin-arm64/-/x-16.4.6.tgz',
    integrity: lock.packages['node_modules/@next/swc-darwin-arm64']?.integrity,
    optional: true,
    os: ['darwin'],
    cpu: ['arm64'],
  });
  assert.match(lock.packages['node_modules/@next/swc-darwin-arm64']?.integrity ?? '', SHA512);
  const completed = lock.packages['node_modules/@unrs/resolver-binding-win32-x64-msvc'];
  assert.match(completed?.integrity ?? '', SHA512);
  assert.equal(completed?.dev, true);
  assert.deepEqual(completed?.cpu, ['x64']);
  // Entries npm wrote itself are left alone.
  assert.equal(lock.packages['node_modules/next']?.integrity, integrityOf(1));
});

test('fillLock refuses metadata without a sha512 integrity or an https tarball', async () => {
  const lock = () => ({ packages: { 'node_modules/a': { version: '1.0.0', optionalDependencies: { 'b-darwin-x64': '1.0.0' } } } });
  await assert.rejects(
    fillLock(lock(), async () => ({ dist: { shasum: 'abc', tarball: 'https://r/b.tgz' } })),
    /no sha512 integrity/,
  );
  await assert.rejects(
    fillLock(lock(), async () => ({ dist: { integrity: integrityOf(2), tarball: 'http://r/b.tgz' } })),
    /no https tarball/,
  );
});

test('versionUrl escapes the scope separator as the registry expects', () => {
  assert.equal(
    versionUrl('https://registry.npmjs.org', '@next/swc-darwin-arm64', '16.4.6'),
    'https://registry.npmjs.org/@next%2fswc-darwin-arm64/16.4.6',
  );
});
