/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { rasterSources, type RasterId } from '@/content/raster-images';
import { folderCache } from '@/lib/build/build-cache';
import { encodeVariant } from './encode';
import { allVariants, fallbackVariant, srcSet, variant } from '../../images/raster';

const ids = Object.keys(rasterSources) as RasterId[];

// A cache of this file's own, empty at the start, so every encode below is a real one.
const cacheDir = mkdtempSync(join(tmpdir(), 'img-cache-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

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
      const bytes = await encodeVariant(claimed, folderCache(cacheDir, format));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
      expect({ width: meta.width, height: meta.height }).toEqual({ width: 800, height: 500 });
      expect(bytes.length).toBeLessThan(60 * 1024);
    },
    20_000,
  );

  it('keeps what it encoded for the next build, one file a variant, and the next build reads it from there', async () => {
    const dir = join(cacheDir, 'kept');
    const cache = folderCache(dir, 'webp');
    const small = variant('fedstryke-export', 'webp', 480);
    const first = await encodeVariant(small, cache);
    const kept = readdirSync(dir).filter((name) => name.endsWith('.webp'));
    expect(kept).toHaveLength(1);
    expect(await encodeVariant(small, cache)).toEqual(first);
    // The next build reads the kept file instead of encoding: what is there is what it gets.
    writeFileSync(join(dir, kept[0]!), 'kept bytes');
    expect((await encodeVariant(small, cache)).toString()).toBe('kept bytes');
    // Another width of the same original is another file.
    await encodeVariant(variant('fedstryke-export', 'webp', 800), cache);
    expect(readdirSync(dir).filter((name) => name.endsWith('.webp'))).toHaveLength(2);
  });

  it('still encodes when the cache cannot be written', async () => {
    // A file where the folder should be: nothing can be written under it.
    const blocked = join(cacheDir, 'not-a-folder');
    writeFileSync(blocked, '');
    const bytes = await encodeVariant(variant('fedstryke-export', 'webp', 480), folderCache(join(blocked, 'img'), 'webp'));
    expect((await sharp(bytes).metadata()).format).toBe('webp');
  });
});
