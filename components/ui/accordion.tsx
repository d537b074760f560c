import type { ReactNode } from 'react';
import styles from './accordion.module.css';

type AccordionItem = { id: string; title: string; content: ReactNode };

type Props = {
  items: readonly AccordionItem[];
  /** Groups the items: the browser keeps at most one <details> of a name open. Unique per accordion on a page. */
  name: string;
  /** Level of the headings inside the toggles, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
};

/**
 * An exclusive accordion on native <details name>, with no script: opening an item closes the other (the shared
 * name), clicking the open one closes it, and the browser exposes each summary's expanded state. The question is
 * a heading inside its summary, so it stays in the page's outline. The +/− mark follows [open] in CSS.
 */
export function Accordion({ items, name, headingLevel: Heading = 'h3' }: Props) {
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <details key={item.id} name={name} className={styles.item}>
          <summary className={styles.trigger}>
            <Heading className={styles.heading}>{item.title}</Heading>
            <span className={styles.indicator} aria-hidden="true">
              <span className={styles.closedMark}>+</span>
              <span className={styles.openMark}>−</span>
            </span>
          </summary>
          <div className={styles.panel}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
