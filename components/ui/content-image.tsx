import type { ImageAsset, RasterImage, VectorImage } from '@/content/types';
import { fallbackVariant, largestVariant, srcSet } from '@/lib/images/raster';
import { CONTENT_SIZES } from '@/lib/images/sizes';

type Props = {
  image: ImageAsset;
  className?: string;
  /**
   * 'lazy' (default) below the fold; 'priority' for a hero image (fetched first, never lazy);
   * 'eager' for small icons that are part of a card's first paint.
   */
  load?: 'lazy' | 'priority' | 'eager';
  /** How wide a raster image is drawn (the `sizes` attribute, lib/images/sizes.ts); the content width by default. */
  sizes?: string;
  /** 'full' offers only the widest file: the enlarged view, drawn at its own pixel size. */
  variant?: 'responsive' | 'full';
};

const loadingProps = (load: Props['load']) =>
  load === 'lazy' ? ({ loading: 'lazy', decoding: 'async' } as const) : load === 'priority' ? ({ fetchPriority: 'high' } as const) : {};

const isRaster = (image: ImageAsset): image is RasterImage => 'raster' in image;

/**
 * An image described in content/: always with its width and height, so the page never shifts as it loads.
 * A raster image is a `<picture>`: AVIF, then WebP, then its original format, each at the widths the build writes.
 */
export function ContentImage({ image, className, load = 'lazy', sizes = CONTENT_SIZES, variant = 'responsive' }: Props) {
  const common = { width: image.width, height: image.height, className, ...loadingProps(load) };
  if (!isRaster(image)) return <img src={image.src} alt={image.alt} {...common} />;
  const id = image.raster;
  if (variant === 'full') {
    return (
      <picture>
        <source type="image/avif" srcSet={largestVariant(id, 'avif').path} />
        <source type="image/webp" srcSet={largestVariant(id, 'webp').path} />
        <img src={image.src} alt={image.alt} {...common} />
      </picture>
    );
  }
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(id, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(id, 'webp')} sizes={sizes} />
      <img src={fallbackVariant(id).path} srcSet={srcSet(id, fallbackVariant(id).format)} sizes={sizes} alt={image.alt} {...common} />
    </picture>
  );
}

/** A decorative square icon (empty alt): the image of a card whose title already says what it shows. */
export function iconImage(src: string, size: number): VectorImage {
  // Icons are drawings; a raster icon would need its variants (rasterImage), so the build stops here instead.
  if (!src.endsWith('.svg')) throw new Error(`iconImage(${src}): icons are SVG files`);
  return { src: src as VectorImage['src'], alt: '', width: size, height: size };
}
