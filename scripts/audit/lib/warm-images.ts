// The photos a page's first view asks of the blog's image CDN, requested once before Lighthouse loads the page.
// WordPress.com's CDN answers a size it has served before from its cache; the fake resizes each size with sharp on
// its first request (50-150 ms on the 2-core machine), which only the first run of each page would pay and no
// reader does for a page that has been read before. Lazy images are left cold: they load after the first paint,
// and warming every size of every photo (134 on the realistic pages) took 5.5 s of the audit.
import { attr, elements, parseHtml, type HtmlElement } from './html';

/** An <img> the browser loads at once, or a <source> of such an image's <picture>. */
function eager(el: HtmlElement): boolean {
  const img =
    el.tagName === 'img'
      ? el
      : el.parentNode && 'childNodes' in el.parentNode
        ? el.parentNode.childNodes.find((node) => 'tagName' in node && node.tagName === 'img')
        : undefined;
  return !!img && 'tagName' in img && attr(img, 'loading') !== 'lazy';
}

/** The absolute image URLs of other origins a page's first view needs: eager <img> src and srcset, image preloads. */
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
    if ((el.tagName === 'img' || el.tagName === 'source') && eager(el)) {
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
