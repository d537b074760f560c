import { ZoomableImage } from '@/components/ui/zoomable-image';
import type { Screenshot } from '@/content/fedstryke';
import styles from './screenshot-gallery.module.css';

/** Thumbnails with captions; each opens enlarged, with its caption, in the shared lightbox dialog. */
export function ScreenshotGallery({ items }: { items: readonly Screenshot[] }) {
  return (
    <ul className={styles.gallery}>
      {items.map((shot) => (
        <li key={shot.src}>
          <figure className={styles.figure}>
            <ZoomableImage {...shot} />
            <figcaption className={styles.caption}>{shot.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
