'use client';

import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useHydrated } from '@/lib/browser/use-hydrated';
import styles from './feature-card-grid.module.css';

export type FeatureCardGridItem = {
  /** Stable key; also what the dialog remembers as 'the card shown'. */
  id: string;
  /** The card's heading and its button's accessible name; the dialog's title. */
  title: string;
  /** Icon or image above the title (decorative: the title names the card). */
  media?: ReactNode;
  /** The rest of the card's face (summary, markers), rendered by the server. */
  face: ReactNode;
  /** What the dialog shows under its title, rendered by the server. */
  details: ReactNode;
};

type Props = {
  items: readonly FeatureCardGridItem[];
  /** The narrowest column before the grid wraps. */
  min?: string;
};

/**
 * A grid of cards, each opening the shared Dialog with its details. The card's title is a real button inside its
 * heading (so headings stay in the outline and the button is keyboard operable); its hit area is stretched over
 * the whole card. Closing returns focus to that button (the Dialog restores the element focused at opening).
 * Until the page is hydrated (and whenever JavaScript is off) the title is plain text and 'View details' is a
 * native <details> showing the same details inside the card.
 */
export function FeatureCardGrid({ items, min = '16rem' }: Props) {
  const [openId, setOpenId] = useState<string | null>(null);
  const current = items.find((item) => item.id === openId);
  const hydrated = useHydrated();

  return (
    <>
      <ul className={styles.grid} style={{ ['--card-min' as string]: min }}>
        {items.map((item) => (
          <li key={item.id} className={styles.card}>
            {item.media ? <div className={styles.media}>{item.media}</div> : null}
            <h3 className={styles.title}>
              {hydrated ? (
                <button
                  type="button"
                  className={styles.trigger}
                  aria-haspopup="dialog"
                  onClick={(event) => {
                    // Safari does not focus a clicked button; the Dialog returns focus to whatever had it.
                    event.currentTarget.focus();
                    setOpenId(item.id);
                  }}
                >
                  {item.title}
                </button>
              ) : (
                item.title
              )}
            </h3>
            <div className={styles.face}>{item.face}</div>
            {hydrated ? (
              <span className={styles.more} aria-hidden="true">
                View details
              </span>
            ) : (
              // data-enhances: e2e tests count these in the exported HTML as the dialogs the page will offer.
              <details className={styles.inlineDetails} data-enhances="dialog">
                <summary className={styles.more}>View details</summary>
                <div className={styles.details}>{item.details}</div>
              </details>
            )}
          </li>
        ))}
      </ul>
      <Dialog open={current !== undefined} onClose={() => setOpenId(null)} title={current?.title ?? ''}>
        {current?.details}
      </Dialog>
    </>
  );
}
