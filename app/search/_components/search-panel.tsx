'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SearchCopy } from '@/content/search';
import type { NavLink } from '@/content/types';
import { excerptSegments, type ExcerptSegment } from '@/lib/search/excerpt';
import { loadPagefind, type PagefindResult } from '@/lib/search/pagefind';
import { MAX_QUERY_LENGTH, queryFromSearch, resultCountMessage, searchHref } from '@/lib/search/query';
import { SectionLinks } from './section-links';
import styles from './search.module.css';

const PAGE_SIZE = 10;

type Found = { url: string; title: string; excerpt: ExcerptSegment[] };

type State =
  | { status: 'idle' }
  | { status: 'empty-query' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; total: number; found: Found[] }
  | { status: 'error' };

async function load(results: PagefindResult[]): Promise<Found[]> {
  const data = await Promise.all(results.map((result) => result.data()));
  return data.map((item) => ({ url: item.url, title: item.meta.title || item.url, excerpt: excerptSegments(item.excerpt) }));
}

function statusMessage(state: State, copy: SearchCopy): string {
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
 * The search form and its results. Pagefind (/pagefind/pagefind.js and its WebAssembly) is loaded the first
 * time a visitor searches or focuses the field, never before. The address follows the query (/search?q=…),
 * so a search can be shared, reloaded and revisited with Back.
 */
export function SearchPanel({ copy, sections }: { copy: SearchCopy; sections: readonly NavLink[] }) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const pending = useRef<PagefindResult[]>([]);
  const latest = useRef(0);
  const firstNew = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const fieldId = useId();
  const hintId = useId();

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(query);
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

  return (
    <div className={styles.panel} data-needs-script="">
      <form role="search" action="/search" method="get" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={fieldId} className={styles.label}>
          {copy.fieldLabel}
        </label>
        <p id={hintId} className={styles.hint}>
          {copy.placeholderHint}
        </p>
        <div className={styles.row}>
          <input
            id={fieldId}
            type="search"
            name="q"
            className={styles.field}
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            aria-describedby={hintId}
            onChange={(event) => setQuery(event.target.value)}
            onFocus={() => void loadPagefind().catch(() => undefined)}
          />
          <button type="submit" className={styles.submit}>
            {copy.submit}
          </button>
        </div>
      </form>

      <p role="status" className={styles.status}>
        {statusMessage(state, copy)}
      </p>

      <div className={styles.results} aria-busy={state.status === 'loading'}>
        {state.status === 'idle' ? (
          <div className={styles.state}>
            <h2 className={styles.stateTitle}>{copy.empty.title}</h2>
            <p>{copy.empty.body}</p>
            <p className={styles.examples}>
              <span>{copy.empty.examplesLabel}:</span>
              {copy.empty.examples.map((example) => (
                <button
                  key={example}
                  type="button"
                  className={styles.example}
                  onClick={() => {
                    setQuery(example);
                    search(example);
                  }}
                >
                  {example}
                </button>
              ))}
            </p>
          </div>
        ) : null}

        {state.status === 'done' && state.total > 0 ? (
          <>
            <ol ref={listRef} className={styles.list}>
              {state.found.map((item) => (
                <li key={item.url} className={styles.result}>
                  <h2 className={styles.resultTitle}>
                    <a href={item.url}>{item.title}</a>
                  </h2>
                  <p className={styles.excerpt}>
                    {item.excerpt.map((segment, index) =>
                      segment.marked ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
                    )}
                  </p>
                  <p className={styles.url}>{item.url}</p>
                </li>
              ))}
            </ol>
            {state.found.length < state.total ? (
              <button type="button" className={styles.more} onClick={() => void showMore()}>
                {copy.showMore}
              </button>
            ) : null}
          </>
        ) : null}

        {state.status === 'done' && state.total === 0 ? (
          <div className={styles.state}>
            <h2 className={styles.stateTitle}>{copy.noResults.title}</h2>
            <ul className={styles.tips}>
              {copy.noResults.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
            <p>{copy.noResults.browse}</p>
            <SectionLinks links={sections} label={copy.sectionsLabel} />
          </div>
        ) : null}

        {state.status === 'error' ? (
          <div className={styles.state}>
            <SectionLinks links={sections} label={copy.sectionsLabel} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
