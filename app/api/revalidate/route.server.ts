import { revalidatePath, revalidateTag } from 'next/cache';
import { BLOG_LIST_TAG, BLOG_TAG, blogPostTag } from '@/lib/blog/cache-tags';
import { ConfigError, readRevalidateSecret } from '@/lib/env';
import { checkSecret, presentedSecret } from '@/lib/revalidate/secret';

/**
 * POST /api/revalidate (server mode only: the .server.ts extension keeps it out of the static export).
 * An editor's webhook calls it when a post changes: `{ "id": 123 }` refreshes the list and that article, an empty
 * body every blog page. Other methods get Next's 405.
 *
 * `{ expire: 0 }` rather than 'max': the caller wants the change live now, so the next request for an affected
 * page waits for fresh data instead of getting the stale page once more.
 */
const NOW = { expire: 0 };

function json(status: number, body: Record<string, unknown>) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

function expectedSecret(): { secret: string | null } | { error: string } {
  try {
    return { secret: readRevalidateSecret() };
  } catch (error) {
    // The operator reads why in the log (ConfigError names the variable and the rule, never the value);
    // the caller learns only that the server is misconfigured.
    console.error(`[revalidate] ${error instanceof ConfigError ? error.message : 'REVALIDATE_SECRET could not be read'}`);
    return { error: 'On-demand revalidation is off: REVALIDATE_SECRET is misconfigured on this server (see its log).' };
  }
}

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

export async function POST(request: Request) {
  const expected = expectedSecret();
  if ('error' in expected) return json(500, { error: expected.error });
  const check = checkSecret(presentedSecret(request.headers), expected.secret);
  if (!check.ok) return json(check.status, { error: check.error });

  const parsed = await readId(request);
  if ('error' in parsed) return json(400, { error: parsed.error });

  if (parsed.id === null) {
    revalidateTag(BLOG_TAG, NOW);
    revalidatePath('/blog', 'layout');
    console.log('[revalidate] every blog page');
    return json(200, { revalidated: true, scope: 'all', tags: [BLOG_TAG], paths: ['/blog (layout)'] });
  }
  const tags = [BLOG_LIST_TAG, blogPostTag(parsed.id)];
  for (const tag of tags) revalidateTag(tag, NOW);
  revalidatePath('/blog');
  console.log(`[revalidate] the blog list and post ${parsed.id}`);
  return json(200, { revalidated: true, scope: 'post', id: parsed.id, tags, paths: ['/blog'] });
}
