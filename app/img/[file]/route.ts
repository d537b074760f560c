import { encodeVariant, CONTENT_TYPES } from '@/lib/build/images/encode';
import { allVariants } from '@/lib/images/raster';

// Every raster image at each width in AVIF, WebP and its original's format, written by the export as
// out/img/{id}-{width}.{ext} (the param carries the extension, so every static host serves the right type).
// The originals in public/images/ stay the only sources; nothing is written into the source tree.

// Drawn once at build in server mode too, never per request.
export const dynamic = 'force-static';

type Params = { file: string };

export function generateStaticParams(): Params[] {
  return allVariants().map((variant) => ({ file: variant.path.slice('/img/'.length) }));
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { file } = await params;
  const variant = allVariants().find((v) => v.path === `/img/${file}`);
  if (!variant) return new Response('Not found', { status: 404 });
  const body = await encodeVariant(variant);
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': CONTENT_TYPES[variant.format] } });
}
