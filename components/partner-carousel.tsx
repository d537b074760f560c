'use client';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { ExternalLink } from '@/components/ui/link-button';
import { ContentImage } from '@/components/ui/content-image';
import type { Partner } from '@/content/partners';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import styles from './partner-carousel.module.css';

/** The carousel, and its rotating index, advance every 2000 ms (spec §9). */
export const ROTATION_DELAY_MS = 2000;

/** 'auto' follows the visitor's motion preference until they press the rotation button or interact. */
type Rotation = 'auto' | 'playing' | 'paused';

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
  const reducedMotion = usePrefersReducedMotion();
  const [rotation, setRotation] = useState<Rotation>('auto');
  const [hovered, setHovered] = useState(false);
  const [current, setCurrent] = useState(0);
  const rotationButton = useRef<HTMLButtonElement>(null);
  // Start and stop are driven from React state below; the plugin's own triggers are switched off.
  const [autoplay] = useState(() =>
    Autoplay({ delay: ROTATION_DELAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start', slidesToScroll: 1 }, [autoplay]);

  const rotating = rotation === 'playing' || (rotation === 'auto' && !reducedMotion);
  const moving = rotating && !hovered;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setCurrent(embla.selectedScrollSnap());
    // A drag or swipe is an interaction: rotation stops until the visitor presses Play.
    const onPointerDown = () => setRotation('paused');
    embla.on('select', onSelect).on('pointerDown', onPointerDown);
    return () => {
      embla.off('select', onSelect).off('pointerDown', onPointerDown);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    // Under reduced motion a rotation the visitor asked for jumps instead of sliding.
    if (moving) autoplay.play(reducedMotion);
    else autoplay.stop();
  }, [embla, autoplay, moving, reducedMotion]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Focus on the rotation button itself must not pause, or a click (which focuses first) could never Play.
    if (event.target !== rotationButton.current) setRotation('paused');
  };
  const onPointerHover = (over: boolean) => (event: PointerEvent<HTMLElement>) => {
    // Touch has no hover: a tap would 'enter' and never 'leave', freezing the carousel.
    if (event.pointerType === 'mouse') setHovered(over);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={onFocus}
      onPointerEnter={onPointerHover(true)}
      onPointerLeave={onPointerHover(false)}
    >
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
          disabled={!embla}
          onClick={() => setRotation(rotating ? 'paused' : 'playing')}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
            {rotating ? <path d="M4 3h3v10H4zM9 3h3v10H9z" /> : <path d="M4 2.5v11l9-5.5z" />}
          </svg>
          {rotating ? 'Pause' : 'Play'}
          <span className="visually-hidden"> partner rotation</span>
        </button>
        <button
          type="button"
          className={styles.button}
          aria-label="Previous partner"
          disabled={!embla}
          onClick={() => embla?.scrollPrev(reducedMotion)}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
            <path d="M10.5 2.5 5 8l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <button
          type="button"
          className={styles.button}
          aria-label="Next partner"
          disabled={!embla}
          onClick={() => embla?.scrollNext(reducedMotion)}
        >
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
