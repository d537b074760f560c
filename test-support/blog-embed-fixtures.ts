/**
 * Embeds as WordPress renders them in a post's content (block editor and classic editor), with what a reader
 * finds in their place after sanitising. Shared by the policy's Jest test (the test DOM) and the build's
 * (scripts/build/sanitiser.test.ts, jsdom), so both paths are held to the same result.
 */

export type EmbedSummary = {
  /** Click-to-play placeholders: provider, id, the no-JavaScript link's address and text. */
  players: [string, string, string, string][];
  /** Other links (address, text). */
  links: [string, string][];
  captions: string[];
  /** Elements that would load or run something from elsewhere: must stay 0. */
  loaders: number;
  /** Text of blockquotes (tweets). */
  quotes: string[];
};

const ID = 'aB3dE5gH9jK';

const figure = (classes: string, iframe: string, caption = '') =>
  `<figure class="wp-block-embed ${classes}"><div class="wp-block-embed__wrapper">\n${iframe}\n</div>${caption ? `<figcaption class="wp-element-caption">${caption}</figcaption>` : ''}</figure>`;

export const EMBED_CASES: { name: string; html: string; expected: Partial<EmbedSummary> }[] = [
  {
    name: 'a YouTube block with a title and a caption',
    html: figure(
      'is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio',
      `<iframe title="Upgrade walkthrough" width="500" height="281" src="https://www.youtube.com/embed/${ID}?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`,
      'Upgrade walkthrough (12 min)',
    ),
    expected: {
      players: [['youtube', ID, `https://www.youtube.com/watch?v=${ID}`, 'Upgrade walkthrough Watch on YouTube']],
      links: [],
      captions: ['Upgrade walkthrough (12 min)'],
      loaders: 0,
    },
  },
  {
    name: 'a Vimeo block without a title (the caption names it)',
    html: figure(
      'is-type-video is-provider-vimeo wp-block-embed-vimeo',
      '<iframe src="https://player.vimeo.com/video/76979871?dnt=1&amp;app_id=122963" width="500" height="281" frameborder="0" allow="autoplay; fullscreen; picture-in-picture; clipboard-write"></iframe>',
      'Rack install, step by step',
    ),
    expected: {
      players: [['vimeo', '76979871', 'https://vimeo.com/76979871', 'Rack install, step by step Watch on Vimeo']],
      links: [],
      captions: ['Rack install, step by step'],
      loaders: 0,
    },
  },
  {
    name: 'a bare classic-editor YouTube iframe in a paragraph, with neither title nor caption',
    html: `<p><iframe width="560" height="315" src="//www.youtube.com/embed/${ID}" frameborder="0" allowfullscreen></iframe></p><p>After.</p>`,
    expected: {
      players: [['youtube', ID, `https://www.youtube.com/watch?v=${ID}`, 'YouTube video Watch on YouTube']],
      links: [],
      loaders: 0,
    },
  },
  {
    name: 'a Speaker Deck block',
    html: figure(
      'is-type-rich is-provider-speaker-deck wp-block-embed-speaker-deck',
      '<iframe title="Cluster API in practice" src="https://speakerdeck.com/player/0a1b2c3d4e5f?slide=1" width="500" height="281" frameborder="0" allowfullscreen></iframe>',
      'Slides from the talk',
    ),
    expected: {
      players: [],
      links: [['https://speakerdeck.com/player/0a1b2c3d4e5f?slide=1', 'Slides on Speaker Deck: Cluster API in practice']],
      captions: ['Slides from the talk'],
      loaders: 0,
    },
  },
  {
    name: 'a map in a classic post, mid-paragraph',
    html: '<p>Find us here: <iframe src="https://www.google.com/maps/embed?pb=!1m18" width="600" height="450" title="Reston office"></iframe> (parking at the back).</p>',
    expected: { players: [], links: [['https://www.google.com/maps/embed?pb=!1m18', 'Map on Google Maps: Reston office']], loaders: 0 },
  },
  {
    name: 'a YouTube playlist',
    html: figure(
      'is-provider-youtube',
      '<iframe title="Day 2 series" src="https://www.youtube.com/embed/videoseries?list=PLa1b2c3d4e5"></iframe>',
    ),
    expected: {
      players: [],
      links: [['https://www.youtube.com/playlist?list=PLa1b2c3d4e5', 'Playlist on YouTube: Day 2 series']],
      loaders: 0,
    },
  },
  {
    name: 'a lookalike host (a link that names the real host, never a player)',
    html: `<iframe title="Not YouTube" src="https://www.youtube.com.evil.example/embed/${ID}"></iframe>`,
    expected: {
      players: [],
      links: [[`https://www.youtube.com.evil.example/embed/${ID}`, 'Embedded page on youtube.com.evil.example: Not YouTube']],
      loaders: 0,
    },
  },
  {
    name: 'hostile sources (nothing but the caption)',
    html: figure(
      'is-type-video',
      '<iframe title="x" src="javascript:alert(1)"></iframe><iframe src="data:text/html,<script>alert(1)</script>"></iframe><iframe src="http://plain.example/"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>',
      'Kept caption',
    ),
    expected: { players: [], links: [], captions: ['Kept caption'], loaders: 0 },
  },
  {
    name: 'a title that carries markup (kept as text)',
    html: `<iframe title="&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot;" src="https://www.youtube.com/embed/${ID}"></iframe>`,
    expected: {
      players: [['youtube', ID, `https://www.youtube.com/watch?v=${ID}`, '<img src=x onerror=alert(1)> "quoted" Watch on YouTube']],
      loaders: 0,
    },
  },
  {
    name: 'a tweet (the quote and its link stay, the script goes)',
    html: '<figure class="wp-block-embed is-type-rich is-provider-twitter wp-block-embed-twitter"><div class="wp-block-embed__wrapper"><blockquote class="twitter-tweet" data-width="550" data-dnt="true"><p lang="en" dir="ltr">Release day for the edge stack.</p>&mdash; Granite Peak (@granitepeak) <a href="https://twitter.com/granitepeak/status/1234567890">May 1, 2026</a></blockquote><script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script></div></figure>',
    expected: {
      players: [],
      links: [['https://twitter.com/granitepeak/status/1234567890', 'May 1, 2026']],
      quotes: ['Release day for the edge stack.— Granite Peak (@granitepeak) May 1, 2026'],
      loaders: 0,
    },
  },
];

/** What a reader finds in sanitised markup, read from a DOM the caller parsed it into. */
export function summariseEmbeds(root: Element): EmbedSummary {
  const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const players = Array.from(root.querySelectorAll('[data-embed-player]'));
  const inPlayer = (element: Element) => players.some((player) => player.contains(element));
  return {
    players: players.map((player) => {
      const link = player.querySelector('a');
      const parts = Array.from(link?.children ?? []).map(text);
      return [
        player.getAttribute('data-embed-player') ?? '',
        player.getAttribute('data-embed-id') ?? '',
        link?.getAttribute('href') ?? '',
        parts.join(' '),
      ];
    }),
    links: Array.from(root.querySelectorAll('a'))
      .filter((link) => !inPlayer(link))
      .map((link) => [link.getAttribute('href') ?? '', text(link)]),
    captions: Array.from(root.querySelectorAll('figcaption')).map(text),
    loaders: root.querySelectorAll('iframe, script, object, embed, frame, img[src*="youtube"], img[src*="vimeo"]').length,
    quotes: Array.from(root.querySelectorAll('blockquote')).map(text),
  };
}
