import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffTrees } from '../scripts/bench/out-diff';
import { buildDir } from '../test-support/builds';
import { expect, test } from '../test-support/fixtures';

/**
 * A rebuild after an editor edits one post's text (e2e/run.ts builds the edited build after that edit through
 * the fake API's control endpoint) must change only the files that show that post: its article, the list and
 * archive pages that list it, the feed, the sitemap and the search index chunks that hold it. Any other file that
 * differs, a page whose bytes change from a random build id or a clock for instance, would be uploaded and
 * invalidated on every rebuild.
 */
const edit = JSON.parse(readFileSync(join(__dirname, '../test-support/rebuild-edit.json'), 'utf8')) as { ID: number };

/** The files Next writes for one exported route: the HTML, its payload, and the segment payloads that hold the page's data. */
function routeFiles(route: string, segmentPayload: string): string[] {
  return [`${route}.html`, `${route}.txt`, `${route}/__next._full.txt`, `${route}/${segmentPayload}`];
}

test.describe('a rebuild after one edited post @one-width', () => {
  test('changes exactly the files that show the post', async () => {
    const [first, edited] = [buildDir('test'), buildDir('edited')];
    expect(existsSync(edited), 'the edited build is made by e2e/run.ts').toBe(true);
    const diff = diffTrees(first, edited);

    // Post 3024 is the 26th newest of the e2e data: on /blog/page/2 and on page 2 of its category archive.
    expect(edit.ID).toBe(3024);
    const article = `blog/${edit.ID}/operations-notebook-24-harbor-replication`;
    const expected = [
      ...routeFiles(article, '__next.blog.$d$articleId.$d$modifiedTitle.__PAGE__.txt'),
      ...routeFiles('blog/page/2', '__next.blog.page.$d$page.__PAGE__.txt'),
      ...routeFiles('blog/category/operations/page/2', '__next.blog.category.$d$slug.page.$d$page.__PAGE__.txt'),
      'blog/feed.xml',
      'sitemap.xml',
      'sitemaps/1.xml',
      'pagefind/pagefind-entry.json',
    ].sort();
    expect(diff.changed).toEqual(expected);

    // Pagefind names its files by content: the post's fragment, the index chunks holding its words and the
    // metadata are replaced by new names; nothing else under pagefind/ or elsewhere is new or gone. (Three chunks
    // since the tag archives joined the index and moved its chunk boundaries.)
    const searchFiles = (paths: string[]) => ({
      fragments: paths.filter((path) => /^pagefind\/fragment\/en_\w+\.pf_fragment$/.test(path)).length,
      chunks: paths.filter((path) => /^pagefind\/index\/en_\w+\.pf_index$/.test(path)).length,
      meta: paths.filter((path) => /^pagefind\/pagefind\.en_\w+\.pf_meta$/.test(path)).length,
      others: paths.filter((path) => !/^pagefind\/(fragment|index)\/|^pagefind\/pagefind\.en_\w+\.pf_meta$/.test(path)),
    });
    expect(searchFiles(diff.added)).toEqual({ fragments: 1, chunks: 3, meta: 1, others: [] });
    expect(searchFiles(diff.removed)).toEqual({ fragments: 1, chunks: 3, meta: 1, others: [] });

    // The article's social card shows its title, which the edit kept: the same bytes.
    expect(readFileSync(join(edited, `og/blog/${edit.ID}.png`))).toEqual(readFileSync(join(first, `og/blog/${edit.ID}.png`)));
  });
});
