'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './accordion.module.css';

export type AccordionItem = { id: string; title: string; content: ReactNode };

/**
 * The item open after a click: the clicked one, or none when it was already open. One id (not a set) is the
 * whole state, so at most one item can ever be open.
 */
export function nextOpenItem(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}

type Props = {
  items: readonly AccordionItem[];
  /** Level of the headings that wrap the toggles, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
};

/**
 * WAI-ARIA APG accordion: each toggle is a real button inside a heading, with aria-expanded and aria-controls;
 * each panel is a region named by its button. Opening an item closes any other; clicking the open one closes it.
 */
export function Accordion({ items, headingLevel: Heading = 'h3' }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const prefix = useId();
  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const expanded = open === item.id;
        const buttonId = `${prefix}-${item.id}-button`;
        const panelId = `${prefix}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => nextOpenItem(current, item.id))}
              >
                <span className={styles.title}>{item.title}</span>
                <span className={styles.indicator} aria-hidden="true" data-noscript-hide="">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </Heading>
            {/* data-noscript-open: without JavaScript every answer is shown (public/noscript.css). */}
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!expanded} data-noscript-open="">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
