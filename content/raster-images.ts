import type { RasterImage } from './types';

/**
 * The site's raster images (screenshots): each original stays in public/images/ and the build writes it again as
 * AVIF and WebP (plus a smaller PNG/JPEG fallback) at the widths lib/images/raster.ts picks. Width and height are
 * the original's pixels; a unit test reads the files to keep them true. A new screenshot is added here first, then
 * used in content through rasterImage().
 */
export const rasterSources = {
  'fedstryke-search': { file: '/images/fedstryke/search.png', width: 1280, height: 800 },
  'fedstryke-results': { file: '/images/fedstryke/results.png', width: 1280, height: 800 },
  'fedstryke-export': { file: '/images/fedstryke/export.png', width: 1280, height: 800 },
  'day2-addons-grid': { file: '/images/day2/addons-grid.png', width: 1280, height: 800 },
  'day2-helm-values': { file: '/images/day2/helm-values.png', width: 1280, height: 800 },
} as const satisfies Record<string, { file: `/images/${string}.${'png' | 'jpg'}`; width: number; height: number }>;

export type RasterId = keyof typeof rasterSources;

/** A content image backed by a registered raster source: its dimensions come from the registry, never retyped. */
export function rasterImage(id: RasterId, alt: string): RasterImage {
  const { file, width, height } = rasterSources[id];
  return { raster: id, src: file, alt, width, height };
}
