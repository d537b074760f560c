/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { handleWebhook, memoryStore, postEvent, relayConfig, secretMatches, type RelayConfig } from './relay';

const SECRET = 'k7Qm2vX9pL4rT8wZ1nB6cF3hJ5yD0sGa';
const config: RelayConfig = relayConfig({
  RELAY_SECRET: SECRET,
  REBUILD_REPOSITORY: 'granite-peak/website',
  REBUILD_TOKEN: 'github_pat_test',
});

/** A delivery as WordPress.com sends it: a form of the selected fields plus `hook`. */
function delivery(fields: Record<string, string>, path = `/hook/${SECRET}`, method = 'POST') {
  return new Request(`https://relay.example${path}`, {
    method,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: method === 'POST' ? new URLSearchParams(fields).toString() : undefined,
  });
}

const published = { hook: 'publish_post', ID: '3025', post_type: 'post', post_status: 'publish', post_modified_gmt: '2026-11-26 08:00:00' };

function recorder(status = 204) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(null, { status });
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('the secret in the URL', () => {
  it('matches only the exact secret, whatever the length of the guess', async () => {
    expect(await secretMatches(SECRET, SECRET)).toBe(true);
    for (const guess of ['', SECRET.slice(0, -1), `${SECRET}x`, SECRET.replace(/^k/, 'K'), 'x'.repeat(500)]) {
      expect(await secretMatches(guess, SECRET)).toBe(false);
    }
  });

  it('answers a wrong secret or path with 404 and never calls GitHub', async () => {
    const { calls, fetch } = recorder();
    for (const path of [`/hook/${SECRET.slice(0, -1)}x`, '/hook/', `/hook/${SECRET}/extra`, `/${SECRET}`]) {
      expect((await handleWebhook(delivery(published, path), config, { fetch })).status).toBe(404);
    }
    expect(calls).toHaveLength(0);
  });

  it('refuses a configuration whose secret is short or missing values', () => {
    expect(() => relayConfig({ RELAY_SECRET: 'short', REBUILD_REPOSITORY: 'a/b', REBUILD_TOKEN: 't' })).toThrow(/RELAY_SECRET/);
    expect(() => relayConfig({ RELAY_SECRET: SECRET })).toThrow(/REBUILD_REPOSITORY.*REBUILD_TOKEN/);
  });
});

describe('the event filter', () => {
  it('keeps a post published, edited while published, or trashed', () => {
    expect(postEvent(published)).toMatchObject({ action: 'publish', id: '3025' });
    expect(postEvent({ hook: 'publish_post', ID: '7' })).toMatchObject({ action: 'publish' });
    expect(postEvent({ hook: 'trashed_post', ID: '7' })).toMatchObject({ action: 'trash' });
    expect(postEvent({ hook: 'transition_post_status', ID: '7', post_type: 'post', post_status: 'trash' })).toMatchObject({
      action: 'trash',
    });
  });

  it('keeps a WordPress page published or edited: pages are routes of the site', () => {
    expect(postEvent({ ...published, hook: 'publish_page', post_type: 'page' })).toMatchObject({ action: 'publish', id: '3025' });
    expect(postEvent({ hook: 'publish_page', ID: '8' })).toMatchObject({ action: 'publish' });
    expect(postEvent({ ...published, hook: 'post_updated', post_type: 'page' })).toMatchObject({ action: 'publish' });
  });

  it('drops comments, drafts and other post types', () => {
    expect(postEvent({ hook: 'comment_post', comment_ID: '1', comment_post_ID: '3025' })).toBeNull();
    expect(postEvent({ ...published, post_type: 'attachment' })).toBeNull();
    expect(postEvent({ ...published, hook: 'publish_page', post_type: 'page', post_status: 'draft' })).toBeNull();
    expect(postEvent({ ...published, hook: 'save_post', post_status: 'draft' })).toBeNull();
    expect(postEvent({ ...published, ID: '1 OR 1=1' })).toBeNull();
    expect(postEvent({})).toBeNull();
  });

  it('answers an ignored event with 202 (so WordPress.com does not retry it) and no dispatch', async () => {
    const { calls, fetch } = recorder();
    const response = await handleWebhook(delivery({ hook: 'comment_post', comment_ID: '9' }), config, { fetch });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ignored: 'comment_post' });
    expect(calls).toHaveLength(0);
  });

  it('dispatches an accepted event to the repository with the token, and reads JSON bodies too', async () => {
    const { calls, fetch } = recorder();
    const json = new Request(`https://relay.example/hook/${SECRET}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...published, ID: 3025 }),
    });
    expect((await handleWebhook(json, config, { fetch })).status).toBe(202);
    expect(calls).toHaveLength(1);
    // workflow_dispatch: a token with Actions: read and write may start it; repository_dispatch needs Contents: write.
    expect(calls[0]!.url).toBe('https://api.github.com/repos/granite-peak/website/actions/workflows/rebuild-site.yml/dispatches');
    expect(calls[0]!.init.method).toBe('POST');
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer github_pat_test');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      ref: 'main',
      inputs: { trigger: 'webhook', action: 'publish', post: '3025', modified: '2026-11-26 08:00:00' },
    });
  });

  it('sends only the inputs the workflow declares, as strings', async () => {
    const workflow = parse(readFileSync(join(__dirname, '../../.github/workflows/rebuild-site.yml'), 'utf8')) as {
      on: { workflow_dispatch: { inputs: Record<string, { type: string; options?: string[] }> } };
    };
    const declared = workflow.on.workflow_dispatch.inputs;
    const { calls, fetch } = recorder();
    await handleWebhook(delivery({ hook: 'trashed_post', ID: '7' }), config, { fetch });
    const { inputs } = JSON.parse(String(calls[0]!.init.body)) as { inputs: Record<string, unknown> };
    for (const [name, value] of Object.entries(inputs)) {
      expect(declared).toHaveProperty(name);
      expect(typeof value).toBe('string');
      if (declared[name]!.options) expect(declared[name]!.options).toContain(value);
    }
  });

  it('runs the workflow file and ref the configuration names', async () => {
    const custom = relayConfig({
      RELAY_SECRET: SECRET,
      REBUILD_REPOSITORY: 'granite-peak/website',
      REBUILD_TOKEN: 't',
      REBUILD_WORKFLOW: 'site.yaml',
      REBUILD_REF: 'release/site',
      GITHUB_API_BASE: 'https://ghe.example/api/v3/',
    });
    const { calls, fetch } = recorder();
    await handleWebhook(delivery(published), custom, { fetch });
    expect(calls[0]!.url).toBe('https://ghe.example/api/v3/repos/granite-peak/website/actions/workflows/site.yaml/dispatches');
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ ref: 'release/site' });
    const base = { RELAY_SECRET: SECRET, REBUILD_REPOSITORY: 'a/b', REBUILD_TOKEN: 't' };
    expect(() => relayConfig({ ...base, REBUILD_WORKFLOW: '../../x.yml' })).toThrow(/REBUILD_WORKFLOW/);
    expect(() => relayConfig({ ...base, REBUILD_REF: 'main branch' })).toThrow(/REBUILD_REF/);
    expect(() => relayConfig({ ...base, REBUILD_REF: 'a/../b' })).toThrow(/REBUILD_REF/);
  });

  it('counts 200 (GitHub returning the run) as dispatched too', async () => {
    const { fetch } = recorder(200);
    expect((await handleWebhook(delivery(published), config, { fetch })).status).toBe(202);
  });

  it('answers 502 when GitHub refuses, so the delivery can be retried', async () => {
    const { fetch } = recorder(401);
    expect((await handleWebhook(delivery(published), config, { fetch })).status).toBe(502);
  });

  it('refuses GET and unreadable bodies', async () => {
    const { fetch } = recorder();
    expect((await handleWebhook(delivery(published, `/hook/${SECRET}`, 'GET'), config, { fetch })).status).toBe(405);
    const broken = new Request(`https://relay.example/hook/${SECRET}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect((await handleWebhook(broken, config, { fetch })).status).toBe(400);
  });
});

describe('a replayed request', () => {
  it('dispatches once per post version within the replay window, and again for a newer version', async () => {
    let now = 0;
    const seen = memoryStore(() => now);
    const { calls, fetch } = recorder();
    expect(await (await handleWebhook(delivery(published), config, { fetch, seen })).json()).toHaveProperty('dispatched');
    expect(await (await handleWebhook(delivery(published), config, { fetch, seen })).json()).toHaveProperty('duplicate');
    expect(calls).toHaveLength(1);
    await handleWebhook(delivery({ ...published, post_modified_gmt: '2026-11-26 08:05:00' }), config, { fetch, seen });
    expect(calls).toHaveLength(2);
    now += 11 * 60 * 1000;
    await handleWebhook(delivery(published), config, { fetch, seen });
    expect(calls).toHaveLength(3);
  });

  it('is dispatched again when GitHub refused the first delivery', async () => {
    const seen = memoryStore();
    const refused = recorder(503);
    await handleWebhook(delivery(published), config, { fetch: refused.fetch, seen });
    const accepted = recorder();
    expect((await handleWebhook(delivery(published), config, { fetch: accepted.fetch, seen })).status).toBe(202);
    expect(accepted.calls).toHaveLength(1);
  });
});
