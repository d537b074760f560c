/** @jest-environment node */
import { join } from 'node:path';
import sharp from 'sharp';
import { rasterSources, type RasterId } from '@/content/raster-images';
import { encodeVariant } from './encode';
import { allVariants, fallbackVariant, srcSet, variant } from './raster';

const ids = Object.keys(rasterSources) as RasterId[];

describe('raster image variants', () => {
  it.each(ids)('%s: the registered size is the original file’s', async (id) => {
    const { file, width, height } = rasterSources[id];
    const meta = await sharp(join(process.cwd(), 'public', file)).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width, height });
  });

  it('writes every source in AVIF, WebP and its own format at 480, 800 and its full width, each path once', () => {
    const variants = allVariants();
    expect(variants).toHaveLength(ids.length * 3 * 3);
    expect(new Set(variants.map((v) => v.path)).size).toBe(variants.length);
    expect(srcSet('fedstryke-search', 'webp')).toBe(
      '/img/fedstryke-search-480.webp 480w, /img/fedstryke-search-800.webp 800w, /img/fedstryke-search-1280.webp 1280w',
    );
    expect(fallbackVariant('day2-helm-values').path).toBe('/img/day2-helm-values-800.png');
  });

  // An AVIF encode alone takes seconds of CPU when the other core is busy.
  it.each(['avif', 'webp', 'png'] as const)(
    'encodes %s at the width and height it claims, smaller than the original',
    async (format) => {
      const claimed = variant('fedstryke-export', format, 800);
      const bytes = await encodeVariant(claimed);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
      expect({ width: meta.width, height: meta.height }).toEqual({ width: 800, height: 500 });
      expect(bytes.length).toBeLessThan(60 * 1024);
    },
    20_000,
  );
});
