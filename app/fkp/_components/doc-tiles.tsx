import { ExternalLink } from '@/components/ui/external-link';
import type { DocTile } from '@/content/fkp';
import styles from './doc-tiles.module.css';

/** Feature tiles that each open a page of the external documentation in a new tab. */
export function DocTiles({ tiles }: { tiles: readonly DocTile[] }) {
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile) => (
        <li key={tile.href} className={styles.tile}>
          <h3 className={styles.title}>
            <ExternalLink href={tile.href} className={styles.link}>
              {tile.title}
            </ExternalLink>
          </h3>
          <p className={styles.body}>{tile.body}</p>
          <svg className={styles.icon} aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
            <path d="M9 2h5v5M14 2 7 9M12 9.5V14H2V4h4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </li>
      ))}
    </ul>
  );
}
