import type { ImageAsset } from '@/content/types';

type Props = {
  image: ImageAsset;
  className?: string;
  /**
   * 'lazy' (default) below the fold; 'priority' for a hero image (fetched first, never lazy);
   * 'eager' for small icons that are part of a card's first paint.
   */
  load?: 'lazy' | 'priority' | 'eager';
};

/** An image described in content/: always with its width and height, so the page never shifts as it loads. */
export function ContentImage({ image, className, load = 'lazy' }: Props) {
  const loading =
    load === 'lazy' ? ({ loading: 'lazy', decoding: 'async' } as const) : load === 'priority' ? ({ fetchPriority: 'high' } as const) : {};
  return <img src={image.src} alt={image.alt} width={image.width} height={image.height} className={className} {...loading} />;
}

/** A decorative square icon (empty alt): the image of a card whose title already says what it shows. */
export function iconImage(src: string, size: number): ImageAsset {
  return { src, alt: '', width: size, height: size };
}
