// The npm registry mirror these machines use serves only the Linux builds of packages with per-platform
// binaries (@next/swc-*, @unrs/resolver-binding-*), so `npm install` leaves the other platforms out of
// package-lock.json and `npm ci` then refuses the lock as out of sync. This adds those entries back (version,
// os, cpu, optional); npm never downloads an optional package whose os/cpu do not match the machine.
// Run after any `npm install` that changes the lock: npm run lock:fill
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony', 'sunos', 'openbsd', 'netbsd', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 's390x', 'riscv64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const lower = name.toLowerCase();
  return {
    os: OS.find((os) => lower.includes(os)),
    cpu: CPU.find((cpu) => new RegExp(`[-_]${cpu}([-_]|$)`).test(lower)),
  };
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const { os, cpu } = platformOf(dep);
    packages[`node_modules/${dep}`] = {
      version: spec.replace(/^[\^~=]/, ''),
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
    };
    added += 1;
  }
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform entries`);
