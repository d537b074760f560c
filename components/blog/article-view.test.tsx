import { render } from '@testing-library/react';
import { ARTICLE_IMAGE_SIZES } from '@/lib/blog/images';
import type { Article } from '@/lib/blog/types';
import { ArticleView } from './article-view';

const UPLOAD = 'https://example.files.wordpress.com/2025/06/rack.jpg';

const article = (featuredImage: Article['featuredImage']): Article => ({
  id: 7,
  href: '/blog/7/rack',
  title: 'Racking the edge nodes',
  excerptHtml: '<p>Short</p>',
  date: '2025-06-12T09:30:00-04:00',
  modified: '2025-06-12T09:30:00-04:00',
  featuredImage,
  contentHtml: '<p>Body</p>',
  authorName: 'Dana Whitfield',
});

function featured(image: Article['featuredImage']): HTMLImageElement {
  const { container } = render(<ArticleView article={article(image)} canonicalUrl="https://www.example.com/blog/7/rack" />);
  const img = container.querySelector('header img');
  if (!img) throw new Error('the article has no featured image');
  return img as HTMLImageElement;
}

describe('ArticleView featured image', () => {
  it("loads first, at the measure's width, with the photo's own size", () => {
    const img = featured({ src: UPLOAD, width: 2560, height: 1440 });
    expect(img.getAttribute('srcset')).toBe([400, 640, 800, 1200, 1600].map((w) => `${UPLOAD}?w=${w}&strip=info ${w}w`).join(', '));
    expect(img.getAttribute('sizes')).toBe(ARTICLE_IMAGE_SIZES);
    expect(img.getAttribute('src')).toBe(`${UPLOAD}?w=1200&strip=info`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['2560', '1440']);
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading');
    // The photo's own ratio comes from width/height: no fixed box.
    expect(img.className).not.toMatch(/featuredBox/);
  });

  it('reserves the fixed box when the size is unknown', () => {
    const img = featured({ src: UPLOAD });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '630']);
    expect(img.className).toMatch(/featuredBox/);
  });

  it('leaves a site image as it is', () => {
    const img = featured({ src: '/images/blog/kubernetes.svg' });
    expect(img.getAttribute('src')).toBe('/images/blog/kubernetes.svg');
    expect(img).not.toHaveAttribute('srcset');
  });
});

describe('ArticleView tags', () => {
  it('links each tag to its archive, under a visible "Tags" label', () => {
    const tagged = {
      ...article(null),
      tags: [
        { name: 'FIPS 140-3', slug: 'fips-140-3' },
        { name: 'Ceph & Rook', slug: 'ceph-rook' },
      ],
    };
    const { getByRole } = render(<ArticleView article={tagged} canonicalUrl="https://www.example.com/blog/7/rack" />);
    const list = getByRole('list', { name: 'Tags' });
    const links = Array.from(list.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['FIPS 140-3', '/blog/tag/fips-140-3'],
      ['Ceph & Rook', '/blog/tag/ceph-rook'],
    ]);
  });

  it('shows no tag list for a post without tags', () => {
    const { queryByRole } = render(<ArticleView article={article(null)} canonicalUrl="https://www.example.com/blog/7/rack" />);
    expect(queryByRole('list', { name: 'Tags' })).toBeNull();
  });
});
