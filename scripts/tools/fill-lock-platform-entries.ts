// The npm registry mirror these machines use serves only the Linux builds of packages with per-platform
// binaries (@next/swc-*, @unrs/resolver-binding-*), so `npm install` leaves the other platforms out of
// package-lock.json and `npm ci` then refuses the lock as out of sync. This adds those entries back with what
// npm itself would write: version, `resolved` (the tarball URL) and `integrity` (its SHA-512) from the
// registry's metadata, and the os/cpu the package declares. Without `integrity`, `npm ci` on macOS or Windows
// would install the native compiler unchecked. npm never downloads an optional package whose os/cpu do not
// match the machine.
// Run after any `npm install` that changes the lock: npm run lock:fill
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DEFAULT_REGISTRY = 'https://registry.npmjs.org/';

/** One entry of package-lock.json's `packages`. */
export type LockEntry = {
  version?: string;
  resolved?: string;
  integrity?: string;
  dev?: boolean;
  optional?: boolean;
  link?: boolean;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
};
export type Lock = { packages: Record<string, LockEntry> };
/** The registry's document for one version (the fields read here). */
export type VersionDoc = { dist?: { integrity?: unknown; tarball?: unknown }; [field: string]: unknown };

/** The registry's document for one version: https://registry.npmjs.org/@scope%2fname/1.2.3 */
export function versionUrl(registry: string, name: string, version: string) {
  const base = registry.endsWith('/') ? registry : `${registry}/`;
  return `${base}${name.replace('/', '%2f')}/${encodeURIComponent(version)}`;
}

export async function registryMetadata(registry: string, name: string, version: string): Promise<VersionDoc> {
  const url = versionUrl(registry, name, version);
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

const SRI = /^sha512-[A-Za-z0-9+/]{86}==$/;

/**
 * Adds the missing optional platform entries to `lock` (in place) and completes any optional entry that lacks
 * `integrity` (the entries npm installed itself have it; the project sets omit-lockfile-registry-resolved, so
 * they have no `resolved`, and npm ci takes them from the configured registry). `metadata(name, version)` answers the registry's version document. Throws when
 * the registry gives no SHA-512 integrity or an https tarball: a lock entry without them is the hole this closes.
 */
export async function fillLock(lock: Lock, metadata: (name: string, version: string) => Promise<VersionDoc | undefined>) {
  const packages = lock.packages;
  const wanted = new Map<string, { name: string; version: string; dev: boolean; added: boolean }>();
  for (const [path, meta] of Object.entries(packages)) {
    for (const [dep, spec] of Object.entries(meta.optionalDependencies ?? {})) {
      const nested = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
      if (packages[nested]) continue;
      const key = `node_modules/${dep}`;
      if (!packages[key]) wanted.set(key, { name: dep, version: spec.replace(/^[\^~=]/, ''), dev: Boolean(meta.dev), added: true });
    }
  }
  for (const [key, entry] of Object.entries(packages)) {
    if (!key || !entry.optional || entry.link || entry.integrity) continue;
    const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    wanted.set(key, { name, version: entry.version ?? '', dev: Boolean(entry.dev), added: false });
  }

  let added = 0;
  let completed = 0;
  for (const [key, { name, version, dev, added: isNew }] of wanted) {
    const doc = await metadata(name, version);
    const integrity = doc?.dist?.integrity;
    const resolved = doc?.dist?.tarball;
    if (typeof integrity !== 'string' || !SRI.test(integrity))
      throw new Error(`${name}@${version}: the registry gives no sha512 integrity`);
    if (typeof resolved !== 'string' || !resolved.startsWith('https://'))
      throw new Error(`${name}@${version}: the registry gives no https tarball`);
    const existing = { ...packages[key] };
    for (const field of ['version', 'resolved', 'integrity']) delete existing[field];
    const declared = Object.fromEntries(
      ['os', 'cpu', 'libc', 'engines', 'license'].filter((field) => doc?.[field]).map((field) => [field, doc?.[field]]),
    );
    packages[key] = { version, resolved, integrity, ...(dev ? { dev: true } : {}), optional: true, ...existing, ...declared };
    if (isNew) added += 1;
    else completed += 1;
  }
  return { added, completed };
}

async function main() {
  const lockPath = join(__dirname, '../../package-lock.json');
  const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as Lock;
  const registry = process.env.npm_config_registry || DEFAULT_REGISTRY;
  const { added, completed } = await fillLock(lock, (name, version) => registryMetadata(registry, name, version));
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${added} platform entries, completed ${completed} (integrity and resolved from ${registry})`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(`lock:fill: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
