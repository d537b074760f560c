/**
 * Video embeds in post content, parsed strictly. Every address the site writes (the watch link, the player the
 * visitor asks for) is rebuilt from a validated id, never copied from the post, so a post cannot smuggle a
 * host, a path or a parameter through an embed. Shared by the sanitiser's embed pass (sanitize/embed-pass.ts) and the article
 * page's click-to-play handler, which re-validates what it reads back from the page.
 */

import { site } from '@/content/site';

export type VideoProvider = 'youtube' | 'vimeo';

export type Video = {
  provider: VideoProvider;
  id: string;
  /** Vimeo's privacy hash of an unlisted video (`h=`), without which its player refuses to play. */
  hash?: string;
};

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[\da-f]{6,20}$/i;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** The player origins a page must allow in frame-src for each provider that plays inline. */
const PLAYER_ORIGINS: Record<VideoProvider, string> = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
};

/** The origins an article page's frame-src allows: the players of the providers that play inline. */
export function playerOrigins(playInline: readonly VideoProvider[] = site.embeds.playInline): string[] {
  return [...new Set(playInline.map((provider) => PLAYER_ORIGINS[provider]))];
}

export const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/**
 * An embed's src as a URL, or null. Protocol-relative sources (classic posts) are read as https; anything that
 * is not http(s), names a user or a port, or is relative is refused.
 */
export function parseEmbedUrl(raw: string | null | undefined): URL | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.startsWith('//') ? `https:${value}` : value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  return url;
}

function youtubeId(url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (url.hostname === 'youtu.be') id = segments.length === 1 ? segments[0] : undefined;
  else if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  else if (segments[0] === 'watch' && segments.length === 1) id = url.searchParams.get('v') ?? undefined;
  else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '') && segments.length === 2) id = segments[1];
  // /embed/videoseries?list=… is a playlist: its 11 letters would pass as an id, but it is not one.
  if (id === 'videoseries') return null;
  return id !== undefined && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoVideo(url: URL): Video | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const id =
    url.hostname === 'player.vimeo.com'
      ? segments[0] === 'video' && segments.length === 2
        ? segments[1]
        : undefined
      : segments.length === 1
        ? segments[0]
        : undefined;
  if (id === undefined || !VIMEO_ID.test(id)) return null;
  const hash = url.searchParams.get('h');
  return hash !== null && VIMEO_HASH.test(hash) ? { provider: 'vimeo', id, hash } : { provider: 'vimeo', id };
}

/** The single video an embed's src plays, or null (another provider, a playlist, a malformed or hostile src). */
export function parseVideo(raw: string | null | undefined): Video | null {
  const url = parseEmbedUrl(raw);
  if (!url) return null;
  const youtube = youtubeId(url);
  if (youtube) return { provider: 'youtube', id: youtube };
  return vimeoVideo(url);
}

/** Re-validates a video read back from the page (data attributes), or null. */
export function validVideo(provider: string | undefined, id: string | undefined, hash?: string): Video | null {
  if (provider === 'youtube' && id !== undefined && YOUTUBE_ID.test(id) && id !== 'videoseries') return { provider, id };
  if (provider === 'vimeo' && id !== undefined && VIMEO_ID.test(id))
    return hash !== undefined && VIMEO_HASH.test(hash) ? { provider, id, hash } : { provider, id };
  return null;
}

/** The video's page on the provider's own site: the link a visitor without JavaScript follows. */
export function watchUrl({ provider, id, hash }: Video): string {
  if (provider === 'youtube') return `https://www.youtube.com/watch?v=${id}`;
  return hash ? `https://vimeo.com/${id}/${hash}` : `https://vimeo.com/${id}`;
}

/** The provider's privacy-enhanced player (no cookies, no tracking), started by the visitor's own click. */
export function playerUrl({ provider, id, hash }: Video): string {
  if (provider === 'youtube') return `${PLAYER_ORIGINS.youtube}/embed/${id}?autoplay=1`;
  return `${PLAYER_ORIGINS.vimeo}/video/${id}?${hash ? `h=${hash}&` : ''}dnt=1&autoplay=1`;
}
