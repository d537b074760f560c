// Serves the realistic data set's uploads the way <site>.files.wordpress.com does (its image CDN, Photon):
// the original when no parameter is given; ?w= / ?h= (pixels, or a percentage) scale keeping the aspect ratio
// (both together fit inside W×H, or crop to it with &crop=1);
// ?resize=W,H scales and centre-crops to exactly W×H; ?fit=W,H scales to fit inside W×H; ?quality= (1-100) sets
// the encoder's quality; ?strip=all|info|color drops metadata. Nothing is ever scaled up. A browser that accepts
// WebP gets WebP (Vary: Accept), never AVIF, as the CDN does. Resized copies are kept in memory.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { AUDIO, PHOTOS, VIDEO, ensureUploads } from './photos';

/** Where uploads live on the fake's origin, standing in for https://<site>.files.wordpress.com/2026/11/. */
export const UPLOADS_PATH = '/wp-content/uploads/2026/11/';

const FILES = new Map<string, string>([
  ...PHOTOS.map((p): [string, string] => [p.file, 'image/jpeg']),
  [AUDIO.file, AUDIO.mime],
  [VIDEO.file, VIDEO.mime],
]);
const IMMUTABLE = 'public, max-age=31536000, immutable';

const positive = (value: string | null | undefined) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** A length as Photon reads it: pixels, or a percentage of the original's. */
function length(value: string | null, original: number) {
  if (value == null) return null;
  if (value.trim().endsWith('%')) {
    const percent = Number.parseFloat(value);
    return percent > 0 ? Math.max(1, Math.round((original * percent) / 100)) : null;
  }
  return positive(value);
}

function pair(value: string | null): [number, number] | null {
  const [w, h] = (value ?? '').split(',').map(positive);
  return w && h ? [w, h] : null;
}

/** The transformation a query asks for, normalised (so equivalent URLs share one cached copy), or null for none. */
/** A resize box as sharp takes it. */
type Box = { width?: number; height?: number; fit: 'cover' | 'inside' };

export type Transform = { box: Box | null; quality: number | null; strip: string | null };

function transformFor(query: URLSearchParams, { width, height }: { width: number; height: number }): Transform | null {
  const resize = pair(query.get('resize'));
  const fit = pair(query.get('fit'));
  const w = length(query.get('w'), width);
  const h = length(query.get('h'), height);
  const quality = Math.min(100, positive(query.get('quality')) ?? 0) || null;
  const strip = ['all', 'info', 'color'].includes(query.get('strip') ?? '') ? query.get('strip') : null;
  let box: Box | null = null;
  if (resize) box = { width: resize[0], height: resize[1], fit: 'cover' };
  else if (fit) box = { width: fit[0], height: fit[1], fit: 'inside' };
  // ?w=&h= together fit inside the box, or crop to it with &crop=1 (Jetpack's Image_CDN_Core::parse_wpcom_query_args
  // turns such *.files.wordpress.com URLs into fit= or resize=).
  else if (w || h) box = { width: w ?? undefined, height: h ?? undefined, fit: w && h && query.has('crop') ? 'cover' : 'inside' };
  if (!box && !quality && !strip) return null;
  return { box, quality, strip };
}

/** An upload as the server sends it. */
export type UploadAnswer = { status: number; headers: Record<string, string>; body: Buffer | string };

export function createUploads({ root }: { root?: string } = {}) {
  const cache = new Map<string, Buffer>();
  let dir: string | null = null;
  const folder = async () => (dir ??= await ensureUploads(root));

  /** Answers GET {UPLOADS_PATH}{file}: { status, headers, body } or null when the path is not an upload. */
  async function handle(url: URL, accept = ''): Promise<UploadAnswer | null> {
    if (!url.pathname.startsWith(UPLOADS_PATH)) return null;
    const file = decodeURIComponent(url.pathname.slice(UPLOADS_PATH.length));
    const type = FILES.get(file);
    if (!type) return { status: 404, headers: { 'Content-Type': 'text/plain' }, body: 'Not found' };
    const original = await readFile(join(await folder(), file));
    if (type !== 'image/jpeg') return { status: 200, headers: { 'Content-Type': type, 'Cache-Control': IMMUTABLE }, body: original };

    const photo = PHOTOS.find((p) => p.file === file)!;
    const transform = transformFor(url.searchParams, photo);
    const webp = /\bimage\/webp\b/.test(accept);
    const headers = { 'Cache-Control': IMMUTABLE, Vary: 'Accept' };
    if (!transform && !webp) return { status: 200, headers: { ...headers, 'Content-Type': 'image/jpeg' }, body: original };

    const key = `${file}|${JSON.stringify(transform)}|${webp ? 'webp' : 'jpeg'}`;
    let body = cache.get(key);
    if (!body) {
      let image = sharp(original);
      if (transform?.box) image = image.resize({ ...transform.box, withoutEnlargement: true, position: 'centre' });
      // sharp drops metadata unless asked to keep it. strip=info drops EXIF/IPTC/XMP and keeps the colour profile,
      // strip=color the reverse, strip=all both; without strip the CDN keeps everything.
      if (!transform?.strip) image = image.keepMetadata();
      else if (transform.strip === 'info') image = image.keepIccProfile();
      else if (transform.strip === 'color') image = image.keepExif();
      const quality = transform?.quality ?? 80;
      image = webp ? image.webp({ quality }) : image.jpeg({ quality, mozjpeg: true });
      body = await image.toBuffer();
      cache.set(key, body);
    }
    return { status: 200, headers: { ...headers, 'Content-Type': webp ? 'image/webp' : 'image/jpeg' }, body };
  }

  return { handle, folder };
}
