// The photos a page asks of the blog's image CDN, requested once before Lighthouse loads the page. WordPress.com's
// CDN answers a size it has served before from its cache; the fake resizes each size with sharp on its first
// request (50-150 ms on the 2-core machine), which only the first run of each page would pay and no reader does
// for a page that has been read before. Warm, every run measures the page against the CDN readers meet.
import { attr, elements, parseHtml } from './html';

/** The absolute image URLs of other origins a page's HTML names: <img> src and srcset, image preloads. */
export function crossOriginImages(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const urls = new Set<string>();
  const add = (value: string | undefined) => {
    if (!value) return;
    const url = new URL(value, pageUrl);
    if (url.origin !== origin) urls.add(url.href);
  };
  const addSrcset = (srcset: string | undefined) => srcset?.split(',').forEach((candidate) => add(candidate.trim().split(/\s+/)[0]));
  for (const el of elements(parseHtml(html))) {
    if (el.tagName === 'img' || el.tagName === 'source') {
      add(attr(el, 'src'));
      addSrcset(attr(el, 'srcset'));
    } else if (el.tagName === 'link' && attr(el, 'rel') === 'preload' && attr(el, 'as') === 'image') {
      add(attr(el, 'href'));
      addSrcset(attr(el, 'imagesrcset'));
    }
  }
  return [...urls];
}

/** Requests every cross-origin image of each page as Chromium does (WebP accepted); returns how many. */
export async function warmImages(pageUrls: readonly string[]): Promise<number> {
  const images = new Set<string>();
  for (const pageUrl of pageUrls) {
    const response = await fetch(pageUrl);
    if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`);
    for (const url of crossOriginImages(await response.text(), pageUrl)) images.add(url);
  }
  await Promise.all(
    [...images].map(async (url) => {
      const response = await fetch(url, { headers: { Accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    }),
  );
  return images.size;
}
