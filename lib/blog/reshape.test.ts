import { decode as decodeEntities } from 'he';
import {
  categoryRefs,
  featuredImageOf,
  featuredImageUrl,
  govCategory,
  reshapeArticle,
  reshapeSummary,
  toSummary,
  UNKNOWN_AUTHOR,
  UNTITLED,
} from './reshape';
import { sanitizeHtml } from './sanitize';
import type { WirePost } from './schema';

const tools = { decode: decodeEntities, sanitize: sanitizeHtml };

const wire = (overrides: Partial<WirePost> = {}): WirePost => ({
  ID: 42,
  date: '2025-06-12T09:30:00-04:00',
  modified: '2025-06-13T10:00:00-04:00',
  title: 'What&#8217;s new in Vitro: Ceph &amp; GitOps',
  excerpt: '<p onclick="x()">Short [&hellip;]</p>',
  content: '<h1>Top</h1><p>Body</p><script>x()</script>',
  featured_image: 'https://blog.example/files/a.jpg',
  author: { name: 'Dana &amp; Co' },
  categories: { Gov: {}, Kubernetes: {} },
  ...overrides,
});

describe('reshapeSummary', () => {
  it('decodes the title, sanitises the excerpt and builds the link from the raw title', () => {
    expect(reshapeSummary(wire(), tools)).toEqual({
      id: 42,
      href: "/blog/42/what's-new-in-vitro-ceph-amp-gitops",
      title: 'What\u2019s new in Vitro: Ceph & GitOps',
      excerptHtml: '<p>Short […]</p>',
      date: '2025-06-12T09:30:00-04:00',
      modified: '2025-06-13T10:00:00-04:00',
      featuredImage: { src: 'https://blog.example/files/a.jpg' },
      categories: [
        { name: 'Gov', slug: 'gov' },
        { name: 'Kubernetes', slug: 'kubernetes' },
      ],
    });
  });

  it('treats "" and unsafe values as no featured image, and uses date when modified is absent', () => {
    const summary = reshapeSummary(wire({ featured_image: '', modified: undefined, categories: [] }), tools);
    expect(summary.featuredImage).toBeNull();
    expect(summary.modified).toBe(summary.date);
    expect(govCategory(summary.categories)).toBeNull();
  });

  it('names an untitled post', () => {
    expect(reshapeSummary(wire({ title: '  ' }), tools)).toMatchObject({ title: UNTITLED, href: '/blog/42/-' });
    expect(reshapeSummary(wire({ title: '' }), tools)).toMatchObject({ title: UNTITLED, href: '/blog/42/post' });
  });
});

describe('reshapeArticle', () => {
  it('adds the sanitised content and the decoded author', () => {
    const article = reshapeArticle(wire(), tools);
    expect(article.contentHtml).toBe('<h2>Top</h2><p>Body</p>');
    expect(article.authorName).toBe('Dana & Co');
    expect(toSummary(article)).toEqual(reshapeSummary(wire(), tools));
  });

  it('falls back when the author is missing', () => {
    expect(reshapeArticle(wire({ author: false }), tools).authorName).toBe(UNKNOWN_AUTHOR);
    expect(reshapeArticle(wire({ author: undefined }), tools).authorName).toBe(UNKNOWN_AUTHOR);
  });
});

describe('helpers', () => {
  it.each([
    ['https://a.example/x.jpg', 'https://a.example/x.jpg'],
    ['/images/blog/x.svg', '/images/blog/x.svg'],
    ['', null],
    [null, null],
    [undefined, null],
    ['javascript:alert(1)', null],
    ['//evil.example/x.jpg', null],
    ['data:image/png;base64,AAAA', null],
    ['/\\evil.example/a.png', null],
    ['/%5Cevil.example/a.png', '/%5Cevil.example/a.png'],
    ['/\t/evil.example/a.png', null],
    ['HTTPS://CDN.Example/a.png', 'https://cdn.example/a.png'],
    ['https://a.example/a b.png', 'https://a.example/a%20b.png'],
    ['http://a.example/x.jpg', null],
    ['https://', null],
    ['ftp://a.example/x.jpg', null],
    ['  https://a.example/x.jpg  ', 'https://a.example/x.jpg'],
  ])('featuredImageUrl(%j) = %j', (input, output) => {
    expect(featuredImageUrl(input)).toBe(output);
  });

  it("accepts the blog API's own origin over http (its images are in img-src), and no other http origin", () => {
    expect(featuredImageUrl('http://127.0.0.1:4180/images/a.svg', 'http://127.0.0.1:4180')).toBe('http://127.0.0.1:4180/images/a.svg');
    expect(featuredImageUrl('http://127.0.0.1:4181/images/a.svg', 'http://127.0.0.1:4180')).toBeNull();
  });

  describe('featuredImageOf', () => {
    const src = 'https://example.files.wordpress.com/2025/06/photo.jpg';
    const thumbnail = { URL: src, width: 2560, height: 1440, mime_type: 'image/jpeg' };

    it('takes width and height from post_thumbnail when it is the same file', () => {
      expect(featuredImageOf({ featured_image: src, post_thumbnail: thumbnail })).toEqual({ src, width: 2560, height: 1440 });
      // WordPress may add size arguments to one of the two URLs: still the same file.
      expect(featuredImageOf({ featured_image: `${src}?w=2560`, post_thumbnail: thumbnail })).toEqual({
        src: `${src}?w=2560`,
        width: 2560,
        height: 1440,
      });
    });

    it('gives no size when post_thumbnail is absent, partial or another file (the card keeps its fixed box)', () => {
      expect(featuredImageOf({ featured_image: src })).toEqual({ src });
      expect(featuredImageOf({ featured_image: src, post_thumbnail: null })).toEqual({ src });
      expect(featuredImageOf({ featured_image: src, post_thumbnail: { URL: src, width: 2560 } })).toEqual({ src });
      expect(
        featuredImageOf({ featured_image: src, post_thumbnail: { ...thumbnail, URL: 'https://example.files.wordpress.com/other.jpg' } }),
      ).toEqual({ src });
    });

    it('has no image when featured_image is empty or unsafe, whatever post_thumbnail says', () => {
      expect(featuredImageOf({ featured_image: '', post_thumbnail: thumbnail })).toBeNull();
      expect(featuredImageOf({ featured_image: 'javascript:alert(1)', post_thumbnail: thumbnail })).toBeNull();
    });

    it('reshapes a post with its thumbnail size into the summary the card reads', () => {
      const post = wire({ featured_image: src, post_thumbnail: thumbnail });
      expect(reshapeSummary(post, tools).featuredImage).toEqual({ src, width: 2560, height: 1440 });
    });
  });

  it('reads category names from the object, or none from an empty array', () => {
    expect(categoryRefs({ Gov: {}, 'Product news': {} }).map((ref) => ref.name)).toEqual(['Gov', 'Product news']);
    expect(categoryRefs([])).toEqual([]);
    expect(categoryRefs(undefined)).toEqual([]);
  });
});

describe('govCategory', () => {
  it('is the category named exactly "Gov"', () => {
    const refs = (...names: string[]) => names.map((name) => ({ name, slug: name.toLowerCase() }));
    expect(govCategory(refs('Kubernetes', 'Gov'))).toEqual({ name: 'Gov', slug: 'gov' });
    for (const names of [['gov'], ['Government', 'Governance'], [' Gov '], []]) expect(govCategory(refs(...names))).toBeNull();
    expect(govCategory(undefined)).toBeNull();
  });
});
