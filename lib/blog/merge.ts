import type { PostSummary } from './types';

/**
 * Merges the first page fetched in the browser into the pre-rendered list. The page is authoritative for the
 * range it covers: its posts, in its order, replace that range (new, changed and removed posts); pre-rendered
 * posts older than its last post follow unchanged. A page holding every post (`found`) is the whole list.
 * A post whose `modified` is unchanged keeps its pre-rendered object, so React leaves its markup alone.
 */
export function mergeLatest(prerendered: readonly PostSummary[], latest: readonly PostSummary[], found: number): PostSummary[] {
  const previous = new Map(prerendered.map((post) => [post.id, post]));
  const head = latest.map((post) => {
    const old = previous.get(post.id);
    return old && old.modified === post.modified ? old : post;
  });
  const last = latest.at(-1);
  if (!last) return found === 0 ? [] : [...prerendered];
  if (latest.length >= found) return head;
  const fetched = new Set(latest.map((post) => post.id));
  const cutoff = Date.parse(last.date);
  const tail = prerendered.filter((post) => !fetched.has(post.id) && Date.parse(post.date) <= cutoff);
  return [...head, ...tail];
}

/** True when two lists hold the same post objects in the same order (nothing to re-render). */
export function sameList(a: readonly PostSummary[], b: readonly PostSummary[]): boolean {
  return a.length === b.length && a.every((post, index) => post === b[index]);
}
