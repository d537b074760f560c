/**
 * Sample posts for a build with no NEXT_PUBLIC_BLOG_SITE, in the WordPress.com REST API's wire shape (the
 * `GET /rest/v1.1/sites/{site}/posts` response) so they go through exactly the code path real posts take:
 * validation, entity decoding, sanitising, slugs. Titles are HTML-encoded and `featured_image` is '' when
 * absent, as the API sends them. The copy is original and describes this site's products.
 */

const SITE_ID = 230_000_000;
const SITE_URL = 'https://granitepeak.example/blog';

type Author = { ID: number; login: string; name: string };

const authors = {
  priya: { ID: 7101, login: 'praman', name: 'Priya Raman' },
  marcus: { ID: 7102, login: 'moyelaran', name: 'Marcus Oyelaran' },
  tomas: { ID: 7104, login: 'treyes', name: 'Tomás Reyes' },
  hannah: { ID: 7105, login: 'hkowalczyk', name: 'Hannah Kowalczyk' },
  jaewon: { ID: 7106, login: 'jpark', name: 'Jae-won Park' },
  elliot: { ID: 7108, login: 'ebrennan', name: 'Elliot Brennan' },
} satisfies Record<string, Author>;

let categoryId = 500;
function categories(...names: string[]) {
  return Object.fromEntries(
    names.map((name) => {
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      categoryId += 1;
      return [name, { ID: categoryId, name, slug, description: '', post_count: 1, parent: 0 }];
    }),
  );
}

/** A tags map as the API sends it: `{name: {ID, name, slug, description, post_count}}`; counts set below. */
const tagIds = new Map<string, number>();
function tags(...names: string[]) {
  return Object.fromEntries(
    names.map((name) => {
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      if (!tagIds.has(slug)) tagIds.set(slug, 800 + tagIds.size);
      return [name, { ID: tagIds.get(slug), name, slug, description: '', post_count: 1 }];
    }),
  );
}

type SamplePost = {
  ID: number;
  slug: string;
  date: string;
  modified?: string;
  title: string;
  author: Author;
  excerpt: string;
  content: string;
  featured_image?: string;
  categories: Record<string, unknown>;
  tags?: Record<string, { slug: string; post_count: number }>;
};

/** The fields the API sends with every post, around the ones that differ. */
function wirePost({ ID, slug, date, modified, title, author, excerpt, content, featured_image = '', categories, tags = {} }: SamplePost) {
  const ymd = date.slice(0, 10).replace(/-/g, '/');
  return {
    ID,
    site_ID: SITE_ID,
    author: {
      ...author,
      email: false,
      first_name: '',
      last_name: '',
      nice_name: author.login,
      URL: '',
      avatar_URL: '',
      profile_URL: '',
      site_ID: SITE_ID,
    },
    date,
    modified: modified ?? date,
    title,
    URL: `${SITE_URL}/${ymd}/${slug}/`,
    short_URL: `https://wp.me/p1-${ID}`,
    content,
    excerpt,
    slug,
    guid: `${SITE_URL}/?p=${ID}`,
    status: 'publish',
    sticky: false,
    password: '',
    parent: false,
    type: 'post',
    featured_image,
    post_thumbnail: null,
    format: 'standard',
    tags,
    categories,
    attachments: {},
    attachment_count: 0,
  };
}

const posts = [
  wirePost({
    ID: 1206,
    slug: 'fips-140-3-fkp-clusters',
    date: '2025-09-16T09:00:00-04:00',
    modified: '2025-09-18T11:20:00-04:00',
    title: 'FIPS 140-3 is here: what changes for FKP clusters',
    author: authors.hannah,
    featured_image: '/images/blog/fips-140-3-fkp.svg',
    categories: categories('Gov', 'Compliance', 'FKP'),
    tags: tags('FIPS 140-3', 'Kubernetes', 'Compliance'),
    excerpt:
      '<p>FIPS 140-2 certificates move to the historical list in September 2026. Here is how FKP handles the switch to 140-3 validated modules, and what your ATO package needs to say about it [&hellip;]</p>\n',
    content: [
      '<p>Every federal system that encrypts data must use cryptographic modules validated by NIST&#8217;s Cryptographic Module Validation Program. For a decade that meant FIPS 140-2. Validations under the older standard move to the historical list in September 2026, and agencies are already asking vendors for their 140-3 plan. This is ours.</p>',
      '<h2>What FIPS 140-3 changes</h2>',
      '<p>The new standard aligns with ISO/IEC 19790 and tightens how modules are tested. For a Kubernetes platform, three changes matter:</p>',
      '<ul>',
      '<li><strong>Self-tests</strong> run at start-up and before each algorithm is first used, not only at power-on.</li>',
      '<li><strong>Entropy sources</strong> need their own validation, which rules out some virtualised random-number paths.</li>',
      '<li><strong>Service indicators</strong> must tell the caller whether an operation ran in an approved mode.</li>',
      '</ul>',
      '<h2>How FKP moves to 140-3</h2>',
      '<p>FKP nodes already run a FIPS kernel and a validated OpenSSL provider. From release 4.2, node images ship the 140-3 provider, and the control plane components are built with the Go toolchain&#8217;s native FIPS 140-3 module. Nothing changes in how you create clusters; the switch happens on the next rolling upgrade.</p>',
      '<h3>Checking a running cluster</h3>',
      '<p>The FKP command line reports the module on every node, so the evidence goes straight into your audit package:</p>',
      '<pre class="wp-block-code"><code>fkp compliance fips --cluster prod-east --output table\n\nNODE            KERNEL_FIPS   MODULE                   STANDARD\ncp-0            enabled       OpenSSL FIPS Provider    140-3\nworker-gpu-3    enabled       OpenSSL FIPS Provider    140-3</code></pre>',
      '<h2>What to update in your ATO package</h2>',
      '<ol>',
      '<li>Replace 140-2 certificate numbers with the 140-3 ones listed in the FKP release notes.</li>',
      '<li>Re-run the <code>SC-13</code> control evidence with the command above.</li>',
      '<li>Note the upgrade window in your plan of action and milestones until every node reports 140-3.</li>',
      '</ol>',
      '<p>Our federal team can walk your assessor through the change. <a href="/contact">Get in touch</a> to book a session.</p>',
    ].join('\n'),
  }),
  wirePost({
    ID: 1205,
    slug: 'vmware-to-vitro-migration-runbook',
    date: '2025-08-27T10:30:00-04:00',
    title: 'Leaving legacy virtualisation: a VMware-to-Vitro migration runbook',
    author: authors.priya,
    featured_image: '/images/blog/vitro-migration.svg',
    categories: categories('Vitro', 'Migration'),
    tags: tags('OpenStack', 'Migration'),
    excerpt:
      '<p>Licence changes pushed many teams to plan a move off their legacy virtualisation suite. This is the five-phase runbook our engineers use to move production workloads onto Vitro without a weekend outage [&hellip;]</p>\n',
    content: [
      '<p>Most migrations fail in the spreadsheet, not in the data centre: an inventory that misses a dependency, a cut-over window nobody agreed to. The runbook below is the one our engineers use for every Vitro migration. It is deliberately boring.</p>',
      '<figure class="wp-block-image size-large"><img src="/images/blog/vitro-migration-phases.svg" alt="Five phases in a row: discover, design, pilot, migrate in waves, retire" width="960" height="360" class="wp-image-88"/><figcaption class="wp-element-caption">The five phases, each with an exit check before the next one starts.</figcaption></figure>',
      '<h2>The five phases</h2>',
      '<table><thead><tr><th scope="col">Phase</th><th scope="col">Typical length</th><th scope="col">Exit check</th></tr></thead><tbody>',
      '<tr><td>Discover</td><td>1&ndash;2 weeks</td><td>Every VM mapped to an owner and a dependency group</td></tr>',
      '<tr><td>Design</td><td>1 week</td><td>Networks, storage classes and flavours agreed in Git</td></tr>',
      '<tr><td>Pilot</td><td>2 weeks</td><td>Ten representative VMs running on Vitro under load</td></tr>',
      '<tr><td>Migrate in waves</td><td>4&ndash;12 weeks</td><td>Each wave signed off by its application owner</td></tr>',
      '<tr><td>Retire</td><td>2 weeks</td><td>Old hosts wiped, licences returned</td></tr>',
      '</tbody></table>',
      '<h2>Three rules that keep waves small</h2>',
      '<ol>',
      '<li>Move dependency groups, never single VMs.</li>',
      '<li>Keep the old VM powered off, not deleted, for one full business cycle.</li>',
      '<li>Declare the target state in Git first; Vitro&#8217;s GitOps controller does the rest.</li>',
      '</ol>',
      '<h3>Converting a disk</h3>',
      '<pre class="wp-block-code"><code>vitro migrate import --source vcenter://dc1/app-tier/web-01 \\\n  --flavor m2.large --network app-tier --storage-class ceph-ssd</code></pre>',
      '<p>Ceph-backed volumes replicate across three failure domains from the first write, so a migrated VM is more resilient on day one than it was on its old host.</p>',
    ].join('\n'),
  }),
  wirePost({
    ID: 1204,
    slug: 'day-2-add-on-catalogue',
    date: '2025-07-30T14:00:00-04:00',
    title: 'Day 2 is where clusters live: our add-on catalogue, explained',
    author: authors.jaewon,
    categories: categories('Day 2 Apps', 'Operations'),
    tags: tags('Day 2 operations', 'Kubernetes'),
    excerpt:
      '<p>Creating a cluster takes minutes. Running it for three years is the real job. A tour of the thirteen Day 2 add-ons, and how we decide what goes into the catalogue [&hellip;]</p>\n',
    content: [
      '<p>Day 1 is the demo: a cluster comes up and everyone applauds. Day 2 is every day after that, when certificates expire, nodes fill up and someone asks what the platform costs. Day 2 Apps are the add-ons we run on our own fleets, packaged so you can turn them on from the FKP console.</p>',
      '<h2>What is in the catalogue</h2>',
      '<ul>',
      '<li><strong>Traffic and DNS:</strong> External-DNS, Nginx ingress, ALB-Controller</li>',
      '<li><strong>Security and identity:</strong> Cert-Manager, an identity and access manager, a container registry</li>',
      '<li><strong>Delivery:</strong> a GitOps continuous-delivery tool</li>',
      '<li><strong>Capacity:</strong> Cluster Autoscaler, Karpenter, Storage-Class presets</li>',
      '<li><strong>Insight and recovery:</strong> a metrics dashboard, OpenCost, Velero backups</li>',
      '</ul>',
      '<h2>Configuring an add-on</h2>',
      '<p>Every add-on is a Helm chart with defaults we have tested together. Override only what you need:</p>',
      '<pre class="wp-block-code"><code>velero:\n  schedules:\n    nightly:\n      schedule: "0 3 * * *"\n      template:\n        ttl: 720h\n        includedNamespaces: ["*"]</code></pre>',
      '<h2>How an add-on earns its place</h2>',
      '<blockquote class="wp-block-quote"><p>If we would not page an engineer at 3 a.m. to keep it running, it does not go in the catalogue.</p><cite>Our platform team&#8217;s rule of thumb</cite></blockquote>',
      '<p>Each add-on is upgraded with the platform, scanned against the CIS benchmark, and tested in air-gapped installs before it ships.</p>',
    ].join('\n'),
  }),
  wirePost({
    ID: 1203,
    slug: 'fleetedge-field-trials',
    date: '2025-06-18T08:45:00-04:00',
    title: 'The edge doesn&#8217;t wait: lessons from FleetEdge field trials',
    author: authors.elliot,
    categories: categories('Gov', 'Edge', 'FleetEdge'),
    tags: tags('Edge', 'Compliance'),
    excerpt:
      '<p>Six months of trials at sea, on land and in the air taught us that disconnected Kubernetes is a different discipline. Four lessons from the field [&hellip;]</p>\n',
    content: [
      '<p>A data centre loses its uplink and someone files a ticket. A ship loses its uplink and carries on for three weeks. FleetEdge nodes are built for the second case, and our field trials this year tested exactly that.</p>',
      '<h2>Four lessons from the field</h2>',
      '<h3>1. Assume the link is down</h3>',
      '<p>Every workload on a FleetEdge node starts from a local registry mirror. Updates arrive as signed bundles whenever a link appears, and nothing blocks waiting for one.</p>',
      '<h3>2. Provisioning must fit in a maintenance window</h3>',
      '<p>The land trial replaced a failed node in 14 minutes, from power-on to workloads running, using Cluster API and a pre-staged image.</p>',
      '<h3>3. Power is a resource like CPU</h3>',
      '<p>The air variant schedules batch work around the aircraft&#8217;s power budget. Kubernetes priority classes did most of the work.</p>',
      '<h3>4. Security cannot depend on the network</h3>',
      '<ul><li>Disk encryption keys are sealed to the node&#8217;s TPM.</li><li>Audit logs are kept locally and forwarded when a link appears.</li><li>Nodes boot only signed images, verified on the device.</li></ul>',
      '<p>The full trial report, including the maritime variant&#8217;s vibration and salt-fog results, is available to government customers on request.</p>',
    ].join('\n'),
  }),
  wirePost({
    ID: 1202,
    slug: 'sso-without-single-point-of-failure',
    date: '2025-05-21T11:00:00-04:00',
    title: 'Single sign-on without a single point of failure',
    author: authors.marcus,
    categories: categories('Xtreme Cloud SSO', 'Identity'),
    tags: tags('Single sign-on', 'Kubernetes'),
    excerpt:
      '<p>When sign-on is down, everything is down. Why Xtreme Cloud SSO runs active/active across clouds, and what that means for session handling [&hellip;]</p>\n',
    content: [
      '<p>Identity is the one service every other service depends on. If it runs in one region of one cloud, that region is a single point of failure for your whole estate.</p>',
      '<h2>Active/active, not active/standby</h2>',
      '<p>Xtreme Cloud SSO runs live in at least two clouds at once. Both sides answer logins all the time, so a failover is not an event: traffic already flows to the healthy side.</p>',
      '<h3>What has to be shared</h3>',
      '<ul><li>Realm configuration, replicated from Git to every site</li><li>User sessions, held in a distributed cache that survives the loss of a site</li><li>Signing keys, rotated together so tokens verify everywhere</li></ul>',
      '<h2>Why multi-cloud pays for itself</h2>',
      '<p>Running in two clouds also means neither can hold your identity platform hostage. Providers compete for the workload, and moving is a configuration change rather than a project.</p>',
      '<p>Read more on the <a href="/xtreme-cloud-sso">Xtreme Cloud SSO page</a>.</p>',
    ].join('\n'),
  }),
  wirePost({
    ID: 1201,
    slug: 'fedstryke-psc-codes',
    date: '2025-04-09T13:30:00-04:00',
    title: 'Finding federal contracts faster with FedStryke &amp; PSC codes',
    author: authors.tomas,
    categories: categories('FedStryke', 'Federal market'),
    tags: tags('Contract search'),
    excerpt:
      '<p>Product and Service Codes are the fastest way to see who buys what you sell. A short guide to searching award data by PSC, with examples [&hellip;]</p>\n',
    content: [
      '<p>Keyword searches over federal award data return thousands of rows, most of them noise. Product and Service Codes (PSC) cut straight to the purchases that look like yours.</p>',
      '<h2>Three searches to start with</h2>',
      '<ol>',
      '<li>Search by PSC <code>D399</code> (other IT and telecommunications services) and sort by fiscal year to see who is buying now.</li>',
      '<li>Add a company name to see a competitor&#8217;s recent awards under the same code.</li>',
      '<li>Set a date-signed range with an open end to follow new awards as they land.</li>',
      '</ol>',
      '<h2>Reading a result</h2>',
      '<p>Expand any row to see the contractor, obligated amount, contract number, dates, NAICS and PSC, the awarding agency and the place of performance. Export the filtered table to a spreadsheet when you are ready to share it.</p>',
      '<p>Try it on the <a href="/fedstryke">FedStryke page</a>, or book a 20-minute fit-check call.</p>',
    ].join('\n'),
  }),
];

// Each tag's post_count, as WordPress keeps it.
for (const post of posts) {
  for (const tag of Object.values(post.tags)) {
    tag.post_count = posts.filter((other) => Object.values(other.tags).some((t) => t.slug === tag.slug)).length;
  }
}

/** `GET /rest/v1.1/sites/{site}/posts` as the API would answer it, newest first. */
export const sampleList = {
  found: posts.length,
  posts,
  meta: { links: { counts: `https://public-api.wordpress.com/rest/v1.1/sites/${SITE_ID}/post-counts/post` } },
};
