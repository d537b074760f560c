import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * The committed rebuild workflow (.github/workflows/rebuild-site.yml) runs when the README says it does and
 * builds with the README's own command and the blog's variables: a README edit or a workflow edit that drifts
 * apart fails here, not in a silent scheduled run.
 */
const root = join(__dirname, '..');
const workflow = parse(readFileSync(join(root, '.github/workflows/rebuild-site.yml'), 'utf8')) as {
  on: Record<string, unknown> & {
    schedule?: { cron: string }[];
    workflow_dispatch?: { inputs?: Record<string, { type: string; default?: string; options?: string[] }> };
  };
  jobs: Record<
    string,
    {
      env?: Record<string, string>;
      steps: { run?: string; uses?: string; with?: Record<string, unknown> }[];
      needs?: string | string[];
      if?: string;
      concurrency?: { group: string; 'cancel-in-progress': boolean };
    }
  >;
};
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** The build command the README's Deploying section gives: "`npm ci && npm run build` writes the site to `out/`". */
function readmeBuildCommand(): string {
  const match = /^`([^`]+)` writes the site to `out\/`/m.exec(readme);
  if (!match?.[1]) throw new Error("README.md's Deploying section no longer names the build command");
  return match[1];
}

/** Runs per day of a five-field cron whose hour field is a list of hours (every day of every month). */
function runsPerDay(cron: string): number {
  const [minute, hour, day, month, weekday] = cron.trim().split(/\s+/);
  expect([day, month, weekday]).toEqual(['*', '*', '*']);
  expect(minute).toMatch(/^\d+$/);
  return hour?.split(',').length ?? 0;
}

describe('the rebuild workflow', () => {
  const build = workflow.jobs.build;

  it('runs twice a day, and on a workflow_dispatch from the webhook relay or by hand', () => {
    const crons = workflow.on.schedule?.map((entry) => entry.cron) ?? [];
    expect(crons.reduce((total, cron) => total + runsPerDay(cron), 0)).toBe(2);
    // workflow_dispatch only: repository_dispatch needs a token with Contents: write, which can push code.
    expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    const inputs = workflow.on.workflow_dispatch?.inputs ?? {};
    expect(inputs.trigger).toMatchObject({ type: 'choice', default: 'manual' });
    expect(inputs.trigger?.options).toEqual(['manual', 'webhook']);
    // What the relay sends besides the trigger (deploy/webhook-relay/relay.test.ts checks its side): optional strings.
    for (const name of ['action', 'post', 'modified']) expect(inputs[name]).toMatchObject({ type: 'string', default: '' });
  });

  it('never lets a dispatch input into a shell: no run: step reads inputs or the event payload', () => {
    const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));
    for (const run of runs) expect(run).not.toMatch(/\$\{\{[^}]*\b(inputs|github\.event)\b/);
  });

  it('asks for no more than read access to the repository', () => {
    expect((workflow as unknown as { permissions: unknown }).permissions).toEqual({ contents: 'read' });
  });

  it("runs the README's build command", () => {
    expect(readmeBuildCommand()).toBe('npm ci && npm run build');
    expect(build?.steps.map((step) => step.run?.trim())).toContain(readmeBuildCommand());
  });

  it('builds with the blog variables the README documents', () => {
    const env = build?.env ?? {};
    for (const name of ['NEXT_PUBLIC_SITE_URL', 'NEXT_PUBLIC_BLOG_SITE', 'NEXT_PUBLIC_BLOG_API_BASE']) {
      expect(readme).toContain(`\`${name}\``);
      expect(env[name]).toMatch(/\$\{\{\s*vars\.\w+/);
    }
  });

  it('uploads out/ as an artifact that the deploy job picks up', () => {
    const upload = build?.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with).toMatchObject({ path: 'out/', 'if-no-files-found': 'error' });
    const deploy = workflow.jobs.deploy;
    expect(deploy?.needs).toBe('build');
    const download = deploy?.steps.find((step) => step.uses?.startsWith('actions/download-artifact@'));
    expect(download?.with).toMatchObject({ name: upload?.with?.name, path: 'out/' });
  });

  it('coalesces a burst of dispatches: a cancellable wait first, then builds and uploads that never cancel half-way', () => {
    const debounce = workflow.jobs.debounce;
    expect(debounce?.if).toContain("github.event_name == 'workflow_dispatch' && inputs.trigger == 'webhook'");
    expect(debounce?.concurrency).toMatchObject({ 'cancel-in-progress': true });
    expect(debounce?.steps.map((step) => step.run)).toContainEqual(expect.stringMatching(/^sleep \d+$/));
    expect(build?.needs).toBe('debounce');
    // Skipped (a schedule or a manual run) lets the build go; cancelled (a newer edit came) stops it.
    expect(build?.if).toMatch(/!cancelled\(\)/);
    expect(build?.if).toContain("needs.debounce.result == 'skipped'");
    for (const job of [build, workflow.jobs.deploy]) {
      expect(job?.concurrency).toMatchObject({ 'cancel-in-progress': false });
      expect(job?.concurrency?.group).not.toBe(debounce?.concurrency?.group);
    }
  });

  it("caches Next's build cache but never the fetch cache, which would ship the last build's posts", () => {
    const cache = build?.steps.find((step) => step.uses?.startsWith('actions/cache@'));
    const paths = String(cache?.with?.path).trim().split('\n');
    expect(paths).toEqual(['.next/cache', '!.next/cache/fetch-cache']);
    const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    // The build drops the fetch cache itself, first (scripts/build/fetch-cache.test.ts checks the order).
    expect(packageJson.scripts.build).toBe('tsx scripts/build/index.ts export');
    expect(readFileSync(join(root, 'scripts/build/index.ts'), 'utf8')).toContain(
      "{ name: 'fetch-cache reset', run: () => cleanFetchCaches(root) }",
    );
    const setupNode = build?.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setupNode?.with).toMatchObject({ cache: 'npm' });
  });
});

describe("static-hosting.md's S3 + CloudFront deploy job", () => {
  const doc = readFileSync(join(root, 'deploy/static-hosting.md'), 'utf8');
  const block = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)]
    .map((match) => match[1]!)
    .find((text) => text.includes('configure-aws-credentials'));
  const job = (parse(block ?? '') as { deploy: { permissions: Record<string, string>; steps: { run?: string; uses?: string }[] } }).deploy;
  const credentials = job.steps.findIndex((step) => step.uses?.startsWith('aws-actions/configure-aws-credentials@'));

  it('is valid YAML for a job that takes AWS credentials through OIDC', () => {
    expect(credentials).toBeGreaterThan(0);
    expect(job.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
  });

  it('installs the locked tooling before the credentials exist, and installs nothing after', () => {
    const install = job.steps.findIndex((step) => /^npm ci\b/.test(step.run?.trim() ?? ''));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(install).toBeLessThan(credentials);
    for (const step of job.steps.slice(credentials + 1)) {
      expect(step.uses).toBeUndefined();
      expect(step.run).not.toMatch(/\bnpm (ci|install|i)\b|\bnpx\b|apt-get/);
    }
  });

  it("computes the invalidation paths with the project's script, which runs the tested module", () => {
    const upload = job.steps.at(-1)?.run ?? '';
    expect(upload).toContain('npm --prefix src run --silent cloudfront:paths -- "$PWD/changes.txt" > paths.txt');
    const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(packageJson.scripts['cloudfront:paths']).toBe('tsx deploy/cloudfront/invalidation-paths.ts');
  });
});
