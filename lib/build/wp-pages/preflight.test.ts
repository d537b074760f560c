/** @jest-environment node */
import { checkPages } from './preflight';
import { pagesLoadError } from '../../wp-pages/load-error';
import { loadWirePages } from '../../wp-pages/source';

// The source reads the API (or the embedded pages) with jsdom behind it; the step is tested over its answer.
jest.mock('../../wp-pages/source', () => ({ loadWirePages: jest.fn() }));

const page = (ID: number, path: string, parent: number | null = null) => ({
  ID,
  type: 'page',
  status: 'publish',
  date: '2026-01-01T00:00:00+00:00',
  title: `Page &amp; ${ID}`,
  slug: path.split('/').pop()!,
  URL: `https://example.wordpress.com/${path}/`,
  parent: parent === null ? (false as const) : { ID: parent },
  menu_order: 0,
  excerpt: '',
  content: '',
});

describe('checkPages (the build step)', () => {
  it('prints one line for each page left out and counts the rest', async () => {
    jest.mocked(loadWirePages).mockResolvedValue([page(1, 'events'), page(2, 'contact'), page(3, 'partners/programme', 99)]);
    const lines: string[] = [];
    const note = await checkPages((line) => lines.push(line));
    expect(lines).toEqual([
      `[pages] Left out page 2 "Page & 2" at /contact: the path is the site's own route /contact.`,
      '[pages] Left out page 3 "Page & 3" at /partners/programme: its parent page 99 is not published.',
    ]);
    expect(note).toMatch(/^1 pages from .*, 2 left out/);
  });

  it('fails with the one line of a failing page API', async () => {
    const error = pagesLoadError('example.wordpress.com', 'https://public-api.wordpress.com', new Error('GET … failed: HTTP 500'));
    jest.mocked(loadWirePages).mockRejectedValue(error);
    await expect(checkPages(() => {})).rejects.toThrow(
      /^\[pages\] Could not load the pages of NEXT_PUBLIC_BLOG_SITE="example.wordpress.com" from https:\/\/public-api.wordpress.com: GET … failed: HTTP 500\./,
    );
    expect(error.message).not.toContain('\n');
  });
});
