import { useId, type ReactNode } from 'react';
import styles from './card.module.css';

type Props = {
  title: string;
  children?: ReactNode;
  /** Decorative icon or image shown above the title. */
  media?: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
  footer?: ReactNode;
  /** A coloured rule on top of the card. */
  rule?: 'primary' | 'accent';
  className?: string;
};

/** An article named by its own title, so a screen reader's list of articles reads each card's name. */
export function Card({ title, children, media, headingLevel: Heading = 'h3', footer, rule, className }: Props) {
  const titleId = useId();
  return (
    <article className={[styles.card, rule && styles[rule], className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      {media ? <div className={styles.media}>{media}</div> : null}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </article>
  );
}

/** A responsive grid for cards; `min` is the narrowest column before it wraps. */
export function CardGrid({ children, min = '16rem', as: Tag = 'div' }: { children: ReactNode; min?: string; as?: 'div' | 'ul' | 'ol' }) {
  return (
    <Tag className={styles.grid} style={{ ['--card-min' as string]: min }}>
      {children}
    </Tag>
  );
}
