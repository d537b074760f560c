import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { rasterSources } from '@/content/raster-images';
import type { Variant } from './raster';

// Screenshots are mostly text and thin UI lines: AVIF keeps full-resolution colour (4:4:4) so coloured text
// does not smear; the PNG fallback is a 256-colour palette, which such flat images barely notice. Efforts are
// the build's budget: AVIF effort 4 saves ~12% over 2 but takes ten times as long (seconds per file).
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 58, effort: 2, chromaSubsampling: '4:4:4' }),
  webp: (image: Sharp) => image.webp({ quality: 82, effort: 4 }),
  png: (image: Sharp) => image.png({ palette: true, quality: 90, effort: 7, compressionLevel: 9 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 82, mozjpeg: true }),
} as const;

export const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' } as const;

/** One variant's bytes, resized from the original in public/. Fails if the original is not the size registered. */
export async function encodeVariant(variant: Variant): Promise<Buffer> {
  const source = rasterSources[variant.id];
  const original = sharp(join(process.cwd(), 'public', source.file));
  const { width, height } = await original.metadata();
  if (width !== source.width || height !== source.height) {
    throw new Error(`${source.file} is ${width}×${height}, content/raster-images.ts says ${source.width}×${source.height}`);
  }
  return ENCODERS[variant.format](original.resize({ width: variant.width, height: variant.height })).toBuffer();
}
