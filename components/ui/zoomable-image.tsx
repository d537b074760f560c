'use client';

import { useCallback, useState } from 'react';
import type { ImageAsset } from '@/content/types';
import { uiText } from '@/content/ui';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { ContentImage } from './content-image';
import { Dialog } from './dialog';
import styles from './zoomable-image.module.css';

type Props = ImageAsset & {
  /** Shown under the enlarged image and used as the dialog's name; falls back to the alt text. */
  caption?: string;
  priority?: boolean;
  /** How wide the thumbnail is drawn, for a raster image's srcset (lib/images/sizes.ts). */
  sizes?: string;
};

/**
 * An image that opens enlarged in the shared Dialog (the products diagram, the Cluster API architecture,
 * the edge diagrams, screenshots). The trigger is a real button, so it works by keyboard. Until the page is
 * hydrated (and whenever JavaScript is off) it is a plain link to the image file, which the browser enlarges.
 */
export function ZoomableImage({ caption, priority = false, sizes, ...image }: Props) {
  const { src, alt } = image;
  const [open, setOpen] = useState(false);
  // On a phone the enlarged image keeps its own size in a frame the visitor pans (CSS); only a frame that
  // really overflows becomes a tab stop, so keyboard users can scroll it and nobody else meets an empty stop.
  const [pannable, setPannable] = useState(false);
  const measure = useCallback((frame: HTMLDivElement | null) => {
    if (!frame) return;
    const update = () => setPannable(frame.scrollWidth > frame.clientWidth + 1 || frame.scrollHeight > frame.clientHeight + 1);
    const observer = new ResizeObserver(update);
    observer.observe(frame);
    const image = frame.querySelector('img');
    if (image) observer.observe(image);
    return () => observer.disconnect();
  }, []);
  const hydrated = useHydrated();
  const face = (
    <>
      <ContentImage image={image} load={priority ? 'eager' : 'lazy'} sizes={sizes} className={styles.thumb} />
      <span className={styles.hint} aria-hidden="true">
        {uiText.enlargeHint}
      </span>
      <span className="visually-hidden">{uiText.enlargeName}</span>
    </>
  );
  if (!hydrated) {
    // data-enhances: e2e tests count these in the exported HTML as the dialogs the page will offer.
    return (
      <a href={src} className={styles.trigger} data-enhances="dialog">
        {face}
      </a>
    );
  }
  return (
    <>
      <button type="button" className={styles.trigger} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {face}
      </button>
      {/* The figcaption shows the caption, so the heading that names the dialog is only for assistive tech. */}
      <Dialog open={open} onClose={() => setOpen(false)} title={caption ?? alt} hideTitle size="media">
        <figure className={styles.figure}>
          <div
            ref={measure}
            className={styles.pan}
            tabIndex={pannable ? 0 : undefined}
            role={pannable ? 'group' : undefined}
            aria-label={pannable ? 'Enlarged image: scroll to see all of it' : undefined}
          >
            {/* A raster image opens at its widest variant, not the thumbnail's. */}
            <ContentImage image={image} load="eager" variant="full" className={styles.large} />
          </div>
          {pannable ? (
            <p className={styles.panHint} aria-hidden="true">
              Scroll to see the whole image
            </p>
          ) : null}
          {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
        </figure>
      </Dialog>
    </>
  );
}
