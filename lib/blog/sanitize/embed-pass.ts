import { blogPage } from '@/content/blog';
import { site } from '@/content/site';
import { parseEmbedUrl, parseVideo, PROVIDER_NAMES, watchUrl, type Video, type VideoProvider } from '../embeds';
import type { Report } from './findings';

/**
 * The sanitiser's treatment of embeds, so that none vanishes without a trace. Its policy forbids iframes; this
 * pass notes where each one stood and what it pointed at, and after sanitising puts in its place:
 * - a video from a provider in site.embeds.playInline: a click-to-play placeholder (a link to the video's page,
 *   which the article page's script turns into a play button); nothing loads from the provider until
 *   the visitor asks;
 * - any other iframe with an https source: a link to it, named by what it is and where ("Slides on Speaker Deck:
 *   …");
 * - an iframe with a hostile or unreadable source: nothing (a figure's caption stays).
 * The replacement is written from the parsed URL alone, after sanitising, so it is the only markup in a post
 * that carries data-embed-* attributes (the policy strips every author data-* attribute) and no author
 * attribute is ever copied into it. Audio and video elements get controls and load only their metadata.
 */

type Kind = keyof typeof blogPage.embeds.kinds;

/** Known providers of other embeds, by host (and path), for the link's wording. */
const LINKED: { host: RegExp; path?: RegExp; provider: string; kind: Kind }[] = [
  { host: /(?:^|\.)speakerdeck\.com$/, provider: 'Speaker Deck', kind: 'slides' },
  { host: /(?:^|\.)slideshare\.net$/, provider: 'SlideShare', kind: 'slides' },
  { host: /^docs\.google\.com$/, path: /^\/presentation\//, provider: 'Google Slides', kind: 'slides' },
  { host: /^docs\.google\.com$/, path: /^\/forms\//, provider: 'Google Forms', kind: 'form' },
  { host: /^(?:www\.)?google\.com$/, path: /^\/maps(?:\/|$)/, provider: 'Google Maps', kind: 'map' },
  { host: /^maps\.google\.com$/, provider: 'Google Maps', kind: 'map' },
  { host: /(?:^|\.)openstreetmap\.org$/, provider: 'OpenStreetMap', kind: 'map' },
  { host: /(?:^|\.)soundcloud\.com$/, provider: 'SoundCloud', kind: 'audio' },
  { host: /^open\.spotify\.com$/, provider: 'Spotify', kind: 'audio' },
  { host: /(?:^|\.)(?:videopress\.com|wordpress\.tv)$/, provider: 'VideoPress', kind: 'video' },
  { host: /(?:^|\.)(?:youtube|youtube-nocookie)\.com$|^youtu\.be$/, provider: 'YouTube', kind: 'video' },
  { host: /(?:^|\.)vimeo\.com$/, provider: 'Vimeo', kind: 'video' },
];

const PLAYLIST_ID = /^[\w-]{2,64}$/;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

type Link = { href: string; provider: string; kind: Kind };

/** Where a non-playing embed's link goes, and how it is named; null for a source that is not https. */
export function embedLink(src: string | null | undefined, video: Video | null = parseVideo(src)): Link | null {
  if (video) return { href: watchUrl(video), provider: PROVIDER_NAMES[video.provider], kind: 'video' };
  const url = parseEmbedUrl(src);
  if (!url || url.protocol !== 'https:') return null;
  const known = LINKED.find(({ host, path }) => host.test(url.hostname) && (!path || path.test(url.pathname)));
  if (known?.provider === 'YouTube') {
    const list = url.searchParams.get('list');
    if (list !== null && PLAYLIST_ID.test(list))
      return { href: `https://www.youtube.com/playlist?list=${list}`, provider: 'YouTube', kind: 'playlist' };
  }
  return { href: url.href, provider: known?.provider ?? url.hostname.replace(/^www\./, ''), kind: known?.kind ?? 'page' };
}

function facade(doc: Document, video: Video, title: string): Element {
  const labels = blogPage.embeds;
  const provider = PROVIDER_NAMES[video.provider];
  const box = doc.createElement('div');
  box.setAttribute('data-embed-player', video.provider);
  box.setAttribute('data-embed-id', video.id);
  if (video.hash) box.setAttribute('data-embed-hash', video.hash);
  const link = doc.createElement('a');
  link.setAttribute('href', watchUrl(video));
  const name = doc.createElement('span');
  name.textContent = title || fill(labels.untitled, { provider });
  const note = doc.createElement('span');
  note.textContent = fill(labels.watchOn, { provider });
  // A space between the two, which the grid does not draw: without it their text runs together ("…walkthroughWatch
  // on YouTube") wherever a name is made from the text, and the play button's label no longer contains it.
  link.append(name, doc.createTextNode(' '), note);
  box.append(link);
  return box;
}

function linkParagraph(doc: Document, { href, provider, kind }: Link, title: string): Element {
  const labels = blogPage.embeds;
  const paragraph = doc.createElement('p');
  const link = doc.createElement('a');
  link.setAttribute('href', href);
  link.textContent = fill(title ? labels.link : labels.linkUntitled, { kind: labels.kinds[kind], provider, title });
  paragraph.append(link);
  return paragraph;
}

/**
 * What stands in for one iframe: the click-to-play placeholder, a link, or nothing. `title` is the iframe's
 * title or, failing that, its figure's caption.
 */
export function replacementFor(
  doc: Document,
  src: string | null,
  title: string,
  playInline: readonly VideoProvider[] = site.embeds.playInline,
): Element | null {
  const video = parseVideo(src);
  if (video && playInline.includes(video.provider)) return facade(doc, video, title);
  const link = embedLink(src, video);
  return link ? linkParagraph(doc, link, title) : null;
}

/** Phrasing elements a block (the placeholder's div, the link's p) must not be put inside: a re-parse breaks them open. */
const PHRASING_HOST = 'p, h1, h2, h3, h4, h5, h6, a, span, em, strong, b, i, u, small, sub, sup, code, label';

/** Puts a replacement where its marker stands, or right after the paragraph (or other phrasing) that holds it. */
function place(marker: Element, replacement: Element) {
  let host: Element | null = null;
  for (let at = marker.parentElement?.closest(PHRASING_HOST); at; at = at.parentElement?.closest(PHRASING_HOST)) host = at;
  if (!host) return marker.replaceWith(replacement);
  const alone = Array.from(host.childNodes).every(
    (node) => node === marker || node.nodeName === 'BR' || (node.nodeType === 3 && !node.textContent?.trim()),
  );
  marker.remove();
  if (alone && host.tagName === 'P') host.replaceWith(replacement);
  else host.after(replacement);
}

type Noted = { marker: Element; src: string | null; title: string };

/**
 * One sanitising run's embed pass: `hook` for DOMPurify's uponSanitizeElement (it leaves an empty marker after
 * each iframe, which the policy keeps and the iframe's removal does not touch), `finish` on the sanitised body.
 * Markers are found again by identity, not by anything written in the markup, so a post cannot forge one.
 */
export function embedPass(report?: Report, playInline: readonly VideoProvider[] = site.embeds.playInline) {
  const noted: Noted[] = [];
  return {
    hook(node: Node) {
      if (node.nodeName !== 'IFRAME' || !node.parentNode) return;
      const iframe = node as Element;
      const marker = iframe.ownerDocument.createElement('span');
      iframe.after(marker);
      noted.push({ marker, src: iframe.getAttribute('src'), title: iframe.getAttribute('title')?.trim() ?? '' });
    },
    finish(root: HTMLElement) {
      for (const { marker, src, title } of noted) {
        if (!root.contains(marker)) continue;
        const caption = marker.closest('figure')?.querySelector('figcaption')?.textContent?.trim() ?? '';
        const replacement = replacementFor(root.ownerDocument, src, title || caption, playInline);
        if (report) {
          const kind = !replacement ? 'embed-dropped' : replacement.hasAttribute('data-embed-player') ? 'embed-facade' : 'embed-link';
          report(kind, marker.parentElement, src ?? '');
        }
        if (replacement) place(marker, replacement);
        else marker.remove();
      }
      // Nothing large loads before the visitor presses play, and nothing plays by itself.
      for (const media of Array.from(root.querySelectorAll('audio, video'))) {
        media.setAttribute('controls', '');
        media.setAttribute('preload', 'metadata');
        media.removeAttribute('autoplay');
      }
    },
  };
}
