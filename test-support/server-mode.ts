/**
 * What the server-mode tests share, in both layers (e2e/server/*.test.ts on node:test, the Playwright specs
 * that still need a browser): the server build's fake WordPress.com API and its control calls, the posts the
 * build pre-renders, the revalidation endpoint, the server's script policy and the metrics port's health answer.
 * Both layers change the fake's posts: they never run at the same time (test-support/server-layer-gate.ts).
 */
import assert from 'node:assert/strict';
import { inlineScripts, scriptHash } from '../lib/site/csp-inline';
import { policyDirective } from './csp';
import { get, headerValues, post, type Answer } from './http';
import { startNextServer, type NextServer } from './next-server';
import { ports, serverModeTest } from './ports';
import { startRedis, type RedisServer } from './redis';

/** The server build's own fake API (the exports' tests read another). */
export const serverApi = `http://127.0.0.1:${ports.serverWpcom}`;

/** The fake API's two newest posts, first in the list: the build pre-renders them. */
export const PRERENDERED = {
  first: { id: 4101, path: '/blog/4101/hardening-fkp-clusters-for-a-stig-audit' },
  second: { id: 4102, path: "/blog/4102/what's-new-in-vitro-ceph-amp-gitops-together" },
};

/** POST /__control/{path} on the fake (`reset`, `posts`, `pages`, `fail`, `delay`, `requests`); fails unless 2xx. */
export async function control(path: string, data?: unknown): Promise<Answer> {
  const answer = await post(`${serverApi}/__control/${path}`, { json: data ?? {} });
  assert.ok(answer.status >= 200 && answer.status < 300, `fake API ${path}: ${answer.status}`);
  return answer;
}

/** Changes a post's excerpt (shown on /blog) and content (shown on its article) on the fake API. */
export const editPost = (id: number, marker: string) =>
  control('posts', { ID: id, excerpt: `<p>${marker} (excerpt)</p>`, content: `<p>${marker} (content)</p>` });

/** The paths (with their queries) the fake has been asked for since its last reset. */
export const apiRequests = async () => (await control('requests')).json<{ requests: string[] }>().requests;

/** Long enough that only POST /api/revalidate refreshes a page during a test, with the endpoint's secret set. */
export const longWindow = {
  BLOG_REVALIDATE_SECONDS: String(serverModeTest.longRevalidateSeconds),
  REVALIDATE_SECRET: serverModeTest.secret,
};

export const withSecret = { authorization: `Bearer ${serverModeTest.secret}` };

/**
 * A fresh Redis on `redisPort` and standalone servers sharing their cache through it (long window, the secret set),
 * each with its metrics port if it has one; started at once.
 */
export async function startCluster<const T extends readonly { port: number; metricsPort?: number }[]>(
  redisPort: number,
  instances: T,
): Promise<{ redis: RedisServer; servers: { [K in keyof T]: NextServer } }> {
  const redis = await startRedis(redisPort);
  const env = { ...longWindow, REDIS_URL: redis.url };
  const servers = await Promise.all(
    instances.map(({ port, metricsPort }) =>
      startNextServer({ port, env: metricsPort ? { ...env, METRICS_PORT: String(metricsPort) } : env, standalone: true }),
    ),
  );
  return { redis, servers: servers as { [K in keyof T]: NextServer } };
}

/** POST /api/revalidate; its status and JSON answer. */
export async function revalidate(origin: string, headers: Record<string, string>, data?: unknown) {
  const answer = await post(`${origin}/api/revalidate`, { headers, json: data });
  return { status: answer.status, body: answer.json<Record<string, unknown>>() };
}

export type Health = {
  status: string;
  build: { id: string; loaded: boolean };
  cache: { mode: string; shared: boolean; problem: string | null; reason: string | null };
};

/** GET /health on a metrics port: the detail the public GET /api/health never gives (that says only "ok"). */
export async function metricsHealth(port: number): Promise<Health> {
  const answer = await get(`http://127.0.0.1:${port}/health`);
  assert.equal(answer.status, 200, `GET /health on ${port}`);
  return answer.json<Health>();
}

/**
 * Server mode's script policy (lib/server/csp-response.ts): an HTML answer carries one policy whose script-src is
 * 'self' and the hashes of that answer's own inline scripts, never 'unsafe-inline'. Returns the HTML.
 */
export function expectHashedPolicy(answer: Answer): string {
  // A second header, or a second policy after a comma, would intersect with the first.
  const policies = headerValues(answer, 'content-security-policy');
  assert.equal(policies.length, 1, `one policy: ${policies.join(' | ')}`);
  const policy = policies[0]!;
  const scriptSrc = policyDirective(policy, 'script-src');
  assert.ok(!scriptSrc.includes("'unsafe-inline'"), policy);
  assert.equal(scriptSrc[0], "'self'");
  const hashes = inlineScripts(answer.text).map(scriptHash);
  // Next's bootstrap and at least the payload's first push.
  assert.ok(hashes.length >= 3, `${hashes.length} inline scripts`);
  for (const hash of hashes) assert.ok(scriptSrc.includes(hash), `${hash} in script-src`);
  assert.ok(policy.includes("frame-ancestors 'none'"), policy);
  return answer.text;
}
