import { env } from '@/lib/config/env';
import { fetchLatestPosts } from '../../blog/api';
import { loadError } from '../../blog/load-error';

/**
 * The build's first question to the configured blog's API (scripts/build/index.ts runs it before `next build`):
 * one small request, with the fetch helper's retries, so an API that is down or a mistyped site stops the build in
 * seconds with the message `next build` would give after compiling everything. The build still reads every
 * post itself and stops the same way if the API fails later.
 */
export async function checkBlogApi(): Promise<string> {
  const { site, apiBase } = env.blog;
  if (!site) return 'no NEXT_PUBLIC_BLOG_SITE: the embedded sample posts';
  try {
    const { found } = await fetchLatestPosts({ base: apiBase, site, fetchOptions: { timeoutMs: 30_000 } });
    return `${site} answers from ${apiBase} (${found} posts)`;
  } catch (error) {
    throw loadError(site, apiBase, error);
  }
}
