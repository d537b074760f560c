import { useSyncExternalStore } from 'react';
import { formatPostDate, SERVER_LOCALE } from '@/lib/blog/format-date';

const subscribe = () => () => {};

/**
 * A post date: the HTML carries the fixed-locale text and the machine-readable date; after hydration the
 * visitor's locale replaces the text. useSyncExternalStore renders the server snapshot while hydrating and
 * then the browser's, so the swap never counts as a hydration mismatch.
 */
export function LocalDate({ iso }: { iso: string }) {
  const text = useSyncExternalStore(
    subscribe,
    () => formatPostDate(iso),
    () => formatPostDate(iso, SERVER_LOCALE),
  );
  return <time dateTime={iso}>{text}</time>;
}
