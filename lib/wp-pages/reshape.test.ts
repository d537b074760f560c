import { decode } from 'he';
import { sanitizeHtml } from '@/lib/blog/sanitize';
import { HERO_IMAGE_SIZES, promoteOpeningCoverIn } from './hero';
import { planPages } from './paths';
import { reshapePage, type PageTools } from './reshape';
import { parsePageList } from './schema';

// The page's DOM here; jsdom's own window at build (source.ts).
const tools: PageTools = { decode, sanitize: sanitizeHtml, hero: (html) => promoteOpeningCoverIn(document, html) };

const wire = (overrides: Record<string, unknown> = {}) => ({
  ID: 11,
  type: 'page',
  status: 'publish',
  date: '2026-01-02T10:00:00+00:00',
  modified: '2026-01-03T10:00:00+00:00',
  title: 'Events &amp; briefings',
  slug: 'events',
  URL: 'https://example.wordpress.com/events/',
  parent: false,
  menu_order: 0,
  excerpt: '<p>Where to meet us.</p>',
  content: '<p>Hello</p>',
  featured_image: '',
  ...overrides,
});

const parse = (...pages: unknown[]) => parsePageList({ found: pages.length, posts: pages }, 'test', () => {}).posts;

describe('parsePageList', () => {
  it('reads the page fields and strips the rest', () => {
    const [page] = parse({ ...wire(), sticky: false, parent: { ID: 3, type: 'page', link: 'x', title: 'Parent' } });
    expect(page).toMatchObject({ ID: 11, slug: 'events', parent: { ID: 3 }, menu_order: 0 });
    expect(page).not.toHaveProperty('sticky');
  });

  it('leaves out a malformed page with a warning, not the list', () => {
    const warnings: string[] = [];
    const { posts } = parsePageList({ found: 2, posts: [wire(), { ...wire({ ID: 12 }), URL: 5 }] }, 'list', (m) => warnings.push(m));
    expect(posts.map(({ ID }) => ID)).toEqual([11]);
    expect(warnings[0]).toMatch(/12.*URL/);
  });
});

describe('reshapePage', () => {
  it('decodes the title, sanitises with the posts policy and keeps the excerpt as a description', () => {
    const [placed] = planPages(parse(wire({ content: '<p onclick="x()">Hi</p><script>alert(1)</script><h1>Second</h1>' }))).placed;
    const page = reshapePage(placed!, tools);
    expect(page).toMatchObject({
      id: 11,
      path: '/events',
      title: 'Events & briefings',
      description: 'Where to meet us.',
      heroHeading: false,
    });
    expect(page.contentHtml).not.toMatch(/onclick|<script|<h1/);
    expect(page.contentHtml).toContain('<h2');
  });

  it('makes the heading of an opening cover the one h1 and its photo the first request', () => {
    const content =
      '<div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span>' +
      '<img class="wp-block-cover__image-background wp-image-1" alt="" src="https://example.files.wordpress.com/2026/01/hero.jpg" data-object-fit="cover"/>' +
      '<div class="wp-block-cover__inner-container"><h2 class="wp-block-heading">Meet us</h2><p>Text</p></div></div><h2>Later</h2>';
    const [placed] = planPages(parse(wire({ content }))).placed;
    const page = reshapePage(placed!, tools);
    expect(page.heroHeading).toBe(true);
    expect(page.contentHtml.match(/<h1/g)).toHaveLength(1);
    expect(page.contentHtml).toMatch(/<h1 class="wp-block-heading">Meet us<\/h1>/);
    expect(page.contentHtml).toMatch(/fetchpriority="high"/);
    expect(page.contentHtml).not.toMatch(/loading="lazy"/);
    expect(page.heroImage).toMatchObject({ src: expect.stringContaining('hero.jpg'), sizes: HERO_IMAGE_SIZES });
  });

  it('builds the breadcrumbs of a child page from its ancestors', () => {
    const pages = parse(
      wire(),
      wire({ ID: 12, slug: 'expo', title: 'Expo', URL: 'https://example.wordpress.com/events/expo/', parent: { ID: 11 } }),
    );
    const child = planPages(pages).placed.find(({ page }) => page.ID === 12)!;
    expect(reshapePage(child, tools).ancestors).toEqual([{ name: 'Events & briefings', path: '/events' }]);
  });
});
