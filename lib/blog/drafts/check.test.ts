import { sanitizeHtml, sanitizeHtmlWithFindings } from '../sanitize';
import { decodeEntitiesDom } from '../../browser/blog/client';
import { expectNeutralised, XSS_PAYLOADS } from '@/test-support/blog-xss-payloads';
import { wireDraft } from '@/test-support/wire-draft';
import { promoteOpeningCoverIn } from '@/lib/wp-pages/hero';
import type { SitePage } from '@/lib/wp-pages/types';
import type { Article } from '../types';
import type { WireDraft } from './api';
import { checkDraft, postChecks, TITLE_LIMIT, type CheckKind, type CheckTools } from './check';

const tools: CheckTools = {
  decode: decodeEntitiesDom,
  sanitize: sanitizeHtml,
  sanitizeWithFindings: sanitizeHtmlWithFindings,
  hero: (html) => promoteOpeningCoverIn(document.implementation.createHTMLDocument(''), html),
  apiOrigin: 'https://public-api.wordpress.com',
};

/** A post with nothing to report unless a test says otherwise. */
const draft = wireDraft;

const kinds = (post: WireDraft) => checkDraft(post, tools).items.map((item) => item.kind);

function articleOf(post: WireDraft): Article {
  const { drawing } = checkDraft(post, tools);
  if (drawing.as !== 'article') throw new Error(`drawn as a ${drawing.as}`);
  return drawing.article;
}

function pageOf(post: WireDraft): SitePage {
  const { drawing } = checkDraft(post, tools);
  if (drawing.as !== 'page') throw new Error(`drawn as an ${drawing.as}`);
  return drawing.page;
}

describe('the pre-publish check', () => {
  it('finds nothing in a post the site publishes as written', () => {
    expect(kinds(draft())).toEqual([]);
  });

  it.each<[CheckKind, string]>([
    ['image-without-alt', '<figure class="wp-block-image"><img src="https://example.files.wordpress.com/a.jpg"></figure>'],
    ['embed-facade', '<figure class="wp-block-embed"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></figure>'],
    ['embed-link', '<iframe src="https://speakerdeck.com/player/abc"></iframe>'],
    ['embed-dropped', '<iframe src="javascript:alert(1)"></iframe>'],
    ['style-removed', '<p style="position: fixed">Pinned</p>'],
    ['colour-changed', '<p style="color: #777777; background-color: #888888">Grey on grey</p>'],
    ['heading-level', '<h2>Intro</h2><h5>Deep</h5>'],
    ['insecure-url', '<p><a href="http://example.com/">plain http</a></p>'],
    [
      'table-without-headers',
      '<figure class="wp-block-table"><table><tbody><tr><td>a</td><td>b</td></tr><tr><td>1</td><td>2</td></tr></tbody></table></figure>',
    ],
    ['image-title-without-alt', '<p><img src="https://example.files.wordpress.com/a.jpg" alt="" title="Mesa">Text</p>'],
    ['duplicate-id', '<h2 id="setup">Setup</h2><h2 id="setup">Again</h2>'],
    ['missing-link-target', '<p><a href="#nowhere">Jump</a></p>'],
  ])('finds %s in the content, through the sanitiser’s own passes', (kind, content) => {
    expect(kinds(draft({ content }))).toContain(kind);
  });

  it('names the block or the first words of each of the four findings only the editor can fix', () => {
    const content = [
      '<figure class="wp-block-table"><table><tbody><tr><td>Window</td><td>Owner</td></tr><tr><td>Tue</td><td>Platform</td></tr></tbody></table></figure>',
      '<p><img src="https://example.files.wordpress.com/a.jpg" alt="" title="Mesa at noon">A titled decoration</p>',
      '<div class="wp-block-file"><a id="f" href="https://example.com/a.pdf">Checklist</a></div><div class="wp-block-file"><a id="f" href="https://example.com/b.pdf">Rollback</a></div>',
      '<p>See <a href="#later">the later section</a>.</p>',
    ].join('');
    const items = checkDraft(draft({ content }), tools).items.filter((item) => item.block !== null || item.words);
    expect(items.map(({ kind, block, words, detail }) => ({ kind, block, words, detail }))).toEqual([
      { kind: 'image-title-without-alt', block: null, words: 'A titled decoration', detail: 'Mesa at noon' },
      { kind: 'table-without-headers', block: 'table', words: 'Window', detail: '2 rows' },
      { kind: 'duplicate-id', block: 'file', words: 'Rollback', detail: 'f → f-2' },
      { kind: 'missing-link-target', block: null, words: 'See the later section.', detail: '#later' },
    ]);
  });

  it('names the place: the block and the first words', () => {
    const { items } = checkDraft(
      draft({ content: '<div class="wp-block-group"><p style="position: absolute">Pinned note here</p></div>' }),
      tools,
    );
    expect(items).toEqual([{ kind: 'style-removed', block: 'group', words: 'Pinned note here', detail: 'position' }]);
  });

  it('finds a post without a featured image, or with one the page policy would block (http)', () => {
    expect(kinds(draft({ featured_image: '' }))).toEqual(['no-featured-image']);
    expect(kinds(draft({ featured_image: 'http://example.com/a.jpg' }))).toEqual(['no-featured-image']);
  });

  it(`finds a title longer than ${TITLE_LIMIT} characters, counted after decoding entities`, () => {
    expect(kinds(draft({ title: 'x'.repeat(TITLE_LIMIT) }))).toEqual([]);
    expect(kinds(draft({ title: `${'x'.repeat(TITLE_LIMIT - 1)}&amp;` }))).toEqual([]);
    const [item] = postChecks(draft({ title: 'y'.repeat(TITLE_LIMIT + 1) }), tools);
    expect(item).toEqual({ kind: 'long-title', block: null, words: 'y'.repeat(TITLE_LIMIT + 1), detail: String(TITLE_LIMIT + 1) });
  });

  it('finds a post without an excerpt (markup with no words counts as none)', () => {
    expect(kinds(draft({ excerpt: '' }))).toEqual(['no-excerpt']);
    expect(kinds(draft({ excerpt: '<p> &nbsp; </p>' }))).toEqual(['no-excerpt']);
  });

  it('draws the post exactly as the published article: the same HTML the sanitiser gives visitors', () => {
    const content =
      '<h1>Title</h1><figure class="wp-block-image"><img src="https://example.files.wordpress.com/a.jpg"></figure><p style="color:#777">x</p>';
    const article = articleOf(draft({ content }));
    expect(article.contentHtml).toBe(sanitizeHtml(content));
    expect(article.excerptHtml).toBe(sanitizeHtml(draft().excerpt));
    expect(article.authorName).toBe('Priya Raman');
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('neutralises a hostile draft as a published post: %s', (payload) => {
    const article = articleOf(draft({ content: payload, excerpt: payload }));
    expect(article.contentHtml).toBe(sanitizeHtml(payload));
    expectNeutralised(article.contentHtml);
    expectNeutralised(article.excerptHtml);
  });

  it("adds a page's taken path and unpublished parent to the post's own checks, and nothing to a post", () => {
    const page = { type: 'page', slug: 'contact', URL: 'https://example.wordpress.com/?page_id=9' };
    expect(kinds(draft({ ...page, parent: null }))).toEqual(['page-path-taken']);
    expect(kinds(draft({ ...page, slug: 'apply', parent: { ID: 5, title: 'Partners', status: 'draft', path: '/partners' } }))).toEqual([
      'page-parent-unpublished',
    ]);
    expect(kinds(draft({ slug: 'contact' }))).toEqual([]);
  });
});

describe('a draft page', () => {
  const partners = { ID: 5, title: 'Partners &amp; resellers', status: 'publish', path: '/partners' };
  const page = (fields: Partial<WireDraft> = {}) =>
    draft({ type: 'page', slug: 'apply', URL: 'https://example.wordpress.com/?page_id=9', parent: partners, ...fields });
  const cover =
    '<div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span>' +
    '<div class="wp-block-cover__inner-container"><h2 class="wp-block-heading">Join the programme</h2><p>Three steps.</p></div></div>';

  it('is drawn as the published page: sanitised by the one policy, its opening cover the hero with the h1', () => {
    const content = `${cover}<h1>Steps</h1><p style="position: fixed">Pinned</p>`;
    const drawn = pageOf(page({ content }));
    expect(drawn).toMatchObject({ id: 7001, title: 'Edge node rollout notes', path: '/partners/apply', heroHeading: true });
    expect(drawn.contentHtml).toBe(promoteOpeningCoverIn(document, sanitizeHtml(content)).html);
    expect(drawn.contentHtml.match(/<h1[ >]/g)).toEqual(['<h1 ']);
    // The findings still come from the content's one sanitising pass.
    expect(kinds(page({ content }))).toEqual(['style-removed']);
  });

  it("has its parent as its one crumb, at the parent's own path, or none when that path is unknown", () => {
    expect(pageOf(page()).ancestors).toEqual([{ name: 'Partners & resellers', path: '/partners' }]);
    // A grandchild: its grandparent is not known to the draft, but its parent's link is still right.
    expect(pageOf(page({ parent: { ...partners, path: '/programmes/partners' } })).ancestors).toEqual([
      { name: 'Partners & resellers', path: '/programmes/partners' },
    ]);
    expect(pageOf(page({ parent: { ...partners, path: null } })).ancestors).toEqual([]);
    expect(pageOf(page({ parent: null, slug: 'expo' }))).toMatchObject({ path: '/expo', segments: ['expo'], ancestors: [] });
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('neutralises a hostile draft page as a published page: %s', (payload) => {
    expectNeutralised(pageOf(page({ content: payload, excerpt: payload })).contentHtml);
  });
});
