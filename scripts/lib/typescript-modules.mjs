// Lets a build script (plain .mjs, run by plain `node`) import the site's typed modules, such as
// content/frontier-edge.ts, so generated files come from the same data the pages render. Node 20 cannot run
// TypeScript; these module hooks transpile each .ts file with the project's own TypeScript compiler (types are
// dropped, never checked: `npm run typecheck` does that) and resolve the extensionless and '@/' imports the site
// writes for its bundler. No .tsx: scripts have no business with components.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = new URL('../../', import.meta.url);
const HAS_EXTENSION = /\.(?:[cm]?js|json|ts)$/;

let registered = false;

/** Imports a TypeScript module (a URL or a path relative to the repository root) with the hooks below. */
export async function importTypeScript(target) {
  if (!registered) {
    register(import.meta.url);
    registered = true;
  }
  return import(new URL(target, ROOT).href);
}

/** Module hook: './site' and '@/content/site' from a .ts file mean './site.ts' (or './site/index.ts'). */
export async function resolve(specifier, context, nextResolve) {
  const fromTypeScript = context.parentURL?.endsWith('.ts');
  const local = specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('@/');
  if (fromTypeScript && local && !HAS_EXTENSION.test(specifier)) {
    const base = specifier.startsWith('@/') ? new URL(specifier.slice(2), ROOT) : new URL(specifier, context.parentURL);
    for (const candidate of [`${base.href}.ts`, `${base.href}/index.ts`]) {
      if (existsSync(new URL(candidate))) return { url: candidate, shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
}

/** Module hook: a .ts file loads as the ES module TypeScript's transpiler makes of it. */
export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const { default: ts } = await import('typescript');
  const { outputText } = ts.transpileModule(await readFile(new URL(url), 'utf8'), {
    fileName: fileURLToPath(url),
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
