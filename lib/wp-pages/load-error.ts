/** Why the build stops when the pages cannot be read: one line, as for posts (lib/blog/load-error.ts). */
export function pagesLoadError(site: string, apiBase: string, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(
    `[pages] Could not load the pages of NEXT_PUBLIC_BLOG_SITE="${site}" from ${apiBase}: ${reason}. The build stops so a working site is never replaced by one without its pages.`,
    { cause: error },
  );
}
