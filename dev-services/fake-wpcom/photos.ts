// Photographs the realistic data set serves as uploads, rendered here with sharp from a seed so every machine gets
// the same bytes without committing binaries: a sky gradient with clouds, ridges of layered value noise fading
// into haze, optional water, then upscaled to WordPress's upload size with film grain, so the JPEGs compress like
// photos (~0.8-1 MB at 2560×1440) rather than like flat illustrations. Rendered once into a cache folder outside
// the repo, keyed by PHOTOS_VERSION (bump it when the recipe changes).
import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const PHOTOS_VERSION = 'v3';

/** Every upload of the realistic data set: name → { width, height, mime }. Paths are /wp-content/uploads/2026/11/{file}. */
/** A seeded landscape: its size, the sky's gradient (horizon, zenith), the land's colour, and whether it has water. */
export type Photo = {
  file: string;
  width: number;
  height: number;
  seed: number;
  sky: number[][];
  land: number[];
  water: boolean;
};

export const PHOTOS: Photo[] = [
  {
    file: 'ridge-dawn.jpg',
    width: 2560,
    height: 1440,
    seed: 11,
    sky: [
      [236, 170, 120],
      [120, 150, 200],
    ],
    land: [70, 80, 110],
    water: false,
  },
  {
    file: 'lake-dusk.jpg',
    width: 2560,
    height: 1440,
    seed: 12,
    sky: [
      [250, 140, 90],
      [60, 60, 120],
    ],
    land: [40, 40, 70],
    water: true,
  },
  {
    file: 'valley-noon.jpg',
    width: 2560,
    height: 1440,
    seed: 13,
    sky: [
      [200, 225, 245],
      [70, 130, 210],
    ],
    land: [60, 110, 60],
    water: false,
  },
  {
    file: 'fog-ridges.jpg',
    width: 2560,
    height: 1440,
    seed: 14,
    sky: [
      [225, 228, 232],
      [170, 180, 195],
    ],
    land: [80, 95, 100],
    water: false,
  },
  {
    file: 'mesa-afternoon.jpg',
    width: 2560,
    height: 1440,
    seed: 15,
    sky: [
      [240, 220, 190],
      [90, 150, 220],
    ],
    land: [170, 100, 60],
    water: false,
  },
  {
    file: 'coast-overcast.jpg',
    width: 2560,
    height: 1440,
    seed: 16,
    sky: [
      [210, 210, 215],
      [130, 140, 160],
    ],
    land: [60, 70, 60],
    water: true,
  },
  {
    file: 'snow-peaks.jpg',
    width: 2560,
    height: 1440,
    seed: 17,
    sky: [
      [210, 230, 250],
      [40, 90, 170],
    ],
    land: [220, 225, 235],
    water: false,
  },
  {
    file: 'night-valley.jpg',
    width: 2560,
    height: 1440,
    seed: 18,
    sky: [
      [40, 50, 90],
      [8, 10, 30],
    ],
    land: [15, 20, 30],
    water: true,
  },
  {
    file: 'tower-portrait.jpg',
    width: 1440,
    height: 2560,
    seed: 21,
    sky: [
      [250, 200, 150],
      [80, 110, 180],
    ],
    land: [50, 60, 80],
    water: false,
  },
  {
    file: 'forest-portrait.jpg',
    width: 1440,
    height: 2560,
    seed: 22,
    sky: [
      [220, 235, 230],
      [120, 170, 190],
    ],
    land: [30, 80, 50],
    water: true,
  },
  {
    file: 'square-sunrise.jpg',
    width: 2048,
    height: 2048,
    seed: 31,
    sky: [
      [255, 190, 130],
      [110, 120, 190],
    ],
    land: [60, 60, 90],
    water: true,
  },
  {
    file: 'square-field.jpg',
    width: 2048,
    height: 2048,
    seed: 32,
    sky: [
      [230, 240, 250],
      [90, 150, 220],
    ],
    land: [120, 140, 50],
    water: false,
  },
];

/** A 3-second tone, 8 kHz mono 16-bit WAV (~48 KB), for the audio block. */
export const AUDIO = { file: 'standup-clip.wav', mime: 'audio/wav' };

/** A 3-second 640×360 slideshow of three photos, AV1 in WebM, for the video block. */
export const VIDEO = {
  file: 'rollout-walkthrough.webm',
  mime: 'video/webm',
  width: 640,
  height: 360,
  frames: ['ridge-dawn.jpg', 'lake-dusk.jpg', 'night-valley.jpg'],
};

/** Deterministic PRNG (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 2D value noise on a 256-cell lattice, summed over octaves (fractal Brownian motion), in [0, 1). */
function noise2d(seed: number) {
  const random = rng(seed);
  const table = Float32Array.from({ length: 256 * 256 }, random);
  const smooth = (t: number) => t * t * (3 - 2 * t);
  const at = (x: number, y: number) => table[((y & 255) << 8) | (x & 255)]!;
  const value = (x: number, y: number) => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    const u = smooth(x - xi);
    const v = smooth(y - yi);
    const top = at(xi, yi) + (at(xi + 1, yi) - at(xi, yi)) * u;
    const bottom = at(xi, yi + 1) + (at(xi + 1, yi + 1) - at(xi, yi + 1)) * u;
    return top + (bottom - top) * v;
  };
  return (x: number, y: number, octaves = 4) => {
    let sum = 0;
    let amplitude = 0.5;
    let frequency = 1;
    for (let i = 0; i < octaves; i += 1) {
      sum += amplitude * value(x * frequency, y * frequency);
      amplitude /= 2;
      frequency *= 2;
    }
    return sum / (1 - 0.5 ** octaves);
  };
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t;

/** The scene at a quarter of the final size: the upscale softens it the way a lens would. */
function renderScene(photo: Photo, w: number, h: number) {
  const n = noise2d(photo.seed);
  const random = rng(photo.seed * 7 + 1);
  // Clamped: clouds over a bright sky add up past 255, which a plain byte array would wrap round to black.
  const out = new Uint8ClampedArray(w * h * 3);
  const horizon = photo.height > photo.width ? 0.55 : 0.45;
  const layers = 4;
  const ridge = Array.from({ length: layers }, (_, k) => {
    const base = horizon + k * 0.09 - 0.05;
    const rough = 0.18 - k * 0.03;
    const offset = random() * 100;
    return Float32Array.from({ length: w }, (_, x) => h * (base - rough * n(offset + (x / w) * (3 + k * 2), offset, 5)));
  });
  const waterLine = h * (horizon + 0.22);
  const [skyLow, skyHigh] = photo.sky as [number[], number[]];
  const land = photo.land as [number, number, number];
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      let sy = y;
      const reflected = photo.water && y > waterLine;
      if (reflected) sy = 2 * waterLine - y + n(x / 30, y / 4, 2) * 6;
      const t = Math.min(1, Math.max(0, sy / (h * horizon)));
      const cloud = Math.max(0, n(x / (w / 6) + 50, sy / (h / 10), 5) - 0.45) * 1.6;
      let r = mix(skyHigh[0]!, skyLow[0]!, t) + cloud * 90;
      let g = mix(skyHigh[1]!, skyLow[1]!, t) + cloud * 90;
      let b = mix(skyHigh[2]!, skyLow[2]!, t) + cloud * 80;
      for (let k = 0; k < layers; k += 1) {
        const top = ridge[k]![x]!;
        if (sy < top) continue;
        const haze = (layers - 1 - k) / layers;
        const texture = n(x / 12 + k * 40, sy / 12, 4);
        const shade = 0.55 + texture * 0.6 - ((sy - top) / h) * 0.4;
        r = mix(land[0] * shade, skyLow[0]!, haze * 0.75);
        g = mix(land[1] * shade, skyLow[1]!, haze * 0.75);
        b = mix(land[2] * shade, skyLow[2]!, haze * 0.75);
      }
      if (reflected) {
        r *= 0.78;
        g *= 0.82;
        b *= 0.9;
      }
      const i = (y * w + x) * 3;
      out[i] = r;
      out[i + 1] = g;
      out[i + 2] = b;
    }
  }
  return Buffer.from(out.buffer);
}

async function renderPhoto(photo: Photo) {
  const w = photo.width / 4;
  const h = photo.height / 4;
  const scene = renderScene(photo, w, h);
  const raw = { width: w, height: h, channels: 3 as const };
  const large = await sharp(scene, { raw }).resize(photo.width, photo.height, { kernel: 'cubic' }).blur(1.2).raw().toBuffer();
  // Film grain: luminance noise, stronger in the shadows, as a sensor's is.
  const random = rng(photo.seed * 13 + 5);
  for (let i = 0; i < large.length; i += 3) {
    const grain = (random() + random() + random() - 1.5) * (16 - large[i + 1]! / 32);
    large[i] = Math.max(0, Math.min(255, large[i]! + grain));
    large[i + 1] = Math.max(0, Math.min(255, large[i + 1]! + grain));
    large[i + 2] = Math.max(0, Math.min(255, large[i + 2]! + grain));
  }
  return (
    sharp(large, { raw: { width: photo.width, height: photo.height, channels: 3 as const } })
      // Camera-style EXIF, as phone and camera uploads carry (the CDN's ?strip= removes it).
      .withExif({ IFD0: { Make: 'FakeCam', Model: 'Seeded 1', Software: 'fake-wpcom photos.mjs', Copyright: 'Test data' } })
      .jpeg({ quality: 88, chromaSubsampling: '4:2:0' })
      .toBuffer()
  );
}

/** A 3-second 8 kHz mono WAV: a two-note chime with a decaying envelope. */
function renderWav() {
  const rate = 8000;
  const samples = rate * 3;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    const t = i / rate;
    const frequency = t < 1.5 ? 523.25 : 659.25;
    const envelope = Math.exp(-3 * (t % 1.5));
    data.writeInt16LE(Math.round(Math.sin(2 * Math.PI * frequency * t) * envelope * 12000), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The ISO-BMFF boxes between `start` and `end` of an AVIF file. */
function boxes(buf: Buffer, start: number, end: number) {
  const out: { type: string; body: number; end: number }[] = [];
  for (let at = start; at < end;) {
    const size = buf.readUInt32BE(at);
    out.push({ type: buf.toString('latin1', at + 4, at + 8), body: at + 8, end: at + size });
    at += size;
  }
  return out;
}

/** A still encoded as AVIF, split into its AV1 configuration record (av1C) and its AV1 bitstream (mdat). */
async function av1Frame(jpeg: Buffer) {
  const avif = await sharp(jpeg).resize(VIDEO.width, VIDEO.height).avif({ quality: 45, effort: 2 }).toBuffer();
  const top = boxes(avif, 0, avif.length);
  const find = (list: ReturnType<typeof boxes>, type: string) => {
    const box = list.find((b) => b.type === type);
    if (!box) throw new Error(`no ${type} box in the AVIF`);
    return box;
  };
  const meta = find(top, 'meta');
  const iprp = find(boxes(avif, meta.body + 4, meta.end), 'iprp');
  const ipco = find(boxes(avif, iprp.body, iprp.end), 'ipco');
  const av1C = find(boxes(avif, ipco.body, ipco.end), 'av1C');
  const mdat = find(top, 'mdat');
  return { config: avif.subarray(av1C.body, av1C.end), data: avif.subarray(mdat.body, mdat.end) };
}

/**
 * A WebM video without a video encoder: sharp's AVIF encoder makes AV1 key frames, and a minimal Matroska
 * container (EBML header, Info, one AV1 track, one Cluster of SimpleBlocks a second apart) carries them.
 * Browsers that play AV1 (Chromium, Firefox, Safari 17+) play it as a slideshow.
 */
async function renderWebm(jpegs: Buffer[]) {
  const frames = await Promise.all(jpegs.map(av1Frame));
  const size = (n: number) => {
    const b = Buffer.alloc(8);
    b[0] = 1; // an 8-byte EBML size
    b.writeUIntBE(n, 2, 6);
    return b;
  };
  const el = (id: number, ...parts: (Buffer | string)[]): Buffer => {
    const data = Buffer.concat(parts.map((p) => (Buffer.isBuffer(p) ? p : Buffer.from(p, 'latin1'))));
    return Buffer.concat([
      Buffer.from(id.toString(16).padStart(2 * Math.ceil(id.toString(16).length / 2), '0'), 'hex'),
      size(data.length),
      data,
    ]);
  };
  const uint = (id: number, v: number) => el(id, Buffer.from(v.toString(16).padStart(8, '0'), 'hex'));
  const float = (id: number, v: number) => {
    const b = Buffer.alloc(8);
    b.writeDoubleBE(v);
    return el(id, b);
  };
  const block = (ms: number, frame: { data: Buffer }) => {
    const header = Buffer.from([0x81, 0, 0, 0x80]); // track 1, relative timecode, key frame
    header.writeInt16BE(ms, 1);
    return el(0xa3, header, frame.data);
  };
  return Buffer.concat([
    el(
      0x1a45dfa3,
      uint(0x4286, 1),
      uint(0x42f7, 1),
      uint(0x42f2, 4),
      uint(0x42f3, 8),
      el(0x4282, 'webm'),
      uint(0x4287, 4),
      uint(0x4285, 2),
    ),
    el(
      0x18538067,
      el(0x1549a966, uint(0x2ad7b1, 1_000_000), el(0x4d80, 'fake-wpcom'), el(0x5741, 'fake-wpcom'), float(0x4489, frames.length * 1000)),
      el(
        0x1654ae6b,
        el(
          0xae,
          uint(0xd7, 1),
          uint(0x73c5, 1),
          uint(0x83, 1),
          el(0x86, 'V_AV1'),
          el(0x63a2, frames[0]!.config),
          el(0xe0, uint(0xb0, VIDEO.width), uint(0xba, VIDEO.height)),
        ),
      ),
      el(0x1f43b675, uint(0xe7, 0), ...frames.map((frame, i) => block(i * 1000, frame))),
    ),
  ]);
}

const uploadsDir = (root = tmpdir()) => join(root, `fake-wpcom-uploads-${PHOTOS_VERSION}`);

/**
 * Renders every upload into the cache folder unless a complete set is already there, and returns the folder.
 * Written into a temporary folder first and renamed, so a half-written set is never taken for a whole one.
 */
export async function ensureUploads(root = tmpdir()) {
  const dir = uploadsDir(root);
  const wanted = [...PHOTOS.map((p) => p.file), AUDIO.file, VIDEO.file];
  if (existsSync(dir) && wanted.every((file) => readdirSync(dir).includes(file))) return dir;
  const work = `${dir}.${process.pid}.tmp`;
  mkdirSync(work, { recursive: true });
  const rendered = new Map<string, Buffer>();
  for (const photo of PHOTOS) {
    rendered.set(photo.file, await renderPhoto(photo));
    writeFileSync(join(work, photo.file), rendered.get(photo.file)!);
  }
  writeFileSync(join(work, AUDIO.file), renderWav());
  writeFileSync(join(work, VIDEO.file), await renderWebm(VIDEO.frames.map((file) => rendered.get(file)!)));
  try {
    renameSync(work, dir);
  } catch {
    // Another process finished first: its copy is identical.
  }
  return dir;
}
