import { render, screen, within } from '@testing-library/react';
import type { SitePage } from '@/lib/wp-pages/types';
import { PageView } from './page-view';

const page = (overrides: Partial<SitePage> = {}): SitePage => ({
  id: 12,
  path: '/events/expo-2027',
  segments: ['events', 'expo-2027'],
  title: 'Expo 2027',
  description: 'Our stand.',
  contentHtml: '<p>Find us at stand 42.</p>',
  heroHeading: false,
  heroImage: null,
  date: '2026-01-01T00:00:00+00:00',
  modified: '2026-01-01T00:00:00+00:00',
  featuredImage: null,
  ancestors: [{ name: 'Events', path: '/events' }],
  ...overrides,
});

describe('PageView', () => {
  it('draws breadcrumbs for a child page, the title as the one h1, and the content', () => {
    render(<PageView page={page()} />);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Events', '/events'],
    ]);
    expect(within(crumbs).getByText('Expo 2027')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Expo 2027']);
    expect(screen.getByRole('article', { name: 'Expo 2027' })).toHaveTextContent('Find us at stand 42.');
  });

  it('leaves the h1 to the cover that opens the page, and draws no breadcrumbs for a top-level page', () => {
    const contentHtml =
      '<div class="wp-block-cover"><div class="wp-block-cover__inner-container"><h1 class="wp-block-heading">Meet us</h1></div></div>';
    render(<PageView page={page({ heroHeading: true, contentHtml, ancestors: [] })} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Meet us']);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows a featured image above the title, first in line and decorative', () => {
    const { container } = render(
      <PageView
        page={page({ featuredImage: { src: 'https://example.files.wordpress.com/2026/01/stand.jpg', width: 2400, height: 1600 } })}
      />,
    );
    const img = container.querySelector('header img')!;
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('alt', '');
    expect(img.getAttribute('srcset')).toContain('?w=1600');
  });
});
