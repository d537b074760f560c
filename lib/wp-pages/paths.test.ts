/** @jest-environment node */
import { decode } from 'he';
import { leftOutLine, pathOf, planPages, urlSegments } from './paths';

type P = { ID: number; slug: string; URL: string; parent: false | { ID: number }; menu_order: number; title: string };

const page = (ID: number, path: string, parent: number | null = null, menu_order = 0): P => ({
  ID,
  slug: path.split('/').pop()!,
  URL: `https://example.wordpress.com/${path}/`,
  parent: parent === null ? false : { ID: parent },
  menu_order,
  title: `Page ${ID}`,
});

describe('planPages', () => {
  it('places pages at the path of their URL, children after their parents, with their ancestors', () => {
    const { placed, leftOut } = planPages([page(2, 'events/expo', 1), page(1, 'events'), page(3, 'events/expo/day-1', 2)]);
    expect(leftOut).toEqual([]);
    expect(placed.map(({ path }) => path).sort()).toEqual(['/events', '/events/expo', '/events/expo/day-1']);
    const deepest = placed.find(({ page }) => page.ID === 3)!;
    expect(deepest.segments).toEqual(['events', 'expo', 'day-1']);
    expect(deepest.ancestors.map(({ ID }) => ID)).toEqual([1, 2]);
  });

  it('leaves out a page at a path the site owns, with one reason', () => {
    const { placed, leftOut } = planPages([page(1, 'contact'), page(2, 'blog/launch'), page(3, 'events')]);
    expect(placed.map(({ path }) => path)).toEqual(['/events']);
    expect(leftOut.map(({ page, path, reason }) => [page.ID, path, reason])).toEqual([
      [1, '/contact', "the path is the site's own route /contact"],
      [2, '/blog/launch', "the path is the site's own route /blog"],
    ]);
  });

  it('leaves out a page whose parent is not published, and the children of a page left out', () => {
    const { placed, leftOut } = planPages([page(2, 'partners/programme', 99), page(3, 'search'), page(4, 'search/tips', 3)]);
    expect(placed).toEqual([]);
    expect(leftOut.map(({ page, reason }) => [page.ID, reason])).toEqual([
      [2, 'its parent page 99 is not published'],
      [3, "the path is the site's own route /search"],
      [4, 'its parent page 3 is left out'],
    ]);
  });

  it('keeps the first of two pages at one path (menu order, then id), whatever the case', () => {
    const { placed, leftOut } = planPages([page(5, 'About-us', null, 2), page(6, 'about-us', null, 1)]);
    expect(placed.map(({ page }) => page.ID)).toEqual([6]);
    expect(leftOut[0]!.reason).toBe('page 6 already has this path');
  });

  it('falls back to the slugs of the ancestors when the URL has no path (plain permalinks)', () => {
    const parent = page(1, 'events');
    const child = { ...page(2, 'expo', 1), URL: 'https://example.wordpress.com/?page_id=2' };
    expect(planPages([parent, child]).placed.map(({ path }) => path)).toEqual(['/events', '/events/expo']);
  });

  it('survives a loop of parents', () => {
    const { placed, leftOut } = planPages([page(1, 'a', 2), page(2, 'b', 1)]);
    expect(placed).toEqual([]);
    expect(leftOut).toHaveLength(2);
  });

  it('decodes and re-encodes non-ASCII segments', () => {
    expect(urlSegments('https://example.wordpress.com/caf%C3%A9/menu/')).toEqual(['café', 'menu']);
    expect(pathOf(['café', 'menu'])).toBe('/caf%C3%A9/menu');
  });

  it('says in one line which page is left out, where and why', () => {
    const [left] = planPages([{ ...page(7, 'contact'), title: 'Contact &amp; support' }]).leftOut;
    expect(leftOutLine(left!, decode)).toBe(
      `[pages] Left out page 7 "Contact & support" at /contact: the path is the site's own route /contact.`,
    );
  });
});
