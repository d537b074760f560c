/**
 * WordPress.com webhook relay: WordPress.com's webhooks (Settings → Webhooks) POST the fields an admin picked plus
 * a `hook` field naming the action, with no signature or auth header. This relay is the only thing that holds the
 * GitHub token: it accepts a request only when its URL carries the shared secret, keeps only a post being
 * published, updated or trashed (posts and pages), and then asks GitHub to run the rebuild workflow (a `workflow_dispatch`, which a
 * token limited to "Actions: read and write" may start: whoever reads the relay's secrets cannot push code).
 * Plain Request → Response, so it runs on Cloudflare Workers, Deno Deploy, Vercel or Netlify edge functions.
 */

/** Where the relay sends its dispatch, and the secret its URL must carry. */
export type RelayConfig = {
  /** The secret path segment: POST https://relay.example/hook/<secret>. */
  secret: string;
  /** owner/name of the repository whose rebuild workflow runs. */
  repository: string;
  /** A fine-grained token for that repository only, with Actions: read and write and nothing else (no Contents). */
  token: string;
  /** The workflow file to run (its name under .github/workflows/). */
  workflow: string;
  /** The branch or tag whose copy of the workflow runs, and which it checks out. */
  ref: string;
  /** GitHub's API origin (GitHub Enterprise Server has its own). */
  apiBase: string;
};

/** Remembers the events already dispatched, so a retried or replayed delivery does not queue another build. */
export type SeenStore = {
  has(key: string): Promise<boolean>;
  add(key: string, ttlSeconds: number): Promise<void>;
};

/** The environment variables, documented in deploy/static-hosting.md ("From a WordPress.com webhook to a rebuild"). */
export const RELAY_ENV = {
  secret: 'RELAY_SECRET',
  repository: 'REBUILD_REPOSITORY',
  token: 'REBUILD_TOKEN',
  workflow: 'REBUILD_WORKFLOW',
  ref: 'REBUILD_REF',
  apiBase: 'GITHUB_API_BASE',
} as const;

const MIN_SECRET_LENGTH = 32;
/** WordPress.com may send post_content among the fields; a body past this is no webhook of ours. */
const MAX_BODY_BYTES = 512 * 1024;
/** How long one post version's delivery counts as already dispatched. */
export const REPLAY_WINDOW_SECONDS = 10 * 60;

/** Reads and checks the configuration once; throws naming every variable that is missing or too weak. */
export function relayConfig(env: Record<string, string | undefined>): RelayConfig {
  const problems: string[] = [];
  const secret = env[RELAY_ENV.secret] ?? '';
  if (secret.length < MIN_SECRET_LENGTH || !/^[A-Za-z0-9_-]+$/.test(secret)) {
    problems.push(`${RELAY_ENV.secret} must be at least ${MIN_SECRET_LENGTH} URL-safe characters (letters, digits, - and _)`);
  }
  const repository = env[RELAY_ENV.repository] ?? '';
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository)) problems.push(`${RELAY_ENV.repository} must be owner/name`);
  const token = env[RELAY_ENV.token] ?? '';
  if (!token) problems.push(`${RELAY_ENV.token} is not set`);
  const workflow = env[RELAY_ENV.workflow] || 'rebuild-site.yml';
  if (!/^[\w.-]+\.ya?ml$/.test(workflow)) problems.push(`${RELAY_ENV.workflow} must be a file name under .github/workflows/`);
  const ref = env[RELAY_ENV.ref] || 'main';
  if (!/^[\w./-]+$/.test(ref) || ref.includes('..')) problems.push(`${RELAY_ENV.ref} must be a branch or tag name`);
  if (problems.length > 0) throw new Error(`webhook relay configuration: ${problems.join('; ')}`);
  return {
    secret,
    repository,
    token,
    workflow,
    ref,
    apiBase: (env[RELAY_ENV.apiBase] || 'https://api.github.com').replace(/\/$/, ''),
  };
}

const encoder = new TextEncoder();

/**
 * Compares two strings in time that does not depend on where they differ or on their lengths: both are hashed
 * first (equal-length digests), then every byte is compared.
 */
export async function secretMatches(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all(
    [given, expected].map(async (text) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))),
  );
  let difference = 0;
  for (let i = 0; i < a!.length; i += 1) difference |= a![i]! ^ b![i]!;
  return difference === 0;
}

/** A post event the site shows: its id and the version (modified time) when WordPress sent them. */
export type PostEvent = { action: 'publish' | 'trash'; hook: string; id: string; modified: string };

/**
 * Hooks that mean a post's or page's published text changed (publish_post and publish_page also fire for an edit of
 * a published one).
 */
const PUBLISH_HOOKS = new Set(['publish_post', 'publish_page', 'post_updated', 'save_post', 'transition_post_status']);
/** The post types the site shows: posts, and WordPress pages at their own paths. */
const SHOWN_TYPES = new Set(['post', 'page']);
/** Hooks that mean a post left the site. */
const TRASH_HOOKS = new Set(['trashed_post', 'wp_trash_post']);

/**
 * Keeps only a post or page being published, updated while published, or trashed; everything else (comments,
 * drafts, other post types) is `null`. Fields missing from the webhook's selection are not held against it,
 * except the hook itself.
 */
export function postEvent(fields: Record<string, string>): PostEvent | null {
  const hook = fields.hook ?? '';
  const type = fields.post_type;
  if (type !== undefined && !SHOWN_TYPES.has(type)) return null;
  const status = fields.post_status;
  let action: PostEvent['action'] | null = null;
  if (TRASH_HOOKS.has(hook) || (PUBLISH_HOOKS.has(hook) && status === 'trash')) action = 'trash';
  else if (PUBLISH_HOOKS.has(hook) && (status === undefined ? hook.startsWith('publish_') : status === 'publish')) action = 'publish';
  if (!action) return null;
  const id = fields.ID ?? fields.post_id ?? '';
  if (id !== '' && !/^\d+$/.test(id)) return null;
  return { action, hook, id, modified: fields.post_modified_gmt ?? fields.post_modified ?? '' };
}

/** The POST body as flat fields: WordPress.com sends a form; webhook plugins often send JSON. */
async function readFields(request: Request): Promise<Record<string, string> | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return null;
  const body = await request.text();
  if (encoder.encode(body).length > MAX_BODY_BYTES) return null;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
      return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, typeof value === 'string' ? value : String(value)]));
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(body));
}

/** A store for one isolate's lifetime: enough to drop a burst of retries that land on the same instance. */
export function memoryStore(now: () => number = Date.now): SeenStore {
  const seen = new Map<string, number>();
  return {
    async has(key) {
      const until = seen.get(key);
      return until !== undefined && until > now();
    },
    async add(key, ttlSeconds) {
      for (const [old, until] of seen) if (until <= now()) seen.delete(old);
      seen.set(key, now() + ttlSeconds * 1000);
    },
  };
}

const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });

type Dependencies = { fetch?: typeof fetch; seen?: SeenStore };

/** Handles one webhook delivery. */
export async function handleWebhook(request: Request, config: RelayConfig, deps: Dependencies = {}): Promise<Response> {
  const url = new URL(request.url);
  const match = /^\/hook\/([^/]+)$/.exec(url.pathname);
  // A wrong secret and a wrong path look alike: nothing tells a prober which part was wrong.
  if (!match || !(await secretMatches(decodeURIComponent(match[1]!), config.secret))) return json(404, { error: 'not found' });
  if (request.method !== 'POST') return json(405, { error: 'POST only' });
  const fields = await readFields(request);
  if (!fields) return json(400, { error: 'unreadable body' });
  const event = postEvent(fields);
  // 2xx, so WordPress.com does not retry an event the site ignores on purpose.
  if (!event) return json(202, { ignored: fields.hook ?? 'no hook' });
  const key = `${event.action}:${event.id}:${event.modified}`;
  const seen = deps.seen;
  if (event.modified && seen && (await seen.has(key))) return json(202, { duplicate: key });
  const dispatches = `${config.apiBase}/repos/${config.repository}/actions/workflows/${encodeURIComponent(config.workflow)}/dispatches`;
  const response = await (deps.fetch ?? fetch)(dispatches, {
    method: 'POST',
    headers: {
      Accept: 'application/vnd.github+json',
      Authorization: `Bearer ${config.token}`,
      'Content-Type': 'application/json',
      'User-Agent': 'wordpress-webhook-relay',
      'X-GitHub-Api-Version': '2022-11-28',
    },
    // The workflow's workflow_dispatch inputs (.github/workflows/rebuild-site.yml): strings, as the API wants them.
    body: JSON.stringify({
      ref: config.ref,
      inputs: { trigger: 'webhook', action: event.action, post: event.id, modified: event.modified },
    }),
  });
  // 204, or 200 when GitHub returns the run's details; anything else is a 5xx, so the delivery can be retried later.
  if (response.status !== 204 && response.status !== 200) return json(502, { error: `GitHub answered ${response.status}` });
  if (event.modified && seen) await seen.add(key, REPLAY_WINDOW_SECONDS);
  return json(202, { dispatched: key });
}
