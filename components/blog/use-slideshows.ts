import { useEffect, type RefObject } from 'react';
import { blogPage } from '@/content/blog';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

/** The slide a strip shows: the one whose start is nearest its scroll position. */
export function currentSlide(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)));
}

/** The slide `step` away from `current`, wrapping round at either end as Jetpack's slideshow does. */
export function slideAfter(current: number, step: number, count: number): number {
  return count > 0 ? (((current + step) % count) + count) % count : 0;
}

/** A button showing `shown`, named `shown hidden` (the hidden word keeps a short label unambiguous). */
function button([shown, hidden]: readonly [string, string]): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  const rest = document.createElement('span');
  rest.className = 'visually-hidden';
  rest.textContent = ` ${hidden}`;
  element.append(shown, rest);
  return element;
}

/**
 * Previous/next buttons for the Jetpack slideshows in post content. Without JavaScript each slideshow is already a
 * scroll-snap strip (the sanitiser and blocks.module.css): one slide at a time, by swipe, trackpad or arrow keys
 * once it has focus. Here it gains two named buttons and a "Slide 2 of 5" line that follows the strip however it
 * was moved. `html` re-runs it when the post is replaced.
 */
export function useSlideshows(ref: RefObject<HTMLElement | null>, html: string) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const labels = blogPage.jetpack;
    const cleanups: (() => void)[] = [];
    for (const strip of Array.from(root.querySelectorAll<HTMLElement>('.wp-block-jetpack-slideshow_swiper-wrapper'))) {
      const count = strip.querySelectorAll(':scope > li').length;
      if (count < 2) continue;
      const previous = button(labels.previous);
      const next = button(labels.next);
      const status = document.createElement('p');
      status.setAttribute('aria-live', 'polite');
      const controls = document.createElement('div');
      controls.className = 'wp-block-jetpack-slideshow__controls';
      controls.append(previous, status, next);
      strip.after(controls);

      // The slide a button asked for, until the (smooth) scroll reaches it: a second press during the scroll
      // counts from there, not from wherever the strip happens to be mid-way.
      let pending: number | null = null;
      const current = () => currentSlide(strip.scrollLeft, strip.clientWidth, count);
      const update = () => {
        if (pending !== null && Math.abs(strip.scrollLeft - pending * strip.clientWidth) < 2) pending = null;
        const text = fill(labels.position, { current: (pending ?? current()) + 1, count });
        if (status.textContent !== text) status.textContent = text;
      };
      const settle = () => {
        pending = null;
        update();
      };
      const go = (step: number) => {
        pending = slideAfter(pending ?? current(), step, count);
        strip.scrollTo({ left: pending * strip.clientWidth });
        update();
      };
      const back = () => go(-1);
      const forward = () => go(1);
      previous.addEventListener('click', back);
      next.addEventListener('click', forward);
      strip.addEventListener('scroll', update, { passive: true });
      strip.addEventListener('scrollend', settle);
      update();
      cleanups.push(() => {
        strip.removeEventListener('scroll', update);
        strip.removeEventListener('scrollend', settle);
        controls.remove();
      });
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [ref, html]);
}
