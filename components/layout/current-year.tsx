'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The copyright year. The exported HTML carries the build year (passed in from the server, so hydration
 * matches); after hydration the visitor's clock wins, so a page viewed a year after its build shows that year.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <time dateTime={String(year)}>{year}</time>;
}
