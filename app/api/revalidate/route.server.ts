import { revalidatePath, revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { fetchArticle, fetchLatestPosts, type BlogApi } from '@/lib/blog/api';
import { cacheStatus, revalidationReach } from '@/lib/server/cache/status';
import { BLOG_LIST_TAG, BLOG_TAG, blogPostTag } from '@/lib/blog/cache-tags';
import { env } from '@/lib/config/env';
import { revalidateConfig } from '@/lib/server/revalidate/config';
import { REVALIDATE_ALL_WINDOW_MS, revalidateAllWindow, type Decision } from '@/lib/server/revalidate/coalesce';
import { missedArticles } from '@/lib/server/revalidate/missed-articles';
import { checkSecret, presentedSecret } from '@/lib/server/revalidate/secret';
import { recordRevalidation } from '@/lib/server/observability/metrics';

/**
 * POST /api/revalidate (server mode only: the .server.ts extension keeps it out of the static export).
 * An editor's webhook calls it when a post changes: `{ "id": 123 }` refreshes the list and that article, an empty
 * body every blog page. Other methods get Next's 405.
 *
 * `{ expire: 0 }` rather than 'max': the caller wants the change live now, so the next request for an affected
 * page waits for fresh data instead of getting the stale page once more. That wait is only safe while the API
 * answers: an expired page whose render fails is a 500, not the last good page. So the endpoint asks the API
 * first and expires nothing when it fails (503; the webhook may retry, the window refreshes pages later).
 * Its answer says what the expiry reached (`cache`): every instance through the shared cache, or this one only.
 *
 * Revalidate-all calls are coalesced (lib/server/revalidate/coalesce.ts): within REVALIDATE_ALL_WINDOW_MS of one, a call
 * answers 202 at once and one run at the window's end (after the response, through `after`) expires every blog
 * page for all the calls received until then. With Redis the window is the cluster's: a call through another
 * instance is folded too, and one instance runs the window's end.
 */
const NOW = { expire: 0 };

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** Whether the API answers for what is about to be expired: that post (a 404 counts: it was deleted), or the list. */
async function apiAnswers(id: number | null): Promise<boolean> {
  const { site, apiBase } = env.blog;
  if (!site) return true; // the embedded sample posts: nothing upstream to fail
  const api: BlogApi = {
    base: apiBase,
    site,
    // Straight from the API, never Next's data cache: the cached answer says nothing about the API now.
    fetchOptions: { timeoutMs: 10_000, retries: 1, fetchImpl: (url, init) => fetch(url, { ...init, cache: 'no-store' }) },
  };
  try {
    if (id === null) await fetchLatestPosts(api);
    else await fetchArticle(api, id);
    return true;
  } catch (error) {
    console.error(`[revalidate] the blog API failed, nothing expired: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

const UPSTREAM_DOWN = {
  error: 'The blog API is not answering: nothing was expired and the current pages stay. Try again later.',
};

async function readId(request: Request): Promise<{ id: number | null } | { error: string }> {
  const text = (await request.text()).trim();
  if (!text) return { id: null };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: 'The body must be JSON: {"id": 123} for one post, or {} for every blog page.' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { error: 'The body must be a JSON object.' };
  const id = (body as { id?: unknown }).id;
  if (id === undefined || id === null) return { id: null };
  const number = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
    return { error: '"id" must be a WordPress.com post id (a positive whole number).' };
  }
  return { id: number };
}

/** Expires every blog page (the API has just answered). */
function expireAll() {
  missedArticles().forget();
  revalidateTag(BLOG_TAG, NOW);
  revalidatePath('/blog', 'layout');
}

const allAnswer = () => ({
  revalidated: true,
  scope: 'all',
  tags: [BLOG_TAG],
  paths: ['/blog (layout)'],
  cache: revalidationReach(cacheStatus()),
});

/** The trailing run of a burst: at the window's end, expires for every call folded into it (unless another instance does). */
async function trailingRun(decision: Extract<Decision, { run: 'later' }>) {
  if (!(await revalidateAllWindow().trailing(decision))) return;
  if (!(await apiAnswers(null))) return;
  expireAll();
  console.log('[revalidate] every blog page (the calls of the last window, coalesced)');
}

export async function POST(request: Request) {
  // A missing or short REVALIDATE_SECRET is logged once at start-up (instrumentation.ts); the caller gets the
  // same 401 as for a wrong secret.
  const check = checkSecret(presentedSecret(request.headers), revalidateConfig().secret);
  if (!check.ok) {
    recordRevalidation('unauthorized');
    return json(check.status, { error: check.error });
  }

  const parsed = await readId(request);
  if ('error' in parsed) {
    recordRevalidation('bad_request');
    return json(400, { error: parsed.error });
  }

  if (parsed.id === null) {
    const decision = await revalidateAllWindow().next();
    if (decision.run === 'later') {
      if (decision.schedule) after(() => trailingRun(decision));
      recordRevalidation('coalesced');
      return json(202, {
        revalidated: false,
        scope: 'all',
        coalesced: true,
        at: new Date(decision.at).toISOString(),
        note: `Every blog page was expired less than ${REVALIDATE_ALL_WINDOW_MS / 1000} s ago: they are expired again at "at", after every call received until then.`,
      });
    }
  }

  if (!(await apiAnswers(parsed.id))) {
    recordRevalidation('upstream_failed');
    return json(503, UPSTREAM_DOWN, { 'Retry-After': '60' });
  }
  recordRevalidation('revalidated');

  if (parsed.id === null) {
    expireAll();
    console.log('[revalidate] every blog page');
    return json(200, allAnswer());
  }
  missedArticles().forget(parsed.id);
  const tags = [BLOG_LIST_TAG, blogPostTag(parsed.id)];
  for (const tag of tags) revalidateTag(tag, NOW);
  revalidatePath('/blog');
  console.log(`[revalidate] the blog list and post ${parsed.id}`);
  return json(200, { revalidated: true, scope: 'post', id: parsed.id, tags, paths: ['/blog'], cache: revalidationReach(cacheStatus()) });
}
