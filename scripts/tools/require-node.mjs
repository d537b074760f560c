// Runs before install, dev, build and test: on an older Node the project would otherwise fail half-way through a
// build with a stack trace. Plain JavaScript so it runs on any Node. The supported range is package.json's engines.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
// engines.node reads "^24.15.0 || >=26.0.0": the LTS line with its lowest minor, then the next LTS line and later.
const [, major, minor, later] = /^\^(\d+)\.(\d+)\.\d+ \|\| >=(\d+)/.exec(engines.node).map(Number);
const [runMajor, runMinor] = process.versions.node.split('.').map(Number);
const supported = (runMajor === major && runMinor >= minor) || runMajor >= later;

if (!supported) {
  console.error(
    `This project needs Node.js ${major} LTS (${major}.${minor} or later, or ${later}+; .nvmrc says ${major}); this is Node.js ${process.version}.`,
  );
  process.exit(1);
}
