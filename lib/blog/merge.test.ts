import { mergeLatest, sameList } from './merge';
import type { PostSummary } from './types';

const post = (id: number, day: number, modified = 'v1'): PostSummary => ({
  id,
  href: `/blog/${id}/p`,
  title: `Post ${id}`,
  excerptHtml: '',
  date: `2025-01-${String(day).padStart(2, '0')}T10:00:00+00:00`,
  modified,
  featuredImage: null,
  isGov: false,
});

// Pre-rendered at build: five posts, newest first.
const built = [post(5, 25), post(4, 24), post(3, 23), post(2, 22), post(1, 21)];

describe('mergeLatest', () => {
  it('keeps the pre-rendered objects when nothing changed', () => {
    const merged = mergeLatest(built, [post(5, 25), post(4, 24)], 5);
    expect(sameList(merged, built)).toBe(true);
  });

  it('puts a new post first and keeps the older pre-rendered tail', () => {
    const merged = mergeLatest(built, [post(6, 26), post(5, 25)], 6);
    expect(merged.map((p) => p.id)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(merged[1]).toBe(built[0]);
  });

  it('replaces a changed post in place', () => {
    const changed = { ...post(4, 24, 'v2'), title: 'Edited' };
    const merged = mergeLatest(built, [post(5, 25), changed], 5);
    expect(merged.map((p) => p.title)).toEqual(['Post 5', 'Edited', 'Post 3', 'Post 2', 'Post 1']);
    expect(merged[1]).toBe(changed);
  });

  it('shows each id once when the API repeats a post within its page', () => {
    const changed = { ...post(4, 24, 'v2'), title: 'Edited' };
    const merged = mergeLatest(built, [post(6, 26), post(5, 25), post(6, 26), changed, post(4, 24)], 6);
    expect(merged.map((p) => p.id)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(merged[2]).toBe(changed);
  });

  it('shows each id once when the API repeats a post in a page holding every post', () => {
    const merged = mergeLatest(built, [post(5, 25), post(5, 25), post(4, 24)], 2);
    expect(merged.map((p) => p.id)).toEqual([5, 4]);
  });

  it('drops a post removed from the range the page covers', () => {
    const merged = mergeLatest(built, [post(5, 25), post(3, 23)], 4);
    expect(merged.map((p) => p.id)).toEqual([5, 3, 2, 1]);
  });

  it('uses the page alone when it holds every post', () => {
    expect(mergeLatest(built, [post(5, 25), post(1, 21)], 2).map((p) => p.id)).toEqual([5, 1]);
    expect(mergeLatest(built, [], 0)).toEqual([]);
  });

  it('fills an empty pre-rendered list from the page', () => {
    expect(mergeLatest([], [post(2, 22), post(1, 21)], 2).map((p) => p.id)).toEqual([2, 1]);
  });

  it('keeps the pre-rendered list when the API claims posts but sends none', () => {
    expect(mergeLatest(built, [], 5)).toEqual(built);
  });
});
