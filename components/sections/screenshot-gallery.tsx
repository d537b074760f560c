import { ZoomableImage } from '@/components/ui/zoomable-image';
import type { Screenshot } from '@/content/types';
import styles from './screenshot-gallery.module.css';

type Props = {
  items: readonly Screenshot[];
  /** 'thumbnails' fits three small shots to a row; 'large' gives two shots a row each half and a bold caption. */
  size?: 'thumbnails' | 'large';
};

/** Captioned screenshots; each opens enlarged, with its caption, in the shared lightbox dialog. */
export function ScreenshotGallery({ items, size = 'thumbnails' }: Props) {
  return (
    <ul className={`${styles.gallery} ${styles[size]}`}>
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
