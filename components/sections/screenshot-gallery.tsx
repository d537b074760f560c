import { ZoomableImage } from '@/components/ui/zoomable-image';
import type { Screenshot } from '@/content/types';
import { gridItemSizes } from '@/lib/images/sizes';
import styles from './screenshot-gallery.module.css';

type Props = {
  items: readonly Screenshot[];
  /** 'thumbnails' fits three small shots to a row; 'large' gives two shots a row each half and a bold caption. */
  size?: 'thumbnails' | 'large';
};

// The columns of screenshot-gallery.module.css (--grid-min, --grid-gap in rem), for each image's `sizes`.
const SIZES = {
  thumbnails: gridItemSizes({ min: 18, gap: 1.5 }),
  large: gridItemSizes({ min: 26, gap: 2 }),
} as const;

/** Captioned screenshots; each opens enlarged, with its caption, in the shared lightbox dialog. */
export function ScreenshotGallery({ items, size = 'thumbnails' }: Props) {
  return (
    <ul className={`${styles.gallery} ${styles[size]}`}>
      {items.map((shot) => (
        <li key={shot.src}>
          <figure className={styles.figure}>
            <ZoomableImage {...shot} sizes={SIZES[size]} />
            <figcaption className={styles.caption}>{shot.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
