import { render, screen, within } from '@testing-library/react';
import { blogPage } from '@/content/blog';
import { draftsPage as copy } from '@/content/blog-drafts';
import { wpPages } from '@/content/wp-page-labels';
import type { WireDraft } from '@/lib/blog/drafts/api';
import { checkDraft } from '@/lib/blog/drafts/check';
import { browserCalls } from '@/lib/blog/drafts/session';
import { wireDraft } from '@/test-support/wire-draft';
import { DraftPreview } from './draft-preview';

// The browser's own tools (sanitiser, decoder, hero pass), as the export's preview runs them.
const tools = () => browserCalls('https://public-api.wordpress.com').tools();

const post = wireDraft();

const page = (fields: Partial<WireDraft> = {}): WireDraft => ({
  ...post,
  ID: 7101,
  title: 'Partner programme: how to apply',
  type: 'page',
  slug: 'apply',
  URL: 'https://example.wordpress.com/?page_id=7101',
  // A draft parent: the check names it, and the crumb still shows where the page will sit.
  parent: { ID: 7103, title: 'Partners', status: 'draft', path: '/partners' },
  content: '<p>Integrators apply in three steps.</p>',
  ...fields,
});

async function preview(draft: WireDraft) {
  const { drawing, items } = checkDraft(draft, await tools());
  return render(<DraftPreview post={draft} drawing={drawing} items={items} siteUrl="https://www.example.com" />);
}

const h1s = () => screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent);

/** What only the article view draws: the byline and the share bar. */
function expectNoArticleChrome() {
  expect(screen.queryByText(new RegExp(`^${blogPage.article.author}`))).toBeNull();
  expect(screen.queryByRole('button', { name: blogPage.article.copyLink })).toBeNull();
  expect(screen.queryAllByRole('link', { name: new RegExp(`^${blogPage.article.shareOn}`) })).toEqual([]);
  expect(screen.queryByRole('link', { name: blogPage.article.back })).toBeNull();
}

describe('DraftPreview', () => {
  it('draws a draft page as the published page: its title as the h1, breadcrumbs to its parent, no article chrome', async () => {
    await preview(page());
    expect(h1s()).toEqual(['Partner programme: how to apply']);
    const crumbs = screen.getByRole('navigation', { name: wpPages.breadcrumbs });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [wpPages.home, '/'],
      ['Partners', '/partners'],
    ]);
    expect(screen.getByRole('article', { name: 'Partner programme: how to apply' })).toHaveTextContent('Integrators apply in three steps.');
    expectNoArticleChrome();
    // Still under the banner, and followed by the check, which speaks of a page.
    expect(screen.getByRole('note', { name: copy.preview.banner })).toHaveTextContent(copy.status.draft);
    const check = screen.getByRole('region', { name: copy.check.heading });
    expect(check).toHaveTextContent(copy.check.forPage.intro);
    expect(within(check).getByRole('listitem')).toHaveTextContent(copy.check.forPage.wholePost);
  });

  it("lets a page's opening cover be its hero: the cover's heading is the one h1", async () => {
    const content =
      '<div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span>' +
      '<div class="wp-block-cover__inner-container"><h2 class="wp-block-heading">Meet us in hall B</h2><p>Three days.</p></div></div>' +
      '<p>Demos every hour.</p>';
    await preview(page({ content, parent: null, slug: 'expo-2027' }));
    expect(h1s()).toEqual(['Meet us in hall B']);
    expect(screen.queryByRole('navigation', { name: wpPages.breadcrumbs })).toBeNull();
    expectNoArticleChrome();
  });

  it("gives a page's reasons, not a post's: no blog card, a drawn social card, the page's anchors", async () => {
    const content = '<p><a href="#nowhere">Jump</a></p>';
    const { container } = await preview(page({ content, parent: null, featured_image: '', excerpt: '' }));
    const why = (kind: string) => container.querySelector(`[data-kind="${kind}"] p`)?.textContent;
    for (const kind of ['missing-link-target', 'no-featured-image', 'no-excerpt'] as const) {
      expect(why(kind)).toBe(copy.check.forPage.kinds[kind].why);
      expect(why(kind)).not.toMatch(/\bpost\b|blog card/);
    }
  });

  it('still draws a post with the article view: byline, share bar and the way back to the blog', async () => {
    await preview(post);
    expect(h1s()).toEqual(['Edge node rollout notes']);
    expect(screen.getByText(`${blogPage.article.author}Priya Raman`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: blogPage.article.copyLink })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: wpPages.breadcrumbs })).toBeNull();
    expect(screen.getByRole('region', { name: copy.check.heading })).toHaveTextContent(copy.check.clean);
  });
});
