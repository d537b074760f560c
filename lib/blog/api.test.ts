import { articleUrl, fetchAllPosts, fetchArticle, fetchLatestPosts, listUrl, MAX_PAGE_SIZE, MAX_PAGES, type FetchJsonOptions } from './api';

const BASE = 'https://api.example';
const SITE = 'news.example.com';

function post(id: number) {
  return { ID: id, date: '2025-01-01T00:00:00+00:00', title: `Post ${id}`, excerpt: '', content: '' };
}

/** A paged list endpoint following the API's rules, recording every URL it is asked for. */
function pagedApi(total: number, { handles = true } = {}) {
  const posts = Array.from({ length: total }, (_, i) => post(total - i));
  const urls: string[] = [];
  const fetchImpl = jest.fn(async (input: string) => {
    urls.push(input);
    const url = new URL(input);
    const number = Number(url.searchParams.get('number') ?? 20);
    if (number > 100) return response(400, { error: 'invalid_number' });
    const page = url.searchParams.get('page');
    const handle = url.searchParams.get('page_handle');
    const start = page ? (Number(page) - 1) * number : handle ? Number(handle.replace('h', '')) : 0;
    const meta: { next_page?: string } = {};
    if (handles && !page && start + number < total) meta.next_page = `h${start + number}`;
    return response(200, { found: total, posts: posts.slice(start, start + number), meta });
  });
  return { api: { base: BASE, site: SITE, fetchOptions: { fetchImpl: fetchImpl as unknown as typeof fetch } }, urls };
}

function response(status: number, body: unknown): Response {
  return {
    ok: status < 300,
    status,
    headers: { get: () => null },
    body: null,
    text: async () => JSON.stringify(body),
  } as unknown as Response;
}

describe('URLs', () => {
  it('uses the API paths: v1.1 for the list, v1 for one post', () => {
    const api = { base: BASE, site: SITE };
    expect(listUrl(api)).toBe('https://api.example/rest/v1.1/sites/news.example.com/posts');
    expect(listUrl(api, { number: 100, page_handle: 'a b' })).toBe(
      'https://api.example/rest/v1.1/sites/news.example.com/posts?number=100&page_handle=a+b',
    );
    expect(articleUrl(api, 7)).toBe('https://api.example/rest/v1/sites/news.example.com/posts/7');
  });
});

describe('fetchAllPosts (pagination)', () => {
  it('pages through every post with number=100 and page_handle, keeping API order', async () => {
    const { api, urls } = pagedApi(250);
    const posts = await fetchAllPosts(api);
    expect(posts).toHaveLength(250);
    expect(posts[0]?.ID).toBe(250);
    expect(posts.at(-1)?.ID).toBe(1);
    expect(urls).toEqual([
      `${BASE}/rest/v1.1/sites/${SITE}/posts?number=${MAX_PAGE_SIZE}`,
      `${BASE}/rest/v1.1/sites/${SITE}/posts?number=100&page_handle=h100`,
      `${BASE}/rest/v1.1/sites/${SITE}/posts?number=100&page_handle=h200`,
    ]);
  });

  it('falls back to page numbers when the API sends no handle', async () => {
    const { api, urls } = pagedApi(201, { handles: false });
    expect(await fetchAllPosts(api)).toHaveLength(201);
    expect(urls.slice(1)).toEqual([
      `${BASE}/rest/v1.1/sites/${SITE}/posts?number=100&page=2`,
      `${BASE}/rest/v1.1/sites/${SITE}/posts?number=100&page=3`,
    ]);
  });

  it('makes one request for a blog that fits one page, and none more for an empty blog', async () => {
    for (const total of [0, 1, 100]) {
      const { api, urls } = pagedApi(total);
      expect(await fetchAllPosts(api)).toHaveLength(total);
      expect(urls).toHaveLength(1);
    }
  });

  it('fails at the second page when the API answers the same page again (a million posts claimed)', async () => {
    const fetchImpl = jest.fn(async () => response(200, { found: 1_000_000, posts: [post(2), post(1)], meta: { next_page: 'again' } }));
    await expect(
      fetchAllPosts({ base: BASE, site: SITE, fetchOptions: { fetchImpl: fetchImpl as unknown as typeof fetch } }),
    ).rejects.toThrow('posts?number=100&page_handle=again (page 2) repeats posts of earlier pages and adds none: the API is looping');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('fails when a handle comes back, even if the page holds new posts', async () => {
    let n = 0;
    const fetchImpl = jest.fn(async () =>
      response(200, { found: 1_000_000, posts: [post((n += 1))], meta: { next_page: n < 3 ? `h${n}` : 'h1' } }),
    );
    await expect(
      fetchAllPosts({ base: BASE, site: SITE, fetchOptions: { fetchImpl: fetchImpl as unknown as typeof fetch } }),
    ).rejects.toThrow(/page_handle=h2 \(page 3\) answered a next_page handle it already sent/);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it(`caps the pages at ${MAX_PAGES} however many new posts the API keeps inventing`, async () => {
    let n = 0;
    const fetchImpl = jest.fn(async () => response(200, { found: 1_000_000, posts: [post((n += 1))], meta: { next_page: `h${n}` } }));
    await expect(
      fetchAllPosts({ base: BASE, site: SITE, fetchOptions: { fetchImpl: fetchImpl as unknown as typeof fetch } }),
    ).rejects.toThrow(`claims 1000000 posts; the build reads at most ${MAX_PAGES} pages of 100 and stopped with ${MAX_PAGES}`);
    expect(fetchImpl).toHaveBeenCalledTimes(MAX_PAGES);
  });

  it('still ends quietly one page past what found implies when pages run long (posts published meanwhile)', async () => {
    let n = 0;
    const fetchImpl = jest.fn(async () => response(200, { found: 150, posts: [post((n += 1))], meta: { next_page: `h${n}` } }));
    const posts = await fetchAllPosts({ base: BASE, site: SITE, fetchOptions: { fetchImpl: fetchImpl as unknown as typeof fetch } });
    expect(posts).toHaveLength(3);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('skips a malformed post with a warning naming its id and field, and keeps the others', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { ...post(2), date: 'yesterday' };
    const fetchImpl = jest.fn(async () => response(200, { found: 3, posts: [post(3), broken, post(1)] }));
    const posts = await fetchAllPosts({ base: BASE, site: SITE, fetchOptions: { fetchImpl: fetchImpl as unknown as typeof fetch } });
    expect(posts.map((p) => p.ID)).toEqual([3, 1]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[blog\] Skipped post 2 from .*posts\?number=100: date: /);
    warn.mockRestore();
  });
});

describe('single calls', () => {
  const options = (status: number, body: unknown): FetchJsonOptions => ({
    fetchImpl: (async () => response(status, body)) as unknown as typeof fetch,
    retries: 0,
  });

  it('fetchLatestPosts asks for the default first page, with only the fields a card shows', async () => {
    const { api, urls } = pagedApi(30);
    expect((await fetchLatestPosts(api)).posts).toHaveLength(20);
    expect(urls).toEqual([
      `${BASE}/rest/v1.1/sites/${SITE}/posts?fields=ID%2Cdate%2Cmodified%2Ctitle%2Cexcerpt%2Cfeatured_image%2Cpost_thumbnail%2Ccategories`,
    ]);
  });

  it('fetchLatestPosts reads summaries without content (what fields= leaves out)', async () => {
    const summary = { ID: 3, date: '2025-01-01T00:00:00+00:00', title: 'T', excerpt: '<p>E</p>', featured_image: '', categories: {} };
    const fetchImpl = (async () => response(200, { found: 1, posts: [summary] })) as unknown as typeof fetch;
    expect((await fetchLatestPosts({ base: BASE, site: SITE, fetchOptions: { fetchImpl } })).posts).toEqual([summary]);
  });

  it('fetchArticle returns the post, null for unknown_post, and throws on other errors', async () => {
    await expect(fetchArticle({ base: BASE, site: SITE, fetchOptions: options(200, post(7)) }, 7)).resolves.toMatchObject({ ID: 7 });
    await expect(
      fetchArticle({ base: BASE, site: SITE, fetchOptions: options(404, { error: 'unknown_post', message: 'Unknown post' }) }, 7),
    ).resolves.toBeNull();
    await expect(
      fetchArticle({ base: BASE, site: SITE, fetchOptions: options(404, { error: 'unknown_blog', message: 'Unknown blog' }) }, 7),
    ).rejects.toThrow(`GET ${BASE}/rest/v1/sites/${SITE}/posts/7 failed: HTTP 404 (unknown_blog: Unknown blog)`);
    await expect(fetchArticle({ base: BASE, site: SITE, fetchOptions: options(200, { ID: 'x' }) }, 7)).rejects.toThrow(
      /^Unexpected response from .*posts\/7/,
    );
  });
});
