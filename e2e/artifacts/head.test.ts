// What the test export's pages declare in their <head> and beside them, read from the built files: social cards,
// structured data, the page policy's frames and script hashes, security.txt. No browser: these were Playwright
// tests that loaded pages only to read this markup (trust.spec.ts, blog-embeds.spec.ts, deploy-nginx.spec.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import sharp from 'sharp';
import { disclosurePage } from '../../content/security-disclosure';
import { site } from '../../content/site';
import { COMPILE_HINT } from '../../scripts/build/compile-hints';
import { loaderSources } from '../../lib/site/paint-first';
import { staticRoutes } from '../../lib/site/routes';
import { attr, exportedFile, exportedPage, jsonLd, metaContent, pagePolicy, textContent, unlessBuilt } from '../../test-support/artifacts';
import { policyDirective, sha256Source } from '../../test-support/csp';
import { exportedArticles, exportedBlogPaths, exportedPages } from '../../test-support/exported-pages';
import { ports, testBlogSite } from '../../test-support/ports';

const skip = unlessBuilt('test');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The export's file behind a URL the site wrote with its own origin. */
function ownFile(url: string): string {
  const file = exportedFile('test', new URL(url).pathname);
  assert.ok(file, `${url} is in the export`);
  return file;
}

test('social cards: each product page shares its own 1200×630 PNG, declared with its size', { skip }, () => {
  const images = new Set<string>();
  for (const path of ['/fkp', '/vitro', '/frontier-edge', '/privacy']) {
    const page = exportedPage('test', path);
    const og = metaContent(page, 'og:image');
    assert.ok(og, `${path} og:image`);
    assert.equal(metaContent(page, 'og:image:width'), '1200', path);
    assert.equal(metaContent(page, 'og:image:height'), '630', path);
    assert.equal(metaContent(page, 'twitter:image'), og, path);
    images.add(og);
    const file = ownFile(og);
    assert.match(file, /\.png$/, og);
    assert.deepEqual(pngSize(readFileSync(file)), { width: 1200, height: 630 }, og);
  }
  assert.equal(images.size, 4);
});

test('social cards: an article shares its featured image, or a card with its title', { skip }, async () => {
  const [article] = exportedArticles();
  // The test export always holds the fake API's posts; no article would be a broken build, not a reason to skip.
  assert.ok(article, 'the export has at least one article');
  const og = metaContent(exportedPage('test', article), 'og:image');
  assert.ok(og, `${article} og:image`);
  const url = new URL(og);
  if (url.hostname === 'localhost' || url.port === String(ports.site)) {
    const meta = await sharp(ownFile(og)).metadata();
    assert.ok(meta.format, `${og} is an image`);
  } else {
    // The post's featured image, on the fake API e2e/run.ts keeps running.
    const response = await fetch(og);
    assert.equal(response.status, 200, og);
    assert.match(response.headers.get('content-type') ?? '', /^image\//, og);
  }
});

test('structured data: home declares the WebSite, a product page its breadcrumbs and its product', { skip }, () => {
  let types = jsonLd(exportedPage('test', '/')).map((d) => d['@type']);
  assert.ok(types.includes('WebSite'), types.join());
  assert.ok(!types.includes('BreadcrumbList'), types.join());

  const data = jsonLd(exportedPage('test', '/fkp'));
  types = data.map((d) => d['@type']);
  for (const type of ['WebSite', 'BreadcrumbList', 'SoftwareApplication'])
    assert.ok(types.includes(type), `/fkp: ${type} in ${types.join()}`);
  const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as { name: string }[];
  assert.equal(crumbs.length, 2);
  assert.equal(crumbs[0]!.name, 'Home');
  assert.equal(typeof crumbs[1]!.name, 'string');

  assert.ok(
    jsonLd(exportedPage('test', '/frontier-edge'))
      .map((d) => d['@type'])
      .includes('Product'),
  );
});

test('/.well-known/security.txt carries the RFC 9116 fields, its policy the disclosure page', { skip }, () => {
  // Its content type is the host's: e2e/artifacts/nginx.test.ts asks nginx for it.
  const file = exportedFile('test', '/.well-known/security.txt');
  assert.ok(file, 'the export has /.well-known/security.txt');
  const fields = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    if (match) fields.set(match[1]!.toLowerCase(), match[2]!);
  }
  assert.equal(fields.get('contact'), `mailto:${site.security.email}`);
  const expires = Date.parse(fields.get('expires') ?? '');
  assert.ok(expires > Date.now(), 'Expires is in the future');
  assert.ok(expires - Date.now() < 365 * 24 * 60 * 60 * 1000, 'Expires is within a year');
  assert.equal(fields.get('preferred-languages'), 'en');
  assert.equal(new URL(fields.get('canonical')!).pathname, '/.well-known/security.txt');
  assert.equal(new URL(fields.get('policy')!).pathname, disclosurePage.meta.path);
});

// 4102 is a post of the build's data (dev-services/fake-wpcom/data.ts).
const VITRO_ARTICLE = "/blog/4102/what's-new-in-vitro-ceph-amp-gitops-together";

test('frames in the page policy: an article may frame the video players; other pages frame nothing', { skip }, () => {
  const frameSrc = (route: string) => policyDirective(pagePolicy(exportedPage('test', route)), 'frame-src').join(' ');
  for (const route of [VITRO_ARTICLE, '/blog/article'])
    assert.equal(frameSrc(route), 'https://www.youtube-nocookie.com https://player.vimeo.com', route);
  for (const route of ['/', '/blog', '/search', '/contact']) assert.equal(frameSrc(route), "'none'", route);
});

test('each page carries its policy ahead of every script, naming the build-time blog API', { skip }, () => {
  const page = exportedPage('test', '/blog');
  const head = page.elements.find((el) => el.tagName === 'head')!;
  const children = head.childNodes.filter((node) => 'tagName' in node);
  const meta = children.findIndex((el) => el.tagName === 'meta' && attr(el, 'http-equiv') === 'Content-Security-Policy');
  const script = children.findIndex((el) => el.tagName === 'script');
  assert.ok(meta >= 0 && meta < script, `the policy (${meta}) comes before the first script (${script})`);
  const policy = pagePolicy(page);
  const scriptSources = policyDirective(policy, 'script-src');
  assert.equal(scriptSources[0], "'self'");
  assert.ok(scriptSources.length > 1);
  for (const source of scriptSources.slice(1)) assert.match(source, /^'sha256-[A-Za-z0-9+/]+=*'$/);
  assert.deepEqual(policyDirective(policy, 'connect-src'), ["'self'", `http://127.0.0.1:${ports.wpcom}`, 'https://api.emailjs.com']);
});

test("each page's framework runtime compiles while it streams: the same chunks carry the hint on every page", { skip }, () => {
  // The framework files are the ones the page's loader adds after the first paint (lib/site/paint-first.ts).
  const hinted = (route: string) => {
    const loaders = exportedPage('test', route)
      .elements.filter((el) => el.tagName === 'script' && attr(el, 'src') === undefined)
      .flatMap((el) => loaderSources(textContent(el)) ?? []);
    return loaders.filter((src) => readFileSync(ownFile(`http://localhost${src}`), 'utf8').startsWith(COMPILE_HINT)).sort();
  };
  const runtime = hinted('/');
  // React, Next's router and Turbopack's loader (Next's rootMainFiles); a page's own chunks stay lazy.
  assert.ok(runtime.length >= 3, `the home page loads ${runtime.length} hinted chunks`);
  for (const route of ['/blog', VITRO_ARTICLE, '/contact']) assert.deepEqual(hinted(route), runtime, route);
});

/** The generated filler articles (dev-services/fake-wpcom/data.ts generatePosts: ids from 3001). */
const FILLER = /^\/blog\/3\d{3}\//;

// The filler articles no browser sweep visits (deploy-nginx.spec.ts loads the others through nginx): each carries
// the swept filler's policy but for the script hashes, and those are exactly its own inline scripts'.
test("the filler articles no sweep loads carry the swept filler's policy with their own script hashes", { skip }, () => {
  const swept = exportedPages();
  const sweptFiller = swept.find((path) => FILLER.test(path));
  assert.ok(sweptFiller, 'the sweeps visit one filler article');
  const others = [...staticRoutes, ...exportedBlogPaths()].filter((path) => !swept.includes(path) && FILLER.test(path));
  assert.ok(others.length > 0);
  const withoutHashes = (policy: string) => policy.replace(/ 'sha256-[^']+'/g, '');
  const expected = withoutHashes(pagePolicy(exportedPage('test', sweptFiller)));
  for (const path of others) {
    const page = exportedPage('test', path);
    const policy = pagePolicy(page);
    assert.equal(withoutHashes(policy), expected, path);
    const hashes = policyDirective(policy, 'script-src').filter((source) => source.startsWith("'sha256-"));
    const inline = page.elements
      .filter((el) => el.tagName === 'script' && attr(el, 'src') === undefined && attr(el, 'type') !== 'application/ld+json')
      .map((el) => sha256Source(textContent(el)));
    assert.deepEqual(new Set(hashes), new Set(inline), path);
  }
});

/** The test build's posts, newest first, from the fake API e2e/run.ts keeps running. */
async function apiPosts(): Promise<{ ID: number }[]> {
  const response = await fetch(`http://127.0.0.1:${ports.wpcom}/rest/v1.1/sites/${testBlogSite}/posts?number=100`);
  assert.equal(response.status, 200);
  return ((await response.json()) as { posts: { ID: number }[] }).posts;
}

const STIG = { title: 'Hardening FKP clusters for a STIG audit', href: '/blog/4101/hardening-fkp-clusters-for-a-stig-audit' };

test('an article carries its own title, description, canonical, Open Graph article tags and BlogPosting data', { skip }, () => {
  const page = exportedPage('test', STIG.href);
  const title = page.elements.find((el) => el.tagName === 'title');
  assert.equal(title && textContent(title), `${STIG.title} | ${site.company.name}`);
  assert.match(metaContent(page, 'description') ?? '', /DISA STIG controls/);
  const link = (rel: string, type?: string) =>
    page.elements.find((el) => el.tagName === 'link' && attr(el, 'rel') === rel && (type === undefined || attr(el, 'type') === type));
  assert.match(attr(link('canonical')!, 'href') ?? '', new RegExp(`${STIG.href}$`));
  assert.equal(metaContent(page, 'og:type'), 'article');
  assert.match(attr(link('alternate', 'application/rss+xml')!, 'href') ?? '', /\/blog\/feed\.xml$/);
  assert.equal(jsonLd(page).find((data) => data['@type'] === 'BlogPosting')?.headline, STIG.title);
});

test('the feed holds the newest posts (up to 50) and the sitemap every article', { skip }, async () => {
  const posts = await apiPosts();
  const feed = readFileSync(exportedFile('test', '/blog/feed.xml')!, 'utf8');
  const sitemap = readFileSync(exportedFile('test', '/sitemap.xml')!, 'utf8');
  assert.equal(feed.match(/<item>/g)?.length, Math.min(posts.length, 50));
  for (const post of posts.slice(0, 50)) assert.ok(feed.includes(`/blog/${post.ID}/`), `feed entry for ${post.ID}`);
  for (const post of posts) assert.ok(sitemap.includes(`/blog/${post.ID}/`), `sitemap entry for ${post.ID}`);
});

test('the sitemap lists every list page and archive page, and no /page/1 address', { skip }, () => {
  const sitemap = readFileSync(exportedFile('test', '/sitemap.xml')!, 'utf8');
  for (const path of ['/blog/page/2', '/blog/page/3', '/blog/category/gov', '/blog/category/operations/page/3']) {
    assert.ok(sitemap.includes(`<loc>http://localhost:3000${path}</loc>`), path);
  }
  assert.ok(!sitemap.includes('/page/1<'));
});
