import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blogPage } from '@/content/blog';
import { sanitizeHtml } from '@/lib/blog/sanitize';
import type { Article } from '@/lib/blog/types';
import { ArticleView } from './article-view';
import { currentSlide, slideAfter } from './use-slideshows';

const IMG = 'https://example.files.wordpress.com/2026/11/a.jpg';
const slide = (alt: string) =>
  `<li class="wp-block-jetpack-slideshow_slide swiper-slide"><figure><img alt="${alt}" class="wp-block-jetpack-slideshow_image" src="${IMG}"/></figure></li>`;
const SLIDESHOW = `<div class="wp-block-jetpack-slideshow aligncenter" data-effect="slide"><div class="wp-block-jetpack-slideshow_container swiper-container"><ul class="wp-block-jetpack-slideshow_swiper-wrapper swiper-wrapper">${['One', 'Two', 'Three'].map(slide).join('')}</ul><a class="wp-block-jetpack-slideshow_button-prev swiper-button-prev" role="button"></a><a class="wp-block-jetpack-slideshow_button-next swiper-button-next" role="button"></a><a aria-label="Pause Slideshow" class="wp-block-jetpack-slideshow_button-pause" role="button"></a><div class="wp-block-jetpack-slideshow_pagination swiper-pagination"></div></div></div>`;

const article = (html: string): Article => ({
  id: 9,
  href: '/blog/9/slides',
  title: 'Slides',
  excerptHtml: '',
  date: '2026-05-01T09:00:00+00:00',
  modified: '2026-05-01T09:00:00+00:00',
  featuredImage: null,
  contentHtml: sanitizeHtml(html),
  authorName: 'A. Writer',
});

describe('slideshow state', () => {
  it('reads the current slide from the scroll position, snapping to the nearest', () => {
    expect(currentSlide(0, 300, 3)).toBe(0);
    expect(currentSlide(290, 300, 3)).toBe(1);
    expect(currentSlide(5000, 300, 3)).toBe(2);
    expect(currentSlide(100, 0, 3)).toBe(0);
  });

  it('wraps round at both ends', () => {
    expect(slideAfter(2, 1, 3)).toBe(0);
    expect(slideAfter(0, -1, 3)).toBe(2);
    expect(slideAfter(1, 1, 3)).toBe(2);
  });
});

describe('ArticleView: Jetpack slideshow', () => {
  it('is a named, focusable strip with no empty anchors, and gains named previous and next buttons', async () => {
    const { container } = render(<ArticleView article={article(SLIDESHOW)} canonicalUrl="https://example.com/blog/9/slides" />);
    const strip = screen.getByRole('list', { name: 'Slideshow, 3 slides' });
    expect(strip).toHaveAttribute('tabindex', '0');
    expect(container.querySelector('.wp-block-jetpack-slideshow a, [role="button"]')).toBeNull();
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();

    const scrollTo = jest.fn();
    strip.scrollTo = scrollTo as unknown as typeof strip.scrollTo;
    Object.defineProperty(strip, 'clientWidth', { value: 300 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: blogPage.jetpack.next.join(' ') }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300 });
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
    // Pressed again before the smooth scroll arrives: counted from the slide asked for, wrapping round.
    await user.click(screen.getByRole('button', { name: blogPage.jetpack.previous.join(' ') }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0 });
    await user.click(screen.getByRole('button', { name: blogPage.jetpack.previous.join(' ') }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 600 });
  });
});
