import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { usePrefersReducedMotion } from '@/lib/browser/use-prefers-reduced-motion';

/** The carousel, and its rotating index, advance every 2000 ms. */
const ROTATION_DELAY_MS = 2000;

/** 'auto' follows the visitor's motion preference until they press the rotation button or interact. */
export type Rotation = 'auto' | 'playing' | 'paused';

/**
 * Whether the carousel is set to rotate (what the rotation button offers to stop) and whether it is moving now:
 * a pointer resting on it holds it still without changing the setting.
 */
export function rotationState(rotation: Rotation, reducedMotion: boolean, hovered: boolean) {
  const rotating = rotation === 'playing' || (rotation === 'auto' && !reducedMotion);
  return { rotating, moving: rotating && !hovered };
}

/** The partner carousel's state and Embla instance; PartnerCarousel renders it. */
export function usePartnerCarousel() {
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
  const { rotating, moving } = rotationState(rotation, reducedMotion, hovered);

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

  return {
    viewportRef,
    ready: embla !== undefined,
    current,
    rotating,
    moving,
    rotationButton,
    regionHandlers: { onFocus, onPointerEnter: onPointerHover(true), onPointerLeave: onPointerHover(false) },
    toggleRotation: () => setRotation(rotating ? 'paused' : 'playing'),
    previous: () => embla?.scrollPrev(reducedMotion),
    next: () => embla?.scrollNext(reducedMotion),
  };
}
