/**
 * Tags on the blog's API fetches in server mode. POST /api/revalidate expires them: the list tag and one post's
 * tag when an editor names a post, the blog tag (on every blog fetch) otherwise. A module of their own, so the
 * revalidation route does not load the blog's sanitiser (jsdom, DOMPurify) for a name.
 */
export const BLOG_TAG = 'blog';
export const BLOG_LIST_TAG = 'blog-list';

export function blogPostTag(id: number): string {
  return `blog-post-${id}`;
}
