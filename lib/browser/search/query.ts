/** Longest query the page accepts; Pagefind gains nothing from more, and the address stays readable. */
export const MAX_QUERY_LENGTH = 200;

/** The query a /search?q=… address asks for (blank when none), as typed in the field. */
export function queryFromSearch(search: string): string {
  const value = new URLSearchParams(search).get('q') ?? '';
  return value.trim().slice(0, MAX_QUERY_LENGTH);
}

/** The shareable address of a search: /search?q=… (plain /search for an empty query). */
export function searchHref(path: string, query: string): string {
  const q = query.trim();
  return q ? `${path}?${new URLSearchParams({ q }).toString()}` : path;
}

/** What the live region says once a search has finished: "7 results for “FIPS”". */
export function resultCountMessage(count: number, query: string): string {
  const what = count === 1 ? '1 result' : `${count.toLocaleString('en-US')} results`;
  return `${count === 0 ? 'No results' : what} for “${query}”`;
}
