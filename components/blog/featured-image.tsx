import { featuredImageSources } from '@/lib/blog/images';
import type { FeaturedImage } from '@/lib/blog/types';

type Props = {
  image: FeaturedImage;
  /** The layout's `sizes` (lib/blog/images.ts); used only when the CDN gives a srcset. */
  sizes: string;
  className?: string;
  /** The page's likely largest paint: fetched first instead of lazily. */
  priority?: boolean;
};

/**
 * A post's featured photo at the width it is shown: a CDN srcset when its host can be resized, width/height from
 * the API's post_thumbnail (else the 1200×630 box), decorative (the title beside it names the post).
 */
export function FeaturedImg({ image, sizes, className, priority = false }: Props) {
  const sources = featuredImageSources(image);
  return (
    <img
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt=""
      width={image.width ?? 1200}
      height={image.height ?? 630}
      {...(priority ? ({ fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const))}
    />
  );
}
