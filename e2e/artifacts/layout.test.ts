// The builds' layout on disk, read without a browser: what an export must not hold, what a rebuild changes, and
// what the container image copies from the server build (were export-routes*.spec.ts, rebuild.spec.ts and the
// first two tests of the container spec, whose last is e2e/server/container.test.ts).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { readDockerfile, runtimeCopies } from '../../deploy/dockerfile';
import { diffTrees } from '../../scripts/bench/out-diff';
import { unlessBuilt } from '../../test-support/artifacts';
import { buildDir, builds, type BuildName } from '../../test-support/builds';

const root = join(__dirname, '../..');

const walk = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
  );

/**
 * Server-only routes (`route.server.ts`: revalidation, health) exist only in server mode: an export that held one
 * would publish a file where the server answers a POST.
 */
for (const build of ['test', 'default'] as const satisfies BuildName[]) {
  test(`the ${build} export holds no server-only route`, { skip: unlessBuilt(build) }, () => {
    const dir = buildDir(build);
    assert.ok(existsSync(join(dir, 'index.html')), `${builds[build].output}/ is built`);
    assert.ok(!existsSync(join(dir, 'api')), `${builds[build].output}/api`);
    assert.deepEqual(
      walk(dir).filter((file) => /revalidate|health/i.test(file)),
      [],
    );
  });
}

/** The files Next writes for one exported route: the HTML, its payload, and the segment payloads that hold the page's data. */
const routeFiles = (route: string, segmentPayload: string) => [
  `${route}.html`,
  `${route}.txt`,
  `${route}/__next._full.txt`,
  `${route}/${segmentPayload}`,
];

/**
 * A rebuild after an editor edits one post's text (e2e/run.ts builds the edited build after that edit through
 * the fake API's control endpoint) must change only the files that show that post: its article, the list and
 * archive pages that list it, the feed, the sitemap and the search index chunks that hold it. Any other file that
 * differs, a page whose bytes change from a random build id or a clock for instance, would be uploaded and
 * invalidated on every rebuild.
 */
test('a rebuild after one edited post changes exactly the files that show the post', { skip: unlessBuilt('test', 'edited') }, () => {
  const edit = JSON.parse(readFileSync(join(root, 'test-support/rebuild-edit.json'), 'utf8')) as { ID: number };
  const [first, edited] = [buildDir('test'), buildDir('edited')];
  assert.ok(existsSync(edited), 'the edited build is made by e2e/run.ts');
  const diff = diffTrees(first, edited);

  // Post 3024 is the 26th newest of the e2e data: on /blog/page/2 and on page 2 of its category archive.
  assert.equal(edit.ID, 3024);
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
  assert.deepEqual(diff.changed, expected);

  // Pagefind names its files by content: the post's fragment, the index chunks holding its words and the
  // metadata are replaced by new names; nothing else under pagefind/ or elsewhere is new or gone.
  const searchFiles = (paths: string[]) => ({
    fragments: paths.filter((path) => /^pagefind\/fragment\/en_\w+\.pf_fragment$/.test(path)).length,
    chunks: paths.filter((path) => /^pagefind\/index\/en_\w+\.pf_index$/.test(path)).length,
    meta: paths.filter((path) => /^pagefind\/pagefind\.en_\w+\.pf_meta$/.test(path)).length,
    others: paths.filter((path) => !/^pagefind\/(fragment|index)\/|^pagefind\/pagefind\.en_\w+\.pf_meta$/.test(path)),
  });
  // How many index chunks hold the post's words depends on where the whole site's words put the chunk boundaries:
  // as many are replaced as removed, and at least one.
  const added = searchFiles(diff.added);
  const removed = searchFiles(diff.removed);
  assert.deepEqual({ ...added, chunks: added.chunks > 0 }, { fragments: 1, chunks: true, meta: 1, others: [] });
  assert.deepEqual(removed, { ...added, others: [] });

  // The article's social card shows its title, which the edit kept: the same bytes.
  assert.ok(readFileSync(join(edited, `og/blog/${edit.ID}.png`)).equals(readFileSync(join(first, `og/blog/${edit.ID}.png`))));
});

// The container image (no image can be built here: no registry serves base images). The Dockerfile is read with
// dockerfile-ast (deploy/dockerfile.ts); its runtime stage copies only .next-server/standalone/. That a server
// started from a copy of that folder alone serves the site: e2e/server/container.test.ts.
const standalone = join(root, '.next-server', 'standalone');
const files = (dir: string) => walk(dir).map((file) => relative(dir, file));

test('every path the container image copies exists in the server build', { skip: unlessBuilt('server') }, () => {
  const copies = runtimeCopies(readDockerfile(root));
  assert.ok(copies.length > 0);
  for (const { source } of copies) assert.ok(existsSync(join(root, source)), source);
});

test(
  'the standalone folder holds the server, the static files, public/ and the cache handler with its packages',
  { skip: unlessBuilt('server') },
  () => {
    assert.ok(existsSync(join(standalone, 'server.js')));
    assert.equal(
      readFileSync(join(standalone, '.next-server', 'BUILD_ID'), 'utf8'),
      readFileSync(join(root, '.next-server', 'BUILD_ID'), 'utf8'),
    );
    assert.deepEqual(files(join(standalone, '.next-server', 'static')).sort(), files(join(root, '.next-server', 'static')).sort());
    assert.deepEqual(files(join(standalone, 'public')).sort(), files(join(root, 'public')).sort());
    // The handler is loaded at run time from the path in the server's config, with its imports beside it.
    const handler = /"cacheHandler":"([^"]+)"/.exec(readFileSync(join(standalone, 'server.js'), 'utf8'))?.[1];
    assert.ok(handler, 'server.js names its cache handler');
    assert.ok(existsSync(join(standalone, '.next-server', handler)), handler);
    // Its packages (loaded by the server from the copy in the container spec, with REDIS_URL set).
    for (const name of ['@fortedigital/nextjs-cache-handler', '@redis/client']) {
      assert.ok(existsSync(join(standalone, 'node_modules', name, 'package.json')), name);
    }
    // Nothing secret or foreign: no env files, no sources of the site's tooling.
    const top = readdirSync(standalone);
    assert.deepEqual(
      top.filter((name) => name.startsWith('.env') || name === '.git' || name === 'scripts' || name === 'e2e'),
      [],
    );
    // Nor what the build keeps for the next build (lib/build/build-cache.ts), nor an export that happens to be on disk:
    // a dynamic path into the build cache once made file tracing copy both.
    assert.ok(!top.includes('out'));
    // Right after the build (e2e/run.ts sets E2E_FRESH_BUILDS) there is no cache folder at all; over earlier builds
    // (--no-build, npm run test:artifacts) the server-mode tests' standalone servers may have written their fetch
    // cache there since, and nothing else.
    const cache = join(standalone, '.next-server', 'cache');
    if (process.env.E2E_FRESH_BUILDS) assert.ok(!existsSync(cache), `${cache} exists right after the build`);
    else if (existsSync(cache)) assert.deepEqual(readdirSync(cache), ['fetch-cache']);
    assert.deepEqual(
      files(standalone).filter((path) => path.includes('/cache/images/') || path.includes('/cache/og-cards/')),
      [],
    );
  },
);
