'use client';

import { useEffect, useMemo, useState } from 'react';
import { blogPage } from '@/content/blog';
import type { ListQuery } from '@/lib/browser/blog/client';
import type { PostSummary } from '@/lib/blog/types';
import { whenIdle } from '@/lib/browser/when-idle';
import { PostCard } from './post-card';
import styles from './blog-list.module.css';

type Props = {
  /** This page's posts at build time, in the API's order (only this page's: the payload stays small). */
  initial: PostSummary[];
  /** Whether a blog API is configured (the embedded samples never change after the build). */
  live: boolean;
  /** Which page of which list this is, for the browser's refresh. */
  query: ListQuery;
};

/**
 * The cards of one list page. Once the page is idle, the browser asks the API for this page once; new, changed
 * and removed posts replace the pre-rendered ones. A failed or empty answer keeps the pre-rendered page and is
 * logged to the console only, with no message to the visitor.
 */
export function BlogList({ initial, live, query }: Props) {
  const [posts, setPosts] = useState(initial);
  const builtPaths = useMemo(() => new Set(initial.map((post) => post.href)), [initial]);
  const { page, category, tag } = query;

  useEffect(() => {
    if (!live) return;
    let active = true;
    // Leaving the page (a client-side navigation) stops its refresh, retries included.
    const leaving = new AbortController();
    const cancel = whenIdle(() => {
      import('@/lib/browser/blog/client')
        .then(({ revalidateListPage }) => revalidateListPage(initial, { page, category, tag }, leaving.signal))
        .then(
          (latest) => {
            if (active && latest) setPosts(latest);
          },
          (error: unknown) => {
            if (active) console.error('The blog list could not be refreshed; showing the posts from the build.', error);
          },
        );
    });
    return () => {
      active = false;
      cancel();
      leaving.abort();
    };
  }, [initial, live, page, category, tag]);

  if (posts.length === 0) return <p className={styles.empty}>{blogPage.list.empty}</p>;
  return (
    <ul className={styles.list}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} prerendered={builtPaths.has(post.href)} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}
