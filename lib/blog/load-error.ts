/** Why the build stops when the configured blog's API cannot be read: the site, the API, the reason, what to do. */
export function loadError(site: string, apiBase: string, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(
    `[blog] Could not load the posts of NEXT_PUBLIC_BLOG_SITE="${site}" from ${apiBase}: ${reason}\n` +
      'The build stops so a working deployed blog is never replaced by an empty one (a server keeps serving ' +
      'the last good pages). Check the API and the variables, then try again.',
    { cause: error },
  );
}
