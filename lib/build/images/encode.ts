import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { rasterSources } from '@/content/raster-images';
import { buildCache, cacheKey, type BuildCache } from '@/lib/build/build-cache';
import type { Variant, VariantFormat } from '../../images/raster';

// Screenshots are mostly text and thin UI lines: AVIF keeps full-resolution colour (4:4:4) so coloured text
// does not smear; the PNG fallback is a 256-colour palette, which such flat images barely notice. Efforts are
// the build's budget: AVIF effort 4 saves ~12% over 2 but takes ten times as long (seconds per file).
const ENCODER_OPTIONS = {
  avif: { quality: 58, effort: 2, chromaSubsampling: '4:4:4' },
  webp: { quality: 82, effort: 4 },
  png: { palette: true, quality: 90, effort: 7, compressionLevel: 9 },
  jpeg: { quality: 82, mozjpeg: true },
} as const satisfies Record<VariantFormat, object>;

export const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' } as const;

// What makes a variant's bytes besides its original: its size and format, the encoder's settings, and the versions
// of sharp and libvips that encode it. Any change to one is a new key, so a stale file is never served.
const variantKey = (variant: Variant, original: Buffer) =>
  cacheKey([
    variant.format,
    `${variant.width}x${variant.height}`,
    JSON.stringify(ENCODER_OPTIONS[variant.format]),
    JSON.stringify(sharp.versions),
    original,
  ]);

async function encode(variant: Variant, original: Buffer): Promise<Buffer> {
  const source = rasterSources[variant.id];
  const image = sharp(original);
  const { width, height } = await image.metadata();
  if (width !== source.width || height !== source.height) {
    throw new Error(`${source.file} is ${width}×${height}, content/raster-images.ts says ${source.width}×${source.height}`);
  }
  return image
    .resize({ width: variant.width, height: variant.height })
    .toFormat(variant.format, ENCODER_OPTIONS[variant.format])
    .toBuffer();
}

/**
 * One variant's bytes, resized from the original in public/, from the build cache when an earlier build encoded
 * the same thing: every build (the export, server mode, each configuration the tests build) writes the same 45
 * files. Fails if the original is not the size registered.
 */
export async function encodeVariant(variant: Variant, cache: BuildCache = buildCache('images', variant.format)): Promise<Buffer> {
  const original = await readFile(join(process.cwd(), 'public', rasterSources[variant.id].file));
  const key = variantKey(variant, original);
  const cached = await cache.get(key);
  if (cached) return cached;
  const bytes = await encode(variant, original);
  await cache.put(key, bytes);
  return bytes;
}
