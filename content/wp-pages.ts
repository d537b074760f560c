/**
 * Sample WordPress pages for a build with no NEXT_PUBLIC_BLOG_SITE, in the REST API's wire shape
 * (`GET /rest/v1.1/sites/{site}/posts?type=page`), so they take the path real pages take: validation, placement
 * at their path, the one sanitiser, the hero. Built from core blocks as the block editor saves them, to show what
 * editors can build; the copy is original and about this site's products.
 */

const SITE_ID = 230_000_000;
const SITE_URL = 'https://granitepeak.example';

type SamplePage = {
  ID: number;
  slug: string;
  /** The parent page, or none for a top-level page. */
  parent?: { ID: number; slug: string; title: string };
  menu_order: number;
  date: string;
  modified?: string;
  title: string;
  excerpt: string;
  content: string;
  featured_image?: string;
};

/** The fields the API sends with every page, around the ones that differ. */
function wirePage({ ID, slug, parent, menu_order, date, modified, title, excerpt, content, featured_image = '' }: SamplePage) {
  const URL = `${SITE_URL}/${parent ? `${parent.slug}/` : ''}${slug}/`;
  return {
    ID,
    site_ID: SITE_ID,
    author: { ID: 7101, login: 'praman', name: 'Priya Raman', nice_name: 'praman', URL: '', avatar_URL: '', site_ID: SITE_ID },
    date,
    modified: modified ?? date,
    title,
    URL,
    short_URL: `https://wp.me/P1-${ID}`,
    content,
    excerpt,
    slug,
    guid: `${SITE_URL}/?page_id=${ID}`,
    status: 'publish',
    sticky: false,
    password: '',
    parent: parent
      ? {
          ID: parent.ID,
          type: 'page',
          link: `https://public-api.wordpress.com/rest/v1.1/sites/${SITE_ID}/posts/${parent.ID}`,
          title: parent.title,
        }
      : false,
    menu_order,
    type: 'page',
    featured_image,
    post_thumbnail: null,
    format: 'standard',
    tags: {},
    categories: {},
    attachments: {},
    attachment_count: 0,
  };
}

const tour = { ID: 9001, slug: 'platform-tour', title: 'A tour of the platform' };

const pages = [
  wirePage({
    ...tour,
    menu_order: 1,
    date: '2025-10-02T09:00:00-04:00',
    modified: '2025-10-20T15:30:00-04:00',
    excerpt:
      '<p>One page, built by editors in the block editor: how FKP, Vitro and the Day 2 add-ons fit together, from the first cluster to the thousandth.</p>\n',
    content: [
      '<div class="wp-block-cover alignfull"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-70 has-background-dim"></span><img class="wp-block-cover__image-background wp-image-801" alt="" src="/images/pages/tour-hero.svg" data-object-fit="cover"/><div class="wp-block-cover__inner-container is-layout-constrained wp-block-cover-is-layout-constrained">',
      '<h2 class="wp-block-heading has-text-align-center">From the first cluster to the thousandth</h2>',
      '<p class="has-text-align-center">Granite Peak runs Kubernetes where the network ends: ships, depots, labs and data centres that answer to an authorising official.</p>',
      '<div class="wp-block-buttons is-content-justification-center is-layout-flex wp-block-buttons-is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/contact">Book a walkthrough</a></div><div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="/products">See every product</a></div></div>',
      '</div></div>',
      '<p>This page is a WordPress page: an editor wrote it in the block editor, and the site drew it with its own type, colours and buttons. Every block below is one the editor picks from the inserter.</p>',
      '<h2 class="wp-block-heading">Three products, one operating model</h2>',
      '<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex">',
      '<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow"><h3 class="wp-block-heading">FKP</h3><p>Cluster API under the hood, FIPS cryptography on every node, and upgrades that roll through a fleet without a maintenance weekend.</p><p><a href="/fkp">About FKP</a></p></div>',
      '<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow"><h3 class="wp-block-heading">Vitro</h3><p>Managed OpenStack for the workloads that still want virtual machines, with a migration plan that moves them one service at a time.</p><p><a href="/vitro">About Vitro</a></p></div>',
      '<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow"><h3 class="wp-block-heading">Day 2 add-ons</h3><p>Registry, identity, observability and GitOps, installed and patched as one catalogue rather than a dozen projects.</p><p><a href="/day2apps">About the add-ons</a></p></div>',
      '</div>',
      '<div class="wp-block-media-text is-stacked-on-mobile is-vertically-aligned-center"><figure class="wp-block-media-text__media"><img src="/images/products/fkp.svg" alt="Diagram: an FKP management cluster provisioning workload clusters at three sites" class="wp-image-802 size-full" width="480" height="300"/></figure><div class="wp-block-media-text__content">',
      '<h2 class="wp-block-heading">One control plane for every site</h2>',
      '<p>A management cluster holds the desired state of every workload cluster. Sites that lose their link keep running; when the link returns, they catch up on their own.</p>',
      '<ul class="wp-block-list"><li>Declarative clusters, reviewed like code</li><li>Rolling upgrades with automatic rollback</li><li>Air-gapped installs from a single bundle</li></ul>',
      '</div></div>',
      '<div style="height:32px" aria-hidden="true" class="wp-block-spacer"></div>',
      '<div class="wp-block-group has-pale-cyan-blue-background-color has-background is-layout-constrained wp-block-group-is-layout-constrained">',
      '<h2 class="wp-block-heading">What a first month looks like</h2>',
      '<figure class="wp-block-table"><table class="has-fixed-layout"><thead><tr><th>Week</th><th>What happens</th><th>Who takes part</th></tr></thead><tbody><tr><td>1</td><td>Architecture review and site survey</td><td>Your platform lead, our field engineer</td></tr><tr><td>2</td><td>Management cluster installed from the offline bundle</td><td>Our field engineer</td></tr><tr><td>3</td><td>First workload cluster, policies and identity wired in</td><td>Your security team</td></tr><tr><td>4</td><td>Handover, runbooks and the upgrade rehearsal</td><td>Everyone</td></tr></tbody></table><figcaption class="wp-element-caption">A typical onboarding; regulated sites add an assessor&#8217;s review in week 3.</figcaption></figure>',
      '</div>',
      '<figure class="wp-block-pullquote"><blockquote><p>We upgraded forty clusters on two ships without a single site visit.</p><cite>Platform lead, a naval logistics programme</cite></blockquote></figure>',
      '<h2 class="wp-block-heading">Pictures from the product</h2>',
      '<figure class="wp-block-gallery has-nested-images columns-3 is-cropped wp-block-gallery-is-layout-flex">',
      '<figure class="wp-block-image size-large"><img src="/images/products/vitro.svg" alt="Vitro migration plan: services moved in three waves" class="wp-image-803"/></figure>',
      '<figure class="wp-block-image size-large"><img src="/images/products/day2apps.svg" alt="The Day 2 catalogue: registry, identity, observability, GitOps" class="wp-image-804"/></figure>',
      '<figure class="wp-block-image size-large"><img src="/images/products/frontier-edge.svg" alt="A Frontier Edge node in a rugged case" class="wp-image-805"/></figure>',
      '</figure>',
      '<blockquote class="wp-block-quote is-layout-flow wp-block-quote-is-layout-flow"><p>Editors change this page without a developer: a new section is a block, a new page is a click.</p><cite>The web team</cite></blockquote>',
      '<hr class="wp-block-separator has-alpha-channel-opacity"/>',
      '<h2 class="wp-block-heading">Questions we hear first</h2>',
      '<details class="wp-block-details is-layout-flow wp-block-details-is-layout-flow"><summary>Does it run without an internet connection?</summary><p>Yes. Every install starts from an offline bundle, and updates arrive the same way.</p></details>',
      '<details class="wp-block-details is-layout-flow wp-block-details-is-layout-flow"><summary>Which clouds and hypervisors are supported?</summary><p>Bare metal, VMware, OpenStack (including Vitro) and the major public clouds, from the same management cluster.</p></details>',
      '<div class="wp-block-buttons is-layout-flex wp-block-buttons-is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/contact">Talk to an engineer</a></div></div>',
    ].join('\n'),
  }),
  wirePage({
    ID: 9002,
    slug: 'air-gapped-installs',
    parent: tour,
    menu_order: 1,
    date: '2025-10-06T09:00:00-04:00',
    title: 'Air-gapped installs, step by step',
    excerpt: '<p>How an FKP install reaches a site with no internet connection: one signed bundle, three steps, no surprises.</p>\n',
    content: [
      '<p>Most of our customers install FKP where nothing reaches the internet. This page walks through what arrives on site and what the install does with it.</p>',
      '<h2 class="wp-block-heading">What arrives on site</h2>',
      '<ol class="wp-block-list"><li>A signed bundle with every image, chart and operating-system package</li><li>A checksum list, signed with a key you verify out of band</li><li>The runbook for your site, printed and as a PDF</li></ol>',
      '<h2 class="wp-block-heading">The three steps</h2>',
      '<div class="wp-block-columns is-layout-flex wp-block-columns-is-layout-flex">',
      '<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow"><h3 class="wp-block-heading">Verify</h3><p>Check the bundle&#8217;s signature and checksums on a machine that never joins the cluster.</p></div>',
      '<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow"><h3 class="wp-block-heading">Seed</h3><p>Load the bundle into the local registry; nothing else needs to be reachable.</p></div>',
      '<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow"><h3 class="wp-block-heading">Install</h3><p>Run the installer against your inventory; the management cluster comes up in under an hour.</p></div>',
      '</div>',
      '<p>Back to <a href="/platform-tour">the platform tour</a>, or <a href="/contact">ask for a rehearsal</a> on your own hardware.</p>',
    ].join('\n'),
  }),
];

/** `GET /rest/v1.1/sites/{site}/posts?type=page` as the API would answer it. */
export const samplePageList = {
  found: pages.length,
  posts: pages,
  meta: { links: { counts: `https://public-api.wordpress.com/rest/v1.1/sites/${SITE_ID}/post-counts/page` } },
};
