'use client';

import { useEffect, useMemo, useState } from 'react';
import { blogPage } from '@/content/blog';
import type { PostSummary } from '@/lib/blog/types';
import { PostCard } from './post-card';
import styles from './blog-list.module.css';

type Props = {
  /** Every post at build time, in the API's order. */
  initial: PostSummary[];
  /** Whether a blog API is configured (the embedded samples never change after the build). */
  live: boolean;
};

/**
 * The list of post cards. After the page loads, the browser fetches the list once; new or changed posts replace
 * the pre-rendered ones. A failed fetch keeps the pre-rendered list and goes to the console only (spec §8).
 */
export function BlogList({ initial, live }: Props) {
  const [posts, setPosts] = useState(initial);
  const builtPaths = useMemo(() => new Set(initial.map((post) => post.href)), [initial]);

  useEffect(() => {
    if (!live) return;
    let active = true;
    import('@/lib/blog/client')
      .then(({ revalidateList }) => revalidateList(initial))
      .then(
        (latest) => {
          if (active && latest) setPosts(latest);
        },
        (error: unknown) => {
          if (active) console.error('The blog list could not be refreshed; showing the posts from the build.', error);
        },
      );
    return () => {
      active = false;
    };
  }, [initial, live]);

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
