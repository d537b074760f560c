import type { ReactNode } from 'react';
import styles from './badge.module.css';

type Props = {
  children: ReactNode;
  tone?: 'neutral' | 'accent' | 'gov' | 'pending';
  className?: string;
};

export function Badge({ children, tone = 'neutral', className }: Props) {
  return <span className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')}>{children}</span>;
}
