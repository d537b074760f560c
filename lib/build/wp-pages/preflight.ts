import { decode } from 'he';
import { env } from '@/lib/config/env';
import { leftOutLine, planPages } from '../../wp-pages/paths';
import { loadWirePages } from '../../wp-pages/source';

/**
 * The build pipeline's step for WordPress pages (scripts/build/index.ts), before `next build`: reads them once,
 * prints one line for each page left out (its id, title, path and why), and fails the build with one line when
 * the API does. The routes inside `next build` stay silent, so each line appears once whatever the workers.
 */
export async function checkPages(log: (line: string) => void = console.warn): Promise<string> {
  const pages = await loadWirePages();
  const { placed, leftOut } = planPages(pages);
  for (const page of leftOut) log(leftOutLine(page, decode));
  const source = env.blog.site ? env.blog.site : 'the embedded sample pages';
  return `${placed.length} pages from ${source}${leftOut.length ? `, ${leftOut.length} left out (named above)` : ''}`;
}
