// WordPress pages for the fake API (`?type=page` on the posts endpoint), in the API's page shape: type 'page',
// `parent` false or {ID, type, link, title}, `menu_order`, and a `URL` whose path is the ancestors' slugs. The
// block markup is what the block editor saves (the API's rendered content without the block comments); the words
// are our own. Each data set has pages the site must leave out: one at a path the site owns, one whose parent
// is a draft.
import { makePost, type FakePost } from './data';

const SITE_ID = 230_000_001;

export type PageFields = {
  ID: number;
  slug: string;
  title: string;
  content: string;
  excerpt?: string;
  /** The parent's id and slug path ('events'), or none. */
  parent?: { ID: number; path: string; title: string };
  menu_order?: number;
  date?: string;
  status?: string;
  featured_image?: string;
};

/** A page object from a few fields, on the recorded post's template like the fake's posts. */
export function makePage(
  { ID, slug, title, content, excerpt = '', parent, menu_order = 0, date, status = 'publish', featured_image = '' }: PageFields,
  host = 'e2e.wordpress.com',
): FakePost {
  const when = date ?? '2025-04-01T10:00:00+00:00';
  const page = makePost({ ID, date: when, title, content, excerpt, featured_image });
  Object.assign(page, {
    type: 'page',
    status,
    slug,
    URL: `https://${host}/${parent ? `${parent.path}/` : ''}${slug}/`,
    guid: `https://${host}/?page_id=${ID}`,
    parent: parent
      ? {
          ID: parent.ID,
          type: 'page',
          link: `https://public-api.wordpress.com/rest/v1.1/sites/${SITE_ID}/posts/${parent.ID}`,
          title: parent.title,
        }
      : false,
    menu_order,
    categories: {},
    tags: {},
    format: 'standard',
  });
  return page;
}

/** WordPress core's saved markup for the blocks pages use, with our words. */
export const blocks = {
  cover: (image: string, heading: string, text: string, buttons = '') =>
    `<div class="wp-block-cover alignfull"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-60 has-background-dim"></span><img class="wp-block-cover__image-background wp-image-901" alt="" src="${image}" data-object-fit="cover"/><div class="wp-block-cover__inner-container is-layout-constrained wp-block-cover-is-layout-constrained"><h2 class="wp-block-heading has-text-align-center">${heading}</h2>\n<p class="has-text-align-center">${text}</p>${buttons}</div></div>`,
  buttons: (...links: [string, string, 'fill' | 'outline'][]) =>
    `<div class="wp-block-buttons is-layout-flex wp-block-buttons-is-layout-flex">${links
      .map(
        ([href, label, style]) =>
          `<div class="wp-block-button${style === 'outline' ? ' is-style-outline' : ''}"><a class="wp-block-button__link wp-element-button" href="${href}">${label}</a></div>`,
      )
      .join('\n')}</div>`,
  columns: (...columns: string[]) =>
    `<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex">${columns
      .map((html) => `<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">${html}</div>`)
      .join('\n')}</div>`,
  mediaText: (img: string, html: string) =>
    `<div class="wp-block-media-text is-stacked-on-mobile"><figure class="wp-block-media-text__media">${img}</figure><div class="wp-block-media-text__content">${html}</div></div>`,
  group: (html: string) =>
    `<div class="wp-block-group has-pale-cyan-blue-background-color has-background is-layout-constrained wp-block-group-is-layout-constrained">${html}</div>`,
  table: (head: string[], rows: string[][], caption: string) =>
    `<figure class="wp-block-table"><table class="has-fixed-layout"><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
      .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
      .join('')}</tbody></table><figcaption class="wp-element-caption">${caption}</figcaption></figure>`,
  quote: (text: string, cite: string) =>
    `<blockquote class="wp-block-quote is-layout-flow wp-block-quote-is-layout-flow"><p>${text}</p><cite>${cite}</cite></blockquote>`,
  pullquote: (text: string, cite: string) =>
    `<figure class="wp-block-pullquote"><blockquote><p>${text}</p><cite>${cite}</cite></blockquote></figure>`,
  list: (...items: string[]) => `<ul class="wp-block-list">${items.map((item) => `<li>${item}</li>`).join('')}</ul>`,
  details: (summary: string, text: string) =>
    `<details class="wp-block-details is-layout-flow wp-block-details-is-layout-flow"><summary>${summary}</summary><p>${text}</p></details>`,
  separator: '<hr class="wp-block-separator has-alpha-channel-opacity"/>',
  spacer: '<div style="height:40px" aria-hidden="true" class="wp-block-spacer"></div>',
  heading: (text: string) => `<h2 class="wp-block-heading">${text}</h2>`,
  image: (img: string, caption: string) =>
    `<figure class="wp-block-image size-large">${img}<figcaption class="wp-element-caption">${caption}</figcaption></figure>`,
  gallery: (...imgs: string[]) =>
    `<figure class="wp-block-gallery has-nested-images columns-3 is-cropped wp-block-gallery-is-layout-flex">${imgs
      .map((img) => `<figure class="wp-block-image size-large">${img}</figure>`)
      .join('')}</figure>`,
};

const svgImg = (origin: string, name: string, alt: string, w = 800, h = 400) =>
  `<img src="${origin}/images/${name}-${w}x${h}.svg" alt="${alt}" width="${w}" height="${h}" class="wp-image-902"/>`;

const EVENTS = { ID: 8101, path: 'events', title: 'Events' };
const DRAFT_PARENT = 8199;

/** The default data set's pages: a landing page of core blocks with a child, one at a taken path, one under a draft. */
export function defaultPages(origin: string): FakePost[] {
  const img = (name: string, alt: string, w?: number, h?: number) => svgImg(origin, name, alt, w, h);
  return [
    makePage({
      ...EVENTS,
      slug: 'events',
      menu_order: 1,
      excerpt: '<p>Where to meet the Granite Peak team this year: trade shows, workshops and briefings.</p>',
      content: [
        blocks.cover(
          `${origin}/images/page-cover-1600x700.svg`,
          'Meet us where the mission is',
          'Trade shows, hands-on workshops and classified briefings, in person and near you.',
          blocks.buttons(['/contact', 'Book a meeting', 'fill'], ['/events/expo-2027', 'Expo 2027 details', 'outline']),
        ),
        '<p>Every event on this page has an engineer on the stand, not only sales.</p>',
        blocks.heading('This season'),
        blocks.columns(
          '<h3 class="wp-block-heading">Expo 2027</h3><p>Three days of live demos of fleet upgrades on rugged hardware.</p>',
          '<h3 class="wp-block-heading">Edge workshop</h3><p>Bring a laptop: build an air-gapped cluster in an afternoon.</p>',
          '<h3 class="wp-block-heading">Briefings</h3><p>Cleared staff, closed rooms, your programme&#8217;s questions.</p>',
        ),
        blocks.buttons(['/contact', 'Ask for an invitation', 'fill'], ['/products', 'See the products', 'outline']),
        blocks.mediaText(
          img('booth', 'Our stand: three racks of edge nodes and a wall of dashboards'),
          '<h2 class="wp-block-heading">What you will see on the stand</h2><p>A fleet of twelve clusters upgraded live, twice a day.</p>',
        ),
        blocks.group(
          blocks.heading('Dates') +
            blocks.table(
              ['Event', 'Where', 'When'],
              [
                ['Expo 2027', 'Halifax', 'March'],
                ['Edge workshop', 'Denver', 'May'],
              ],
              'Dates may move; this page follows.',
            ),
        ),
        blocks.quote('The live upgrade was the most convincing demo of the show.', 'A visitor from a defence agency'),
        blocks.pullquote('Twelve clusters, one command, no downtime.', 'Stand demo'),
        blocks.list('Demos every hour', 'Engineers on the stand', 'Briefing rooms on request'),
        blocks.details('Do I need a ticket?', 'The stand is open to every visitor; workshops need a free registration.'),
        blocks.separator,
        blocks.spacer,
        blocks.gallery(
          img('stand-a', 'The stand from the aisle', 600, 400),
          img('stand-b', 'A workshop table', 600, 400),
          img('stand-c', 'The briefing room', 600, 400),
        ),
      ].join('\n'),
    }),
    makePage({
      ID: 8102,
      slug: 'expo-2027',
      parent: EVENTS,
      title: 'Expo 2027',
      excerpt: '<p>Our stand, talks and demo times at Expo 2027.</p>',
      content: [
        '<p>Find us at stand 42, beside the main hall.</p>',
        blocks.heading('Talks'),
        blocks.list('Day 1: Upgrading fleets at sea', 'Day 2: FIPS 140-3 in practice'),
        blocks.buttons(['/contact', 'Book a slot', 'fill']),
      ].join('\n'),
    }),
    // At a path the site serves: left out, /contact stays the site's own page.
    makePage({
      ID: 8103,
      slug: 'contact',
      title: 'Contact (WordPress copy)',
      content: '<p>This page must never replace the site&#8217;s contact page.</p>',
    }),
    // The parent 8199 is a draft (not in the published list): left out.
    makePage({
      ID: 8104,
      slug: 'programme',
      parent: { ID: DRAFT_PARENT, path: 'partners', title: 'Partners (draft)' },
      title: 'Partner programme',
      content: '<p>This page waits for its parent to be published.</p>',
    }),
  ];
}

/** Filler pages for the build benchmark: `count` pages, a tenth of them top-level with the others as children. */
export function generatePages(count: number, origin: string): FakePost[] {
  const parents = Math.max(1, Math.ceil(count / 10));
  return Array.from({ length: count }, (_, i) => {
    const ID = 20_001 + i;
    if (i < parents) {
      return makePage({
        ID,
        slug: `solution-${i + 1}`,
        title: `Solution area ${i + 1}`,
        menu_order: i,
        excerpt: `<p>Solution area ${i + 1}: how the platform serves it.</p>`,
        content: [
          blocks.cover(`${origin}/images/page-cover-1600x700.svg`, `Solution area ${i + 1}`, 'One platform, every site.'),
          blocks.columns(
            '<p>Clusters that upgrade themselves.</p>',
            '<p>Evidence for every control.</p>',
            '<p>Support from engineers.</p>',
          ),
          blocks.buttons(['/contact', 'Talk to us', 'fill']),
        ].join('\n'),
      });
    }
    const parent = i % parents;
    return makePage({
      ID,
      slug: `topic-${i + 1}`,
      parent: { ID: 20_001 + parent, path: `solution-${parent + 1}`, title: `Solution area ${parent + 1}` },
      title: `Topic ${i + 1}`,
      excerpt: `<p>Topic ${i + 1} in depth.</p>`,
      content: [
        `<p>Topic ${i + 1}: what changes for the teams that run it.</p>`,
        blocks.mediaText(svgImg(origin, `topic-${i + 1}`, `Diagram for topic ${i + 1}`), '<p>A diagram and its explanation.</p>'),
        blocks.table(
          ['Step', 'Owner'],
          [
            ['Plan', 'Platform team'],
            ['Run', 'Operations'],
          ],
          'Who does what.',
        ),
      ].join('\n'),
    });
  });
}
