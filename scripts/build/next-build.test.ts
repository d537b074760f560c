import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { OPT_OUT } from './site-url';
import { PIPELINE_VARIABLE } from './next-build';

type Config = (phase: string) => Promise<Record<string, unknown>>;

/** Calls next.config.mjs's function for `phase` with exactly `env` as the process environment. */
async function withEnv<T>(env: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  for (const key of [PIPELINE_VARIABLE, OPT_OUT, 'NEXT_PUBLIC_SITE_URL', 'CI']) delete process.env[key];
  Object.assign(process.env, env);
  try {
    return await run();
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

test('next.config.mjs refuses a `next build` the pipeline did not start, naming the commands to run', async () => {
  // @ts-expect-error next.config.mjs is JavaScript without types
  const { default: config }: { default: Config } = await import('../../next.config.mjs');
  const site = { NEXT_PUBLIC_SITE_URL: 'https://www.example.com' };
  await withEnv(site, () => assert.rejects(config(PHASE_PRODUCTION_BUILD), /npm run build\b[\s\S]*npm run build:server/));
  await withEnv({ ...site, [PIPELINE_VARIABLE]: '1' }, async () => assert.equal(typeof (await config(PHASE_PRODUCTION_BUILD)), 'object'));
  // Dev and `next start` are never refused.
  await withEnv(site, async () => assert.equal(typeof (await config(PHASE_DEVELOPMENT_SERVER)), 'object'));
  await withEnv(site, async () => assert.equal(typeof (await config(PHASE_PRODUCTION_SERVER)), 'object'));
});

test("next.config.mjs applies the site URL check to the pipeline's `next build` only", async () => {
  // @ts-expect-error next.config.mjs is JavaScript without types
  const { default: config }: { default: Config } = await import('../../next.config.mjs');
  await withEnv({ CI: '1', [PIPELINE_VARIABLE]: '1' }, () => assert.rejects(config(PHASE_PRODUCTION_BUILD), /NEXT_PUBLIC_SITE_URL/));
  await withEnv({ CI: '1' }, async () => assert.equal(typeof (await config(PHASE_PRODUCTION_SERVER)), 'object'));
  await withEnv({ CI: '1', [PIPELINE_VARIABLE]: '1', NEXT_PUBLIC_SITE_URL: 'https://www.example.com' }, async () =>
    assert.equal(typeof (await config(PHASE_PRODUCTION_BUILD)), 'object'),
  );
});
