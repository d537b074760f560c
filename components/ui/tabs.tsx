'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export type TabItem = {
  /** Stable key, also used in the tab and panel ids. */
  id: string;
  label: ReactNode;
  /** Rendered by the server and passed in, so this client component only switches visibility. */
  panel: ReactNode;
};

type Props = {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem[];
  defaultIndex?: number;
  className?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex); Left/Right arrows move and select,
 * wrapping at the ends; Home/End jump to the first/last tab. Every panel is in the HTML, the unselected ones
 * `hidden`, so the server markup matches the first client render and nothing shifts on hydration.
 */
export function Tabs({ label, items, defaultIndex = 0, className }: Props) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultIndex);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    setSelected(index);
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const tabId = (item: TabItem) => `${baseId}-tab-${item.id}`;
  const panelId = (item: TabItem) => `${baseId}-panel-${item.id}`;

  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            id={tabId(item)}
            type="button"
            role="tab"
            aria-selected={index === selected}
            aria-controls={panelId(item)}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          id={panelId(item)}
          role="tabpanel"
          aria-labelledby={tabId(item)}
          tabIndex={0}
          hidden={index !== selected}
          className={styles.panel}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
