// renovate.json against Renovate's own JSON schema (renovate-schema.json, from the renovate package on the npm
// registry, cached in node_modules/.cache), plus what the schema lets through: an option name it does not know.
// Renovate's full validator (`npm run renovate:check`) installs ~400 MB, too much for every CI run.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import Ajv from 'ajv';

const root = join(__dirname, '../..');
/** The Renovate release whose schema checks the config (the version `npm run renovate:check` runs too). */
const RENOVATE = '44.121.2';

type Schema = { properties: Record<string, unknown>; definitions: Record<string, { items?: { allOf?: { properties?: object }[] } }> };

function renovateSchema(): Schema {
  const cached = join(root, 'node_modules/.cache', `renovate-schema-${RENOVATE}.json`);
  if (!existsSync(cached)) {
    const dir = mkdtempSync(join(tmpdir(), 'renovate-schema-'));
    try {
      const tarball = execFileSync('npm', ['pack', `renovate@${RENOVATE}`, '--silent', '--pack-destination', dir], {
        encoding: 'utf8',
      }).trim();
      execFileSync('tar', ['-xzf', join(dir, tarball.split('\n').at(-1)!), '-C', dir, 'package/renovate-schema.json']);
      mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
      writeFileSync(cached, readFileSync(join(dir, 'package/renovate-schema.json')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return JSON.parse(readFileSync(cached, 'utf8')) as Schema;
}

const schema = renovateSchema();
const config = JSON.parse(readFileSync(join(root, 'renovate.json'), 'utf8')) as Record<string, unknown>;
const validate = new Ajv({ strict: false, allErrors: true, validateSchema: false }).compile(schema);

/** Option names the schema does not know, at the top, in lockFileMaintenance, packageRules and customManagers. */
function unknownOptions(candidate: Record<string, unknown>): string[] {
  const top = new Set(Object.keys(schema.properties));
  // A rule or a manager takes its own match options plus any top-level option.
  const itemKeys = (name: string) => new Set([...top, ...Object.keys(schema.definitions[name]?.items?.allOf?.[0]?.properties ?? {})]);
  const rules = itemKeys('packageRules');
  const managers = itemKeys('customManagers');
  const unknown = Object.keys(candidate).filter((key) => key !== '$schema' && !top.has(key));
  const lock = (candidate.lockFileMaintenance ?? {}) as Record<string, unknown>;
  unknown.push(
    ...Object.keys(lock)
      .filter((key) => !top.has(key))
      .map((key) => `lockFileMaintenance.${key}`),
  );
  for (const rule of (candidate.packageRules ?? []) as Record<string, unknown>[]) {
    unknown.push(
      ...Object.keys(rule)
        .filter((key) => !rules.has(key))
        .map((key) => `packageRules[].${key}`),
    );
  }
  for (const manager of (candidate.customManagers ?? []) as Record<string, unknown>[]) {
    unknown.push(
      ...Object.keys(manager)
        .filter((key) => !managers.has(key))
        .map((key) => `customManagers[].${key}`),
    );
  }
  return unknown;
}

test("renovate.json passes Renovate's schema and uses only options it knows", () => {
  assert.equal(validate(config), true, JSON.stringify(validate.errors, null, 2));
  assert.deepEqual(unknownOptions(config), []);
});

test('the check fails on a misspelt option or a wrong type', () => {
  assert.deepEqual(unknownOptions({ ...config, lockFileMaintenence: { enabled: true } }), ['lockFileMaintenence']);
  const rules = config.packageRules as object[];
  assert.deepEqual(unknownOptions({ ...config, packageRules: [...rules, { matchPackageName: ['next'] }] }), [
    'packageRules[].matchPackageName',
  ]);
  assert.equal(validate({ ...config, schedule: 'weekly', prConcurrentLimit: 'six' }), false);
});

test('updates come grouped, on a schedule, with the lockfile, and majors need approval', () => {
  assert.ok(Array.isArray(config.schedule) && config.schedule.length > 0);
  assert.deepEqual(config.lockFileMaintenance, { enabled: true, schedule: config.schedule });
  const rules = config.packageRules as { groupName?: string | null; matchUpdateTypes?: string[]; dependencyDashboardApproval?: boolean }[];
  const groups = rules.map((rule) => rule.groupName).filter(Boolean);
  for (const group of ['Next.js and React', 'test tooling', 'lint', 'types', 'Node runtime']) assert.ok(groups.includes(group), group);
  assert.ok(rules.some((rule) => rule.matchUpdateTypes?.includes('major') && rule.dependencyDashboardApproval === true));
});

test('every place that names the Node version is kept current, on the LTS line of .nvmrc', () => {
  const major = Number(readFileSync(join(root, '.nvmrc'), 'utf8').trim());
  // .ci/run's default version, found by the custom manager's own pattern.
  const [manager] = config.customManagers as { managerFilePatterns: string[]; matchStrings: string[] }[];
  const file = manager!.managerFilePatterns[0]!.slice(1, -1);
  assert.ok(new RegExp(file).test('.ci/run'));
  const found = new RegExp(manager!.matchStrings[0]!).exec(readFileSync(join(root, '.ci/run'), 'utf8'));
  assert.equal(Number(found?.groups?.currentValue?.split('.')[0]), major);
  // The Dockerfile's base image (Renovate's dockerfile manager reads ARG defaults used in FROM).
  assert.match(readFileSync(join(root, 'Dockerfile'), 'utf8'), new RegExp(`^ARG NODE_IMAGE=node:${major}-\\S+-slim$`, 'm'));
  // @types/node describes the runtime, so its updates stop below the next major.
  const types = (config.packageRules as { matchPackageNames?: string[]; allowedVersions?: string }[]).find(
    (rule) => rule.matchPackageNames?.includes('@types/node') && rule.allowedVersions,
  );
  assert.equal(types?.allowedVersions, `<${major + 1}`);
});

/** Renovate's duration strings as this config writes them ("3 days", "72 hours"), in hours. */
function hours(duration: string): number {
  const match = /^(\d+) (hour|day|week)s?$/.exec(duration.trim());
  assert.ok(match, `unreadable duration ${duration}`);
  return Number(match[1]) * { hour: 1, day: 24, week: 168 }[match[2] as 'hour' | 'day' | 'week'];
}

test('a version is proposed only once it is 3 days old, and no rule shortens the wait', () => {
  assert.ok(hours(String(config.minimumReleaseAge)) >= 72, `minimumReleaseAge is ${String(config.minimumReleaseAge)}`);
  // "strict" (Renovate's default) keeps a branch from being created before the age is reached.
  assert.ok(config.internalChecksFilter === undefined || config.internalChecksFilter === 'strict');
  for (const rule of config.packageRules as { minimumReleaseAge?: string | null }[]) {
    if ('minimumReleaseAge' in rule) assert.ok(rule.minimumReleaseAge && hours(rule.minimumReleaseAge) >= 72, JSON.stringify(rule));
  }
});

test('GitHub Actions are pinned to commit SHAs, in the workflows and in the deploy docs', () => {
  assert.ok((config.extends as string[]).includes('helpers:pinGitHubActionDigests'));
  // The docs' snippets are no workflow files: a regex manager of their own reads `uses: owner/repo@<sha> # vX.Y.Z`.
  const docs = (config.customManagers as { managerFilePatterns: string[]; matchStrings: string[] }[]).find((manager) =>
    manager.managerFilePatterns.some((pattern) => pattern.includes('deploy')),
  );
  assert.ok(docs, 'no custom manager for the deploy docs');
  const files = docs.managerFilePatterns.map((pattern) => new RegExp(pattern.slice(1, -1)));
  assert.ok(files.some((file) => file.test('deploy/static-hosting.md')));
  const pattern = new RegExp(docs.matchStrings[0]!);
  for (const doc of ['deploy/static-hosting.md']) {
    const uses = readFileSync(join(root, doc), 'utf8')
      .split('\n')
      .filter((line) => /^\s*-?\s*uses:/.test(line));
    assert.ok(uses.length > 0, `${doc} has no uses: line any more; update this test`);
    for (const line of uses) assert.match(line, pattern, `${doc}: Renovate would not keep this current: ${line.trim()}`);
  }
});
