import type { PostSummary } from './types';

/**
 * Merges the first page fetched in the browser into the pre-rendered list. The page is authoritative for the
 * range it covers: its posts, in its order, replace that range (new, changed and removed posts); pre-rendered
 * posts older than its last post follow unchanged. A page holding every post (`found`) is the whole list.
 * A post whose `modified` is unchanged keeps its pre-rendered object, so React leaves its markup alone.
 */
export function mergeLatest(prerendered: readonly PostSummary[], fetched: readonly PostSummary[], found: number): PostSummary[] {
  // An API that repeats a post within its page must not repeat its card (nor a React key): the first one counts.
  const latest = uniqueById(fetched);
  const previous = new Map(prerendered.map((post) => [post.id, post]));
  const head = latest.map((post) => {
    const old = previous.get(post.id);
    return old && old.modified === post.modified ? old : post;
  });
  const last = latest.at(-1);
  if (!last) return found === 0 ? [] : [...prerendered];
  if (latest.length >= found) return head;
  const inHead = new Set(latest.map((post) => post.id));
  const cutoff = Date.parse(last.date);
  const tail = prerendered.filter((post) => !inHead.has(post.id) && Date.parse(post.date) <= cutoff);
  return uniqueById([...head, ...tail]);
}

function uniqueById(posts: readonly PostSummary[]): PostSummary[] {
  const seen = new Set<number>();
  return posts.filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)));
}

/** True when two lists hold the same post objects in the same order (nothing to re-render). */
export function sameList(a: readonly PostSummary[], b: readonly PostSummary[]): boolean {
  return a.length === b.length && a.every((post, index) => post === b[index]);
}
