import { rasterSources, type RasterId } from '@/content/raster-images';

/**
 * Widths written for every raster image (never wider than its original): 480 for a one-third column on a 1×
 * desktop, 800 for a phone's full-width column at 2×, the original (1280) for wide columns at 2× and the lightbox.
 */
const VARIANT_WIDTHS = [480, 800, 1280] as const;

export type VariantFormat = 'avif' | 'webp' | 'png' | 'jpeg';

export type Variant = { id: RasterId; format: VariantFormat; width: number; height: number; path: string };

/** The fallback format for browsers with neither AVIF nor WebP: the original's own kind. */
function fallbackFormat(id: RasterId): 'png' | 'jpeg' {
  return rasterSources[id].file.endsWith('.png') ? 'png' : 'jpeg';
}

const EXTENSION: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', png: 'png', jpeg: 'jpg' };

/** Widths for one source: the standard widths below its own, then the original width. */
function variantWidths(id: RasterId): [...number[], number] {
  const { width } = rasterSources[id];
  return [...VARIANT_WIDTHS.filter((w) => w < width), width];
}

export function variant(id: RasterId, format: VariantFormat, width: number): Variant {
  const source = rasterSources[id];
  return {
    id,
    format,
    width,
    height: Math.round((source.height * width) / source.width),
    path: `/img/${id}-${width}.${EXTENSION[format]}`,
  };
}

/** Every file the build writes under /img/: each source at each width in AVIF, WebP and its fallback format. */
export function allVariants(): Variant[] {
  return (Object.keys(rasterSources) as RasterId[]).flatMap((id) =>
    (['avif', 'webp', fallbackFormat(id)] as const).flatMap((format) => variantWidths(id).map((w) => variant(id, format, w))),
  );
}

/** `srcset` over the widths of one format, narrowest first. */
export function srcSet(id: RasterId, format: VariantFormat): string {
  return variantWidths(id)
    .map((w) => `${variant(id, format, w).path} ${w}w`)
    .join(', ');
}

/** The widest file of a format: what the enlarged view (the lightbox) shows. */
export function largestVariant(id: RasterId, format: VariantFormat): Variant {
  return variant(id, format, rasterSources[id].width);
}

/** The fallback `<img src>`: the width a phone at 2× picks, so an old browser still gets a reasonable file. */
export function fallbackVariant(id: RasterId): Variant {
  const width = variantWidths(id).find((w) => w >= 800) ?? rasterSources[id].width;
  return variant(id, fallbackFormat(id), width);
}
