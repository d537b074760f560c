import type { WireDraft } from '../../blog/drafts/api';
import { loadView, type DraftsCalls } from '../../blog/drafts/session';
import { serverCheckTools } from './view';

// The server's tools run over a jsdom of their own, which Jest's jsdom environment cannot load (the build's
// sanitiser has its own test under plain Node, scripts/build/sanitiser.test.ts); here they run over the test DOM.
jest.mock('jsdom', () => ({
  JSDOM: class {
    window = globalThis.window;
  },
}));

const config = {
  apiBase: 'https://public-api.wordpress.com',
  site: 'example.wordpress.com',
  clientId: '1',
  siteUrl: 'https://www.example.com',
};

const page: WireDraft = {
  ID: 7104,
  date: '2027-02-01T09:00:00+00:00',
  title: 'Expo 2027',
  excerpt: '<p>Demos.</p>',
  content:
    '<div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span>' +
    '<div class="wp-block-cover__inner-container"><h2 class="wp-block-heading">Meet us in hall B</h2></div></div>' +
    '<h1>Agenda</h1><p style="position: fixed">Pinned</p>',
  status: 'future',
  siteId: 42,
  type: 'page',
  slug: 'expo-2027',
  parent: { ID: 8101, title: 'Events', status: 'publish', path: '/events' },
};

const calls = (draft: WireDraft): DraftsCalls => ({
  fetchSite: jest.fn(async () => ({ ID: 42 })),
  fetchDrafts: jest.fn(async () => []),
  fetchDraft: jest.fn(async () => draft),
  tools: () => serverCheckTools(config.apiBase),
});

describe("server mode's preview tools", () => {
  it('draw a draft page as the page view does: the cover the hero, its heading the one h1, crumbs to the parent', async () => {
    const view = await loadView(config, { accessToken: 'tok', siteId: '42' }, 7104, calls(page));
    if (view.kind !== 'preview' || view.drawing.as !== 'page') throw new Error(`expected a page preview, got ${JSON.stringify(view)}`);
    expect(view.drawing.page).toMatchObject({
      heroHeading: true,
      path: '/events/expo-2027',
      ancestors: [{ name: 'Events', path: '/events' }],
    });
    // The content's own h1 is an h2, as on a published page.
    expect(view.drawing.page.contentHtml.match(/<h1[^>]*>[^<]*/g)).toEqual(['<h1 class="wp-block-heading">Meet us in hall B']);
    // The check still reports what the sanitiser changed.
    expect(view.items.map((item) => item.kind)).toEqual(['style-removed', 'no-featured-image']);
  });

  it('draw a post as the article view does', async () => {
    const post: WireDraft = { ...page, type: 'post', slug: undefined, parent: null };
    const view = await loadView(config, { accessToken: 'tok', siteId: '42' }, 7104, calls(post));
    expect(view.kind === 'preview' && view.drawing.as).toBe('article');
  });
});
