import {
  laterPageParams,
  pageCount,
  pageLinkItems,
  pageSlice,
  parsePageParam,
  POSTS_PER_PAGE,
  prerenderedPageParams,
  refreshPage,
  SERVER_PRERENDER_LIST_PAGES,
} from './pagination';
import { listPagePath } from './paths';
import type { PostSummary } from './types';

const post = (id: number, modified = '2025-01-01T00:00:00+00:00'): PostSummary => ({
  id,
  href: `/blog/${id}/p`,
  title: `Post ${id}`,
  excerptHtml: '',
  date: '2025-01-01T00:00:00+00:00',
  modified,
  featuredImage: null,
});

const ids = (posts: readonly PostSummary[] | null) => posts?.map((p) => p.id) ?? null;

describe('page counts and slices', () => {
  it('uses the API page size of 20', () => {
    expect(POSTS_PER_PAGE).toBe(20);
  });

  it('counts pages, with one page for an empty blog', () => {
    expect([0, 1, 20, 21, 40, 41, 1000, 1008].map((n) => pageCount(n))).toEqual([1, 1, 1, 2, 2, 3, 50, 51]);
  });

  it('slices every item onto exactly one page, in order', () => {
    const items = Array.from({ length: 46 }, (_, i) => i);
    const pages = Array.from({ length: pageCount(items.length) }, (_, i) => pageSlice(items, i + 1));
    expect(pages.map((p) => p.length)).toEqual([20, 20, 6]);
    expect(pages.flat()).toEqual(items);
    expect(pageSlice(items, 4)).toEqual([]);
    expect(pageSlice(items, 0)).toEqual([]);
    expect(pageSlice(items, 1.5)).toEqual([]);
  });

  it('links page 1 as the base path and never as /page/1', () => {
    expect(listPagePath('/blog', 1)).toBe('/blog');
    expect(listPagePath('/blog', 2)).toBe('/blog/page/2');
    expect(listPagePath('/blog/category/gov', 3)).toBe('/blog/category/gov/page/3');
    expect(laterPageParams(3)).toEqual(['2', '3']);
    expect(laterPageParams(1)).toEqual([]);
  });

  it('the export pre-renders every page of a list, the server build only its first pages', () => {
    // 10,000 posts: 500 pages of /blog.
    const count = pageCount(10_000);
    expect(prerenderedPageParams(count, false)).toHaveLength(count - 1);
    expect(prerenderedPageParams(count, true)).toEqual(laterPageParams(SERVER_PRERENDER_LIST_PAGES));
    expect(SERVER_PRERENDER_LIST_PAGES).toBeLessThan(10);
    // A list shorter than that is pre-rendered whole in both.
    expect(prerenderedPageParams(2, true)).toEqual(['2']);
  });

  it('reads only canonical page numbers of 2 or more from the address', () => {
    expect(['2', '51', '1', '0', '02', '-2', 'x', '2.5', ''].map(parsePageParam)).toEqual([
      2,
      51,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('pageLinkItems', () => {
  const render = (current: number, count: number) =>
    pageLinkItems(current, count)
      .map((item) => (item.kind === 'page' ? String(item.page) : '…'))
      .join(' ');

  it('lists every page of a short list', () => {
    expect(render(1, 1)).toBe('1');
    expect(render(2, 3)).toBe('1 2 3');
    expect(render(1, 5)).toBe('1 2 … 5');
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(render(1, 50)).toBe('1 2 … 50');
    expect(render(25, 50)).toBe('1 … 24 25 26 … 50');
    expect(render(50, 50)).toBe('1 … 49 50');
    // A gap of a single page shows that page instead of '…'.
    expect(render(4, 7)).toBe('1 2 3 4 5 6 7');
    expect(render(3, 7)).toBe('1 2 3 4 … 7');
  });
});

describe('refreshPage', () => {
  it("replaces the page with the API's answer, in the API's order", () => {
    const built = [post(5), post(4), post(3)];
    expect(ids(refreshPage(built, [post(6), post(5), post(4)]))).toEqual([6, 5, 4]);
  });

  it('keeps unchanged posts as the same objects and reports no change when nothing moved', () => {
    const built = [post(2), post(1)];
    expect(refreshPage(built, [post(2), post(1)])).toBeNull();
    const changed = refreshPage(built, [post(2, '2025-02-01T00:00:00+00:00'), post(1)]);
    expect(changed?.[0]).not.toBe(built[0]);
    expect(changed?.[1]).toBe(built[1]);
  });

  it('never empties a pre-rendered page, and drops duplicate ids', () => {
    expect(refreshPage([post(1)], [])).toBeNull();
    expect(ids(refreshPage([post(1)], [post(2), post(2), post(1)]))).toEqual([2, 1]);
  });
});
