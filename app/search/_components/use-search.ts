import { useEffect, useRef, useState } from 'react';
import type { SearchCopy } from '@/content/search';
import { excerptSegments, type ExcerptSegment } from '@/lib/search/excerpt';
import { loadPagefind, type PagefindResult } from '@/lib/search/pagefind';
import { queryFromSearch, resultCountMessage, searchHref } from '@/lib/browser/search/query';

const PAGE_SIZE = 10;

export type Found = { url: string; title: string; excerpt: ExcerptSegment[] };

export type SearchState =
  | { status: 'idle' }
  | { status: 'empty-query' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; total: number; found: Found[] }
  | { status: 'error' };

async function load(results: PagefindResult[]): Promise<Found[]> {
  const data = await Promise.all(results.map((result) => result.data()));
  return data.map((item) => ({ url: item.url, title: item.meta.title || item.url, excerpt: excerptSegments(item.excerpt) }));
}

/** What the live region says in each state. */
export function statusMessage(state: SearchState, copy: SearchCopy): string {
  switch (state.status) {
    case 'empty-query':
      return copy.emptyQuery;
    case 'loading':
      return copy.searching;
    case 'done':
      return resultCountMessage(state.total, state.query);
    case 'error':
      return copy.unavailable;
    default:
      return '';
  }
}

/**
 * The search page's state. Pagefind (/pagefind/pagefind.js and its WebAssembly) is loaded the first time a
 * visitor searches (the panel also preloads it when the field gets focus), never before. The address follows
 * the query (/search?q=…), so a search can be shared, reloaded and revisited with Back.
 */
export function useSearch() {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const pending = useRef<PagefindResult[]>([]);
  const latest = useRef(0);
  const firstNew = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  async function run(raw: string) {
    const term = raw.trim();
    const run = ++latest.current;
    if (!term) {
      setState({ status: 'empty-query' });
      return;
    }
    setState({ status: 'loading', query: term });
    try {
      const pagefind = await loadPagefind();
      const search = await pagefind.search(term);
      const results = search?.results ?? [];
      const found = await load(results.slice(0, PAGE_SIZE));
      if (run !== latest.current) return; // a newer search has started
      pending.current = results.slice(PAGE_SIZE);
      setState({ status: 'done', query: term, total: results.length, found });
    } catch {
      if (run === latest.current) setState({ status: 'error' });
    }
  }

  // /search?q=… runs on load, and Back/Forward between searches shows each one again.
  useEffect(() => {
    const fromAddress = () => {
      const q = queryFromSearch(window.location.search);
      setQuery(q);
      if (q) void run(q);
      else setState({ status: 'idle' });
    };
    fromAddress();
    window.addEventListener('popstate', fromAddress);
    return () => window.removeEventListener('popstate', fromAddress);
  }, []);

  // After "Show more", focus moves to the first added result, so keyboard users continue where they were.
  useEffect(() => {
    if (firstNew.current === null) return;
    listRef.current?.querySelectorAll('a')[firstNew.current]?.focus();
    firstNew.current = null;
  }, [state]);

  const search = (term: string) => {
    const href = searchHref(window.location.pathname, term);
    if (href !== window.location.pathname + window.location.search) window.history.pushState(null, '', href);
    void run(term);
  };

  const showMore = async () => {
    if (state.status !== 'done') return;
    const next = pending.current.slice(0, PAGE_SIZE);
    pending.current = pending.current.slice(PAGE_SIZE);
    const run = latest.current;
    try {
      const more = await load(next);
      if (run !== latest.current) return;
      firstNew.current = state.found.length;
      setState({ ...state, found: [...state.found, ...more] });
    } catch {
      setState({ status: 'error' });
    }
  };

  return { query, setQuery, state, listRef, search, showMore };
}
