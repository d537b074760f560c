import type { RefObject } from 'react';
import type { SearchCopy } from '@/content/search';
import type { NavLink } from '@/content/types';
import { SectionLinks } from './section-links';
import type { SearchState } from './use-search';
import styles from './search.module.css';

type Props = {
  state: SearchState;
  copy: SearchCopy;
  sections: readonly NavLink[];
  /** The result list, where focus moves after "Show more". */
  listRef: RefObject<HTMLOListElement | null>;
  onExample: (example: string) => void;
  onShowMore: () => void;
};

/** Under the search form: the suggestions before a search, then the results, no results or the failure. */
export function SearchResults({ state, copy, sections, listRef, onExample, onShowMore }: Props) {
  return (
    <div className={styles.results} aria-busy={state.status === 'loading'}>
      {state.status === 'idle' ? (
        <div className={styles.state}>
          <h2 className={styles.stateTitle}>{copy.empty.title}</h2>
          <p>{copy.empty.body}</p>
          <p className={styles.examples}>
            <span>{copy.empty.examplesLabel}:</span>
            {copy.empty.examples.map((example) => (
              <button key={example} type="button" className={styles.example} onClick={() => onExample(example)}>
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
            <button type="button" className={styles.more} onClick={onShowMore}>
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
  );
}
