import { promoteOpeningCoverIn } from '@/lib/wp-pages/hero';
import { sanitizeHtml, sanitizeHtmlWithFindings } from '../sanitize';
import { DraftsError, type WireDraft } from './api';
import type { DraftsConfig, ApiToken } from './oauth';
import { requestedId } from './oauth';
import { browserCalls, loadView, siteLabel, type DraftsCalls } from './session';

const config: DraftsConfig = {
  apiBase: 'https://public-api.wordpress.com',
  site: 'example.wordpress.com',
  clientId: '1',
  siteUrl: 'https://www.example.com',
};
const token: ApiToken = { accessToken: 't', siteId: '42' };
const post: WireDraft = {
  ID: 7,
  date: '2026-11-20T09:00:00+00:00',
  modified: '2026-11-26T08:30:00+00:00',
  title: 'A draft',
  excerpt: '',
  content: '<p>x</p>',
  featured_image: '',
  status: 'draft',
  siteId: 42,
};

function calls(overrides: Partial<DraftsCalls> = {}): DraftsCalls {
  return {
    fetchSite: jest.fn(async (_config, site: string) => (site === '99' ? { ID: 99, URL: 'https://other.wordpress.com' } : { ID: 42 })),
    fetchDrafts: jest.fn(async () => []),
    fetchDraft: jest.fn(async () => post),
    tools: async () => ({
      decode: (t: string) => t,
      sanitize: sanitizeHtml,
      sanitizeWithFindings: sanitizeHtmlWithFindings,
      hero: (html: string) => promoteOpeningCoverIn(document, html),
    }),
    ...overrides,
  };
}

describe('loadView', () => {
  it('lists the drafts for a token of this site', async () => {
    expect(await loadView(config, token, null, calls())).toEqual({ kind: 'list', posts: [] });
  });

  it('names the site a token is for when it is another one, and reads nothing with it', async () => {
    const api = calls();
    expect(await loadView(config, { ...token, siteId: '99' }, null, api)).toEqual({ kind: 'other-site', other: 'other.wordpress.com' });
    expect(api.fetchDrafts).not.toHaveBeenCalled();
  });

  it('previews a post with its check', async () => {
    const view = await loadView(config, token, 7, calls());
    expect(view.kind).toBe('preview');
    if (view.kind === 'preview') {
      expect(view.drawing.as).toBe('article');
      expect(view.items.map((item) => item.kind)).toEqual(['no-featured-image', 'no-excerpt']);
    }
  });

  it("draws a page with the page view's shape through the browser's own tools, its cover the hero", async () => {
    const page: WireDraft = {
      ...post,
      type: 'page',
      slug: 'expo',
      parent: { ID: 5, title: 'Events &amp; shows', status: 'publish', path: '/events' },
      content:
        '<div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span>' +
        '<div class="wp-block-cover__inner-container"><h2 class="wp-block-heading">Meet us</h2></div></div><p>Hall B.</p>',
    };
    const view = await loadView(config, token, 7, {
      ...calls({ fetchDraft: jest.fn(async () => page) }),
      tools: browserCalls(config.apiBase).tools,
    });
    if (view.kind !== 'preview' || view.drawing.as !== 'page') throw new Error(`expected a page preview, got ${JSON.stringify(view)}`);
    expect(view.drawing.page).toMatchObject({
      path: '/events/expo',
      heroHeading: true,
      ancestors: [{ name: 'Events & shows', path: '/events' }],
    });
    expect(view.drawing.page.contentHtml).toMatch(/^<div class="wp-block-cover">.*<h1 class="wp-block-heading">Meet us<\/h1>/);
  });

  it('says a post of another site, or none, is not found', async () => {
    expect(await loadView(config, token, 7, calls({ fetchDraft: jest.fn(async () => ({ ...post, siteId: 99 })) }))).toEqual({
      kind: 'not-found',
      id: 7,
    });
    const missing = jest.fn(async () => {
      throw new DraftsError('not-found', '404');
    });
    expect(await loadView(config, token, 8, calls({ fetchDraft: missing }))).toEqual({ kind: 'not-found', id: 8 });
  });

  it('says the API is down, and leaves an ended sign-in to the caller', async () => {
    const down = jest.fn(async () => {
      throw new DraftsError('unavailable', 'down');
    });
    expect(await loadView(config, token, null, calls({ fetchSite: down }))).toEqual({ kind: 'unavailable' });
    const ended = jest.fn(async () => {
      throw new DraftsError('signed-out', '403');
    });
    await expect(loadView(config, token, null, calls({ fetchDrafts: ended }))).rejects.toMatchObject({ kind: 'signed-out' });
  });
});

describe('helpers', () => {
  it('reads ?id= only as a positive whole number', () => {
    expect(requestedId('?id=7001')).toBe(7001);
    for (const search of ['', '?id=', '?id=0', '?id=-1', '?id=7x', '?id=1e3']) expect(requestedId(search)).toBeNull();
  });

  it('names a site by its address, its name or its id', () => {
    expect(siteLabel({ URL: 'https://other.wordpress.com/' }, '9')).toBe('other.wordpress.com');
    expect(siteLabel({ name: 'Other' }, '9')).toBe('Other');
    expect(siteLabel(null, '9')).toBe('site 9');
  });
});
