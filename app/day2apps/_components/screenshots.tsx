import { ZoomableImage } from '@/components/ui/zoomable-image';
import type { Screenshot } from '@/content/day2apps';
import styles from './screenshots.module.css';

/** Screenshots with visible captions; each opens enlarged in the shared dialog. */
export function Screenshots({ items }: { items: readonly Screenshot[] }) {
  return (
    <div className={styles.grid}>
      {items.map((shot) => (
        <figure key={shot.src} className={styles.figure}>
          <ZoomableImage src={shot.src} alt={shot.alt} width={shot.width} height={shot.height} caption={shot.caption} />
          <figcaption className={styles.caption}>{shot.caption}</figcaption>
        </figure>
      ))}
    </div>
  );
}
