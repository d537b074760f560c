import type { ReactNode } from 'react';
import styles from './section.module.css';

type Props = {
  /** Becomes the section's h2 and its accessible name. */
  title?: string;
  intro?: string;
  id?: string;
  tone?: 'default' | 'muted' | 'inverse';
  children?: ReactNode;
  className?: string;
  /** 'div' for a band whose content has no heading of its own (a <section> should have one). */
  as?: 'section' | 'div';
};

/** A full-width band with a centred content column; titled sections are landmarks named by their h2. */
export function Section({ title, intro, id, tone = 'default', children, className, as: Tag = 'section' }: Props) {
  const headingId = title ? `${id ?? slugId(title)}-heading` : undefined;
  return (
    <Tag id={id} aria-labelledby={headingId} className={[styles.section, styles[tone], className].filter(Boolean).join(' ')}>
      <div className={styles.inner}>
        {title ? (
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </Tag>
  );
}

function slugId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The centred content column on its own, for heroes and bands that are not sections. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.inner, className].filter(Boolean).join(' ')}>{children}</div>;
}
