// The part of Pagefind's browser API (out/pagefind/pagefind.js, written by scripts/build/search-index.ts) the
// search page uses. The module is generated at build time, so it is loaded by address at run time, only when
// a visitor searches, and never bundled: no other route carries any search code.

type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: { title?: string };
};

export type PagefindResult = { id: string; data: () => Promise<PagefindResultData> };

export type PagefindSearch = { results: PagefindResult[] };

export type Pagefind = {
  options: (options: { excerptLength?: number; baseUrl?: string }) => Promise<void>;
  init: () => Promise<void>;
  preload: (term: string) => Promise<void>;
  search: (term: string) => Promise<PagefindSearch | null>;
};

const PAGEFIND_URL = '/pagefind/pagefind.js';

let loading: Promise<Pagefind> | undefined;

/** Loads and configures Pagefind once per page; a failed load may be retried by the next search. */
export function loadPagefind(url: string = PAGEFIND_URL): Promise<Pagefind> {
  loading ??= (async () => {
    const pagefind = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as Pagefind;
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
