import { env } from '@/lib/env';
import { cdnImageUrl, cdnSrcSet, type ImageCdnRules } from './image-cdn';
import type { FeaturedImage } from './types';

/** The configured CDN rules: lib/env.ts's hosts, plus the blog API's origin (where the fake API serves uploads). */
export const imageCdnRules: ImageCdnRules = {
  resizeHosts: env.blog.images.resizeHosts,
  photonHosts: env.blog.images.photonHosts,
  resizeOrigins: [env.blog.apiBase],
};

/*
 * `sizes` from the layout's CSS, in rem (as the media queries are) so they follow the reader's text size:
 * - card (post-card.module.css): the list is min(100vw - 2 × --space-5, 64rem) wide (Section's padding, the
 *   list's max-width); the image spans the card below 48rem and takes 2fr of 2fr + 3fr (0.4) from 48rem, and
 *   the list reaches 64rem at 67rem.
 * - article (article.module.css): the article is min(100vw, 46rem) with --space-5 padding each side: 43rem from
 *   46rem up. Content images are at most that measure.
 */
export const CARD_IMAGE_SIZES = '(min-width: 67rem) 25.6rem, (min-width: 48rem) calc(40vw - 1.2rem), calc(100vw - 3rem)';
export const ARTICLE_IMAGE_SIZES = '(min-width: 46rem) 43rem, calc(100vw - 3rem)';
/** The article's measure in CSS pixels at the default text size (43rem), for content images narrower than it. */
export const ARTICLE_MEASURE_PX = 688;

/** The width of the `src` fallback and of the social preview (Open Graph's recommended 1200). */
export const FALLBACK_WIDTH = 1200;

export type ImageSources = { src: string; srcSet?: string };

/** The featured image's src (a CDN variant when the host can be resized) and srcset; the original otherwise. */
export function featuredImageSources(image: FeaturedImage, rules: ImageCdnRules = imageCdnRules): ImageSources {
  const srcSet = cdnSrcSet(image.src, rules, { originalWidth: image.width });
  if (!srcSet) return { src: image.src };
  const fallback = image.width !== undefined ? Math.min(FALLBACK_WIDTH, image.width) : FALLBACK_WIDTH;
  return { src: cdnImageUrl(image.src, fallback, rules) ?? image.src, srcSet };
}

/** The featured image as a social preview: the 1200-wide CDN variant when there is one, with its height if known. */
export function socialImageOf(
  image: FeaturedImage,
  rules: ImageCdnRules = imageCdnRules,
): { url: string; width?: number; height?: number } {
  const width = image.width !== undefined ? Math.min(FALLBACK_WIDTH, image.width) : FALLBACK_WIDTH;
  const url = cdnImageUrl(image.src, width, rules);
  if (!url) return { url: image.src, ...(image.width && image.height ? { width: image.width, height: image.height } : {}) };
  return image.width && image.height ? { url, width, height: Math.round((image.height * width) / image.width) } : { url };
}
