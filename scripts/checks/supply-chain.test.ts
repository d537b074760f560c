// What the rebuild pipeline runs, and what the docs tell a deploying team to run, is fixed in advance: every
// GitHub Action by a full commit SHA (a tag can be moved to other code; the tag stays as a comment for people and
// for Renovate), and no npx that fetches whatever version is newest when the step runs. The rule holds for every
// step in every workflow and every document, not only those that hold credentials: a snippet gets copied.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import test from 'node:test';

const root = join(__dirname, '../..');

/** Folders that hold no source: dependencies, builds, reports. */
const SKIPPED = /^(node_modules|\.git|\.next.*|\.test-builds|out(-.*)?|reports|playwright-report|test-results|coverage)$/;

function walk(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED.test(entry.name) ? [] : walk(join(dir, entry.name), keep);
    return keep(entry.name) ? [join(dir, entry.name)] : [];
  });
}

/** The workflows and every Markdown document of the repository, as repository-relative paths with their text. */
function sources(): { file: string; text: string }[] {
  const workflows = join(root, '.github', 'workflows');
  const files = [
    ...(existsSync(workflows) ? walk(workflows, (name) => /\.ya?ml$/.test(name)) : []),
    ...walk(root, (name) => name.endsWith('.md')),
  ];
  return files.map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));
}

/** Every `uses:` of a step (YAML, or a snippet in a document) not pinned to a commit SHA with its tag beside it. */
export function unpinnedUses(text: string): string[] {
  const problems: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*(?:-\s+)?uses:\s*['"]?([^'"\s#]+)['"]?\s*(#.*)?$/.exec(line);
    if (!match) {
      // An action named by tag in prose is advice to pin by tag.
      for (const named of line.matchAll(/\b[\w-]+\/[\w.-]+@v\d[\w.]*/g)) problems.push(named[0]);
      continue;
    }
    const [, target = '', comment = ''] = match;
    if (target.startsWith('./')) continue; // an action of this repository, pinned by the checkout itself
    if (target.startsWith('docker://')) {
      if (!/@sha256:[0-9a-f]{64}$/.test(target)) problems.push(line.trim());
      continue;
    }
    const pinned = /^[\w.-]+\/[\w.-]+(?:\/[\w./-]+)?@[0-9a-f]{40}$/.test(target);
    const tagged = /^#\s*v\d+(?:\.\d+)*\s*$/.test(comment.trim());
    if (!pinned || !tagged) problems.push(line.trim());
  }
  return problems;
}

type Dependencies = { names: Set<string>; bins: Set<string> };

/** The packages package-lock.json installs (`npm ci`), by name and by the commands they provide. */
function lockedTools(): Dependencies {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const names = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
  const bins = new Set<string>();
  for (const name of names) {
    const path = join(root, 'node_modules', name, 'package.json');
    if (!existsSync(path)) continue;
    const { bin } = JSON.parse(readFileSync(path, 'utf8')) as { bin?: string | Record<string, string> };
    if (typeof bin === 'string') bins.add(name.replace(/^@[^/]+\//, ''));
    else for (const command of Object.keys(bin ?? {})) bins.add(command);
  }
  return { names, bins };
}

const EXACT = /^(@[\w.-]+\/)?[\w.-]+@\d+\.\d+\.\d+(?:-[\w.]+)?$/;

/**
 * Every npx (or `npm exec`) that would install something unlocked: `--yes`/`-y`, a `--package` without an exact
 * version, or a command that is neither a locked dependency's nor given as `name@x.y.z`.
 */
export function unlockedNpx(text: string, locked: Dependencies): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(/\b(?:npx|npm exec)\b((?:[ \t]*\\?\n?[ \t]*[^\s`'"|;&)]+){0,6})/g)) {
    const words = (match[1] ?? '').split(/\s+/).filter((word) => word && word !== '\\');
    const call = `${match[0].split(/\s+/)[0]} ${words.join(' ')}`.trim();
    let command: string | undefined;
    let explicitPackage = false;
    for (let i = 0; i < words.length; i += 1) {
      const word = words[i]!;
      if (word === '--yes' || word === '-y' || word.startsWith('--yes=')) {
        problems.push(call);
        break;
      }
      if (word === '--') {
        if (!explicitPackage) command = words[i + 1];
        break;
      }
      if (word.startsWith('--package=') || word === '--package' || word === '-p') {
        const spec = word.startsWith('--package=') ? word.slice('--package='.length) : words[(i += 1)];
        explicitPackage = true;
        if (!spec || !EXACT.test(spec)) {
          problems.push(call);
          break;
        }
        continue;
      }
      if (word.startsWith('-')) continue;
      if (!explicitPackage) command = word;
      break;
    }
    if (command === undefined || problems.at(-1) === call) continue;
    if (EXACT.test(command) || locked.names.has(command) || locked.bins.has(command)) continue;
    problems.push(call);
  }
  return problems;
}

test('every uses: in the workflows and the docs is pinned to a commit SHA, with its tag in a comment', () => {
  const found = sources().flatMap(({ file, text }) => unpinnedUses(text).map((problem) => `${file}: ${problem}`));
  assert.deepEqual(found, []);
  // The check reads what it should: the workflow and the deploy docs' snippet have uses: lines.
  const uses = sources()
    .filter(({ text }) => /^\s*-?\s*uses:/m.test(text))
    .map(({ file }) => file);
  for (const file of ['.github/workflows/rebuild-site.yml', 'deploy/static-hosting.md']) assert.ok(uses.includes(file), file);
});

test('no workflow or document runs npx --yes or a package that the lockfile does not pin', () => {
  const locked = lockedTools();
  assert.ok(locked.bins.has('tsx'), 'node_modules is not installed: run npm ci first');
  const found = sources().flatMap(({ file, text }) => unlockedNpx(text, locked).map((problem) => `${file}: ${problem}`));
  assert.deepEqual(found, []);
});

test('the checks catch a tag, a branch, a short SHA, npx --yes and an unversioned package', () => {
  const sha = '11d5960a326750d5838078e36cf38b85af677262';
  assert.deepEqual(unpinnedUses(`      - uses: actions/checkout@${sha} # v4.4.0\n      - uses: ./local-action\n`), []);
  for (const bad of [
    '- uses: actions/checkout@v4',
    '- uses: actions/checkout@main',
    `- uses: actions/checkout@${sha.slice(0, 7)} # v4.4.0`,
    `- uses: actions/checkout@${sha}`,
    '- uses: docker://alpine:3',
  ]) {
    assert.equal(unpinnedUses(bad).length, 1, bad);
  }
  assert.deepEqual(unpinnedUses('use aws-actions/configure-aws-credentials@v4 for OIDC'), ['aws-actions/configure-aws-credentials@v4']);

  const locked: Dependencies = { names: new Set(['tsx', '@playwright/test']), bins: new Set(['tsx', 'playwright']) };
  for (const good of [
    'npx tsx deploy/cloudfront/invalidation-paths.ts changes.txt',
    'npx playwright test',
    'npx wrangler@4.164.0 pages deploy out',
    'npx --package=netlify-cli@27.10.2 -- netlify deploy --dir=out',
    '`npx tsx\nscripts/tools/gen-headers.ts`',
  ]) {
    assert.deepEqual(unlockedNpx(good, locked), [], good);
  }
  for (const bad of [
    'npx --yes tsx src/deploy/cloudfront/invalidation-paths.ts changes.txt',
    'npx -y tsx x.ts',
    'npm exec --yes -- tsx x.ts',
    'npx wrangler pages deploy out',
    'npx wrangler@latest deploy',
    'npx --package=netlify-cli -- netlify deploy',
    'npx --yes --package=renovate@44.121.2 -- renovate-config-validator',
  ]) {
    assert.equal(unlockedNpx(bad, locked).length, 1, bad);
  }
});
