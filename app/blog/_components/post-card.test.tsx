import { render } from '@testing-library/react';
import { CARD_IMAGE_SIZES } from '@/lib/blog/images';
import type { PostSummary } from '@/lib/blog/types';
import { PostCard } from './post-card';

const UPLOAD = 'https://example.files.wordpress.com/2025/06/rack.jpg';

const post = (featuredImage: PostSummary['featuredImage']): PostSummary => ({
  id: 7,
  href: '/blog/7/rack',
  title: 'Racking the edge nodes',
  excerptHtml: '<p>Short</p>',
  date: '2025-06-12T09:30:00-04:00',
  modified: '2025-06-12T09:30:00-04:00',
  featuredImage,
});

function cardImage(featuredImage: PostSummary['featuredImage'], eager?: boolean): HTMLImageElement {
  const { container } = render(<PostCard post={post(featuredImage)} prerendered eager={eager} />);
  const img = container.querySelector('img');
  if (!img) throw new Error('the card has no image');
  return img;
}

describe('PostCard image', () => {
  it('loads a WordPress upload at the width the card shows, never wider than the original', () => {
    const img = cardImage({ src: UPLOAD, width: 2560, height: 1440 });
    expect(img.getAttribute('srcset')).toBe([400, 640, 800, 1200, 1600].map((w) => `${UPLOAD}?w=${w}&strip=info ${w}w`).join(', '));
    expect(img.getAttribute('sizes')).toBe(CARD_IMAGE_SIZES);
    // The fallback src is a CDN variant too: a browser without srcset never gets the 2560px original.
    expect(img.getAttribute('src')).toBe(`${UPLOAD}?w=1200&strip=info`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['2560', '1440']);
    expect(img).toHaveAttribute('alt', '');
  });

  it('caps the srcset at a small original', () => {
    const img = cardImage({ src: UPLOAD, width: 700, height: 400 });
    expect(img.getAttribute('srcset')).toBe(
      `${UPLOAD}?w=400&strip=info 400w, ${UPLOAD}?w=640&strip=info 640w, ${UPLOAD}?w=700&strip=info 700w`,
    );
    expect(img.getAttribute('src')).toBe(`${UPLOAD}?w=700&strip=info`);
  });

  it('keeps the fixed 1200×630 box when the API gave no size (no layout shift)', () => {
    const img = cardImage({ src: UPLOAD });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '630']);
    expect(img.getAttribute('srcset')).toContain(`${UPLOAD}?w=1600&strip=info 1600w`);
  });

  it('is the page’s first paint when eager (high priority, not lazy) and lazy otherwise', () => {
    const first = cardImage({ src: UPLOAD, width: 2560, height: 1440 }, true);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    const later = cardImage({ src: UPLOAD, width: 2560, height: 1440 });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
  });

  it('leaves an image the CDN cannot resize as it is, with no srcset or sizes', () => {
    for (const src of ['/images/blog/kubernetes.svg', 'https://cdn.example/a.jpg']) {
      const img = cardImage({ src });
      expect(img.getAttribute('src')).toBe(src);
      expect(img).not.toHaveAttribute('srcset');
      expect(img).not.toHaveAttribute('sizes');
    }
  });
});
