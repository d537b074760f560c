'use client';

import { ExternalLink } from '@/components/ui/external-link';
import { ContentImage } from '@/components/ui/content-image';
import type { Partner } from '@/content/partners';
import { usePartnerCarousel } from './use-partner-carousel';
import styles from './partner-carousel.module.css';

type Props = {
  partners: readonly Partner[];
  /** The carousel's accessible name. */
  label: string;
};

/**
 * The partner logo carousel: an infinite loop showing three logos, moving one every 2000 ms. It follows the
 * WAI-ARIA APG carousel pattern and WCAG 2.2.2: a visible pause/play button (first in tab order), previous and
 * next buttons, rotation that stops while the pointer is over it and stops for good once keyboard focus enters
 * it, no rotation under prefers-reduced-motion, and slides announced politely only when not rotating.
 * The slide widths are CSS, so the server HTML already shows the first three logos where they stay.
 */
export function PartnerCarousel({ partners, label }: Props) {
  const { viewportRef, ready, current, rotating, moving, rotationButton, regionHandlers, toggleRotation, previous, next } =
    usePartnerCarousel();

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label} {...regionHandlers}>
      <div className={styles.controls}>
        <ol className={styles.indicator} aria-hidden="true">
          {partners.map((partner, index) => (
            <li key={partner.href} className={styles.dot} data-active={index === current || undefined} />
          ))}
        </ol>
        <button
          ref={rotationButton}
          type="button"
          className={`${styles.button} ${styles.rotation}`}
          disabled={!ready}
          onClick={toggleRotation}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
            {rotating ? <path d="M4 3h3v10H4zM9 3h3v10H9z" /> : <path d="M4 2.5v11l9-5.5z" />}
          </svg>
          {rotating ? 'Pause' : 'Play'}
          <span className="visually-hidden"> partner rotation</span>
        </button>
        <button type="button" className={styles.button} aria-label="Previous partner" disabled={!ready} onClick={previous}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
            <path d="M10.5 2.5 5 8l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <button type="button" className={styles.button} aria-label="Next partner" disabled={!ready} onClick={next}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
            <path d="M5.5 2.5 11 8l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track} aria-live={moving ? 'off' : 'polite'}>
          {partners.map((partner, index) => (
            <div
              key={partner.href}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${partners.length}`}
              className={styles.slide}
            >
              <ExternalLink className={styles.logoLink} href={partner.href}>
                <ContentImage image={partner.logo} />
              </ExternalLink>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
