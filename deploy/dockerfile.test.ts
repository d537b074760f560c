/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readDockerfile, runtimeCopies } from './dockerfile';

/** The image's recipe, parsed (what it copies is checked against a real server build in e2e/artifacts/layout.test.ts). */
const root = join(__dirname, '..');
const stages = readDockerfile(root);
const runtime = stages.at(-1)!;
const keyword = (name: string) => runtime.instructions.filter((i) => i.keyword === name);
/** The pipeline's server build, made once in a fresh layer: without Turbopack's build cache, which nothing would read. */
const SERVER_BUILD = 'SKIP_BUILD_CACHE=1 npm run build:server';

describe('Dockerfile', () => {
  it('builds in stages and runs on a slim Node image of the version the project runs on', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const engines = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node as string;
    const major = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
    expect(major).toMatch(/^\d+$/);
    expect(Number(major) % 2).toBe(0); // an LTS line
    expect(runtime.image).toMatch(new RegExp(`^node:${major}[.-]\\S*slim$`));
    expect(engines.startsWith(`^${major}.`)).toBe(true);
    // Dependencies from the lockfile with npm ci, and the pipeline's server build.
    const runs = stages.flatMap((stage) => stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args.join(' ')));
    expect(runs).toEqual(expect.arrayContaining([expect.stringMatching(/^npm ci\b/), SERVER_BUILD]));
  });

  it('runs the standalone server as a non-root user, in server mode, on the port it exposes', () => {
    const [user] = keyword('USER').map((i) => i.args[0]);
    expect(user).toBeDefined();
    expect(user?.split(':')[0]).not.toMatch(/^(root|0)$/);
    // USER comes before the command: nothing in the runtime stage runs as root.
    expect(runtime.instructions.findIndex((i) => i.keyword === 'USER')).toBeLessThan(
      runtime.instructions.findIndex((i) => i.keyword === 'CMD'),
    );
    expect(keyword('CMD')[0]?.args.join(' ')).toBe('["node", "server.js"]');
    const env = keyword('ENV').flatMap((i) => i.args);
    expect(env).toEqual(expect.arrayContaining(['NEXT_OUTPUT=server', 'HOSTNAME=0.0.0.0', 'PORT=3000']));
    expect(keyword('EXPOSE')[0]?.args).toEqual(['3000']);
  });

  it('takes every public build setting of .env.example as a build argument (they are written into the build)', () => {
    const documented = new Set(readFileSync(join(root, '.env.example'), 'utf8').match(/\bNEXT_PUBLIC_[A-Z_]+/g));
    const args = stages.flatMap((stage) => stage.instructions.filter((i) => i.keyword === 'ARG').map((i) => i.args[0]?.split('=')[0]));
    expect([...documented].filter((name) => !args.includes(name))).toEqual([]);
  });

  it('carries the SBOM of what it runs, written in the build stage beside server.js (/app/sbom.cdx.json)', () => {
    const build = stages.find((stage) => stage.instructions.some((i) => i.keyword === 'RUN' && i.args.join(' ') === SERVER_BUILD));
    const runs = build!.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args.join(' '));
    const sbom = runs.indexOf('npm run sbom -- --out .next-server/standalone/sbom.cdx.json');
    expect(sbom).toBeGreaterThan(runs.indexOf(SERVER_BUILD));
    // What the runtime stage copies to its WORKDIR, so the file lands at /app/sbom.cdx.json.
    expect(runtimeCopies(stages)).toEqual([{ source: '.next-server/standalone/', target: './' }]);
    expect(keyword('WORKDIR')[0]?.args).toEqual(['/app']);
  });

  it('copies only the standalone output into the runtime image, nothing else', () => {
    expect(runtimeCopies(stages)).toEqual([{ source: '.next-server/standalone/', target: './' }]);
    expect(keyword('RUN')).toEqual([]);
  });
});

describe('.dockerignore', () => {
  const ignored = readFileSync(join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('keeps secrets, outputs and the host node_modules out of the build context', () => {
    expect(ignored).toEqual(expect.arrayContaining(['.env', '.env.*', '.git', 'node_modules', '.next', '.next-server', 'out']));
  });

  it('keeps everything the build reads', () => {
    const needed = [
      'package.json',
      'package-lock.json',
      'next.config.mjs',
      'app',
      'lib',
      'components',
      'content',
      'public',
      'scripts',
      'tsconfig.json',
    ];
    for (const path of needed)
      expect(ignored.filter((pattern) => !pattern.startsWith('!') && (pattern === path || pattern === `${path}/`))).toEqual([]);
  });
});
