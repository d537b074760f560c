'use client';

import { useState } from 'react';
import { Dialog } from './dialog';
import styles from './zoomable-image.module.css';

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Shown under the enlarged image and used as the dialog's name; falls back to the alt text. */
  caption?: string;
  /** Larger source for the overlay, when the thumbnail is a reduced version. */
  largeSrc?: string;
  priority?: boolean;
};

/**
 * An image that opens enlarged in the shared Dialog (the products diagram, the Cluster API architecture,
 * the edge diagrams, screenshots). The trigger is a real button, so it works by keyboard.
 */
export function ZoomableImage({ src, alt, width, height, caption, largeSrc, priority = false }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.trigger} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className={styles.thumb}
        />
        <span className={styles.hint} aria-hidden="true">
          Click to enlarge
        </span>
        <span className="visually-hidden">, enlarge image</span>
      </button>
      {/* The caption is shown once, under the image; as the hidden title it still names the dialog. */}
      <Dialog open={open} onClose={() => setOpen(false)} title={caption ?? alt} hideTitle size="media">
        <figure className={styles.figure}>
          <img src={largeSrc ?? src} alt={alt} width={width} height={height} className={styles.large} />
          {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
        </figure>
      </Dialog>
    </>
  );
}
