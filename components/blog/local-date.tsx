import { useSyncExternalStore } from 'react';
import { browserLocale, formatPostDate, SERVER_LOCALE } from '@/lib/util/long-date';

const subscribe = () => () => {};

/**
 * A post date: the HTML carries the fixed-locale text and the machine-readable date; after hydration the
 * visitor's locale replaces the text. useSyncExternalStore renders the server snapshot while hydrating and
 * then the browser's, so the swap never counts as a hydration mismatch. An en-US visitor's text is the
 * server's, computed without Intl (see lib/util/long-date.ts), so neither pass loads ICU data for them.
 */
export function LocalDate({ iso }: { iso: string }) {
  const text = useSyncExternalStore(
    subscribe,
    () => formatPostDate(iso, browserLocale()),
    () => formatPostDate(iso, SERVER_LOCALE),
  );
  return <time dateTime={iso}>{text}</time>;
}
