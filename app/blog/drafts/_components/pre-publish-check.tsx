import { draftsPage as copy } from '@/content/blog-drafts';
import type { CheckItem, CheckKind } from '@/lib/blog/drafts/check';
import { fill } from './fill';
import styles from './drafts.module.css';

// Every kind the check reports has its copy: a new kind fails the type check here until content/blog-drafts.ts
// describes it.
const KINDS: Record<CheckKind, { title: string; why: string }> = copy.check.kinds;

/** Where in the post an item is: its block (or classic text) and first words, or the post as a whole. */
const WHOLE_POST: ReadonlySet<CheckKind> = new Set([
  'no-featured-image',
  'long-title',
  'no-excerpt',
  'page-path-taken',
  'page-parent-unpublished',
]);

function place(item: CheckItem, wholePost: string): string {
  if (WHOLE_POST.has(item.kind)) return wholePost;
  const block = item.block ? fill(copy.check.inBlock, { block: item.block }) : copy.check.noBlock;
  return item.words ? `${block}: “${item.words}”` : block;
}

/**
 * "Before you publish": what the site will change or drop in this post (or `page`), grouped by kind, each with
 * its place.
 */
export function PrePublishCheck({ items, page = false }: { items: CheckItem[]; page?: boolean }) {
  const words = page ? { ...copy.check, ...copy.check.forPage } : copy.check;
  const kinds: Record<CheckKind, { title: string; why: string }> = page ? { ...KINDS, ...copy.check.forPage.kinds } : KINDS;
  const groups = new Map<CheckKind, CheckItem[]>();
  for (const item of items) groups.set(item.kind, [...(groups.get(item.kind) ?? []), item]);
  return (
    <section className={styles.check} aria-labelledby="before-you-publish">
      <h2 id="before-you-publish" tabIndex={-1}>
        {copy.check.heading}
      </h2>
      {items.length === 0 ? (
        <p>{words.clean}</p>
      ) : (
        <>
          <p>{words.intro}</p>
          {[...groups].map(([kind, found]) => (
            <div key={kind} className={styles.group} data-kind={kind}>
              <h3>
                {kinds[kind].title} <span className={styles.count}>({found.length})</span>
              </h3>
              <p className={styles.why}>{fill(kinds[kind].why, { detail: found[0]?.detail ?? '' })}</p>
              <ul>
                {found.map((item, index) => (
                  <li key={index}>
                    {place(item, words.wholePost)}
                    {item.detail && item.kind !== 'long-title' ? (
                      <>
                        {' '}
                        <code className={styles.detail}>{item.detail}</code>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      )}
    </section>
  );
}
