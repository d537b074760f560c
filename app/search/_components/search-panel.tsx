'use client';

import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { SearchCopy } from '@/content/search';
import type { NavLink } from '@/content/types';
import { loadPagefind } from '@/lib/search/pagefind';
import { MAX_QUERY_LENGTH } from '@/lib/browser/search/query';
import { SearchResults } from './search-results';
import { statusMessage, useSearch } from './use-search';
import styles from './search.module.css';

/** The search form, its live status and the results; the searching itself is useSearch's. */
export function SearchPanel({ copy, sections }: { copy: SearchCopy; sections: readonly NavLink[] }) {
  const { query, setQuery, state, listRef, search, showMore } = useSearch();
  const fieldId = useId();
  const hintId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);

  // The field works before the page's scripts start: what a visitor typed then is theirs, kept and searched.
  useEffect(() => {
    const typed = fieldRef.current?.value;
    if (typed) setQuery(typed);
  }, [setQuery]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the field shows: text typed just before the page started may not have reached the state yet.
    const term = fieldRef.current?.value ?? query;
    if (term !== query) setQuery(term);
    search(term);
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
            ref={fieldRef}
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

      <SearchResults
        state={state}
        copy={copy}
        sections={sections}
        listRef={listRef}
        onExample={(example) => {
          setQuery(example);
          search(example);
        }}
        onShowMore={() => void showMore()}
      />
    </div>
  );
}
