/**
 * @jest-environment node
 */
// The fake WordPress.com API's realistic mode over real HTTP: its uploads are served the way WordPress.com's image
// CDN serves them, its API honours fields= and gzip, and its posts pass the site's wire schema.
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { parseList, parsePost } from './schema';

// Re-encoding a full-size photo takes about half a second, several times that on a busy machine.
jest.setTimeout(20_000);

let fake: ChildProcess;
let origin: string;
const SITE = 'realistic.wordpress.com';
const UPLOADS = '/wp-content/uploads/2026/11/';
const LANDSCAPE = `${UPLOADS}ridge-dawn.jpg`; // 2560×1440
const PORTRAIT = `${UPLOADS}tower-portrait.jpg`; // 1440×2560

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  fake = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '../../e2e/fake-wpcom/server.ts')], {
    env: { ...process.env, PORT: String(port), WPCOM_DATASET: 'realistic' },
    stdio: 'ignore',
  });
  // The first start on a machine renders the photos (a few seconds).
  for (let i = 0; i < 300; i += 1) {
    if (
      await fetch(`${origin}/__health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the fake API did not start');
}, 40_000);

afterAll(() => {
  fake?.kill();
});

/** An upload's bytes, type and dimensions, asked for as a browser with this Accept header would. */
async function image(path: string, accept = 'image/jpeg,*/*') {
  const response = await fetch(`${origin}${path}`, { headers: { Accept: accept } });
  const body = Buffer.from(await response.arrayBuffer());
  const meta = await sharp(body).metadata();
  return { response, body, meta, type: response.headers.get('content-type') };
}

/** A raw GET (no automatic decompression), so the test sees the bytes on the wire. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    get(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('uploads, served as WordPress.com serves them', () => {
  it('serves the original upload when no parameter is given, with a long cache lifetime', async () => {
    const { response, body, meta, type } = await image(LANDSCAPE);
    expect(response.status).toBe(200);
    expect(type).toBe('image/jpeg');
    expect([meta.width, meta.height]).toEqual([2560, 1440]);
    expect(body.length).toBeGreaterThan(600_000);
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(meta.exif).toBeDefined();
  });

  it('scales to ?w= and ?h= (pixels or a percentage), keeping the aspect ratio; both fit inside, or crop with crop=', async () => {
    expect((await image(`${LANDSCAPE}?w=300`)).meta).toMatchObject({ width: 300, height: 169 });
    expect((await image(`${LANDSCAPE}?h=200`)).meta).toMatchObject({ width: 356, height: 200 });
    expect((await image(`${LANDSCAPE}?w=25%`)).meta).toMatchObject({ width: 640, height: 360 });
    expect((await image(`${LANDSCAPE}?w=300&h=300`)).meta).toMatchObject({ width: 300, height: 169 });
    expect((await image(`${LANDSCAPE}?w=300&h=300&crop=1`)).meta).toMatchObject({ width: 300, height: 300 });
  });

  it('crops to exactly ?resize=W,H and fits inside ?fit=W,H', async () => {
    expect((await image(`${LANDSCAPE}?resize=200,300`)).meta).toMatchObject({ width: 200, height: 300 });
    expect((await image(`${LANDSCAPE}?fit=300,300`)).meta).toMatchObject({ width: 300, height: 169 });
    expect((await image(`${PORTRAIT}?fit=300,300`)).meta).toMatchObject({ width: 169, height: 300 });
  });

  it('never scales up', async () => {
    expect((await image(`${LANDSCAPE}?w=4000`)).meta).toMatchObject({ width: 2560, height: 1440 });
    const box = (await image(`${PORTRAIT}?resize=3000,3000`)).meta;
    expect(box.width).toBeLessThanOrEqual(1440);
    expect(box.height).toBeLessThanOrEqual(2560);
    expect((await image(`${PORTRAIT}?fit=5000,5000`)).meta).toMatchObject({ width: 1440, height: 2560 });
  });

  it('encodes with ?quality= and drops metadata with ?strip=', async () => {
    const low = await image(`${LANDSCAPE}?w=800&quality=30`);
    const high = await image(`${LANDSCAPE}?w=800&quality=95`);
    expect(low.body.length).toBeLessThan(high.body.length * 0.6);
    expect((await image(`${LANDSCAPE}?w=300`)).meta.exif).toBeDefined();
    expect((await image(`${LANDSCAPE}?w=300&strip=all`)).meta.exif).toBeUndefined();
    expect((await image(`${LANDSCAPE}?w=300&strip=info`)).meta.exif).toBeUndefined();
  });

  it('answers WebP to a browser that accepts it, never AVIF, and varies on Accept', async () => {
    const chrome = await image(`${LANDSCAPE}?w=300`, 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8');
    expect(chrome.type).toBe('image/webp');
    expect(chrome.meta.format).toBe('webp');
    expect(chrome.response.headers.get('vary')).toBe('Accept');
    const original = await image(LANDSCAPE, 'image/webp,*/*');
    expect(original.meta).toMatchObject({ format: 'webp', width: 2560 });
    expect((await image(`${LANDSCAPE}?w=300`, 'image/avif,*/*')).type).toBe('image/jpeg');
  });

  it('serves the audio and video uploads and answers 404 for an unknown one', async () => {
    const audio = await fetch(`${origin}${UPLOADS}standup-clip.wav`);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(
      Buffer.from(await audio.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('RIFF');
    const video = await fetch(`${origin}${UPLOADS}rollout-walkthrough.webm`);
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await video.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect((await fetch(`${origin}${UPLOADS}missing.jpg`)).status).toBe(404);
  });
});

describe('the API, answered as WordPress.com answers it', () => {
  const list = `/rest/v1.1/sites/${SITE}/posts`;

  it('keeps only the named top-level fields with fields=, on lists and single posts', async () => {
    const body = await (await fetch(`${origin}${list}?fields=ID,title`)).json();
    expect(Object.keys(body.posts[0]).sort()).toEqual(['ID', 'title']);
    const single = await (await fetch(`${origin}${list}/5012?fields=ID,featured_image,post_thumbnail`)).json();
    expect(Object.keys(single).sort()).toEqual(['ID', 'featured_image', 'post_thumbnail']);
  });

  it('gzips answers for clients that accept it, and only for them', async () => {
    const zipped = await rawGet(`${list}?number=100`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const plain = await rawGet(`${list}?number=100`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(plain.body.toString('utf8')).found).toBe(33);
  });
});

describe('the realistic posts', () => {
  it('pass the wire schema, each with categories, an excerpt and a featured image that matches its post_thumbnail', async () => {
    const data = await (await fetch(`${origin}/rest/v1.1/sites/${SITE}/posts?number=100`)).json();
    const parsed = parseList(data, 'realistic', () => {});
    expect(parsed.skippedIds).toEqual([]);
    expect(parsed.posts).toHaveLength(34);
    for (const post of data.posts) {
      expect(Object.keys(post.categories).length).toBeGreaterThan(0);
      expect(post.excerpt).toMatch(/\[&hellip;\]<\/p>/);
      expect(post.featured_image).toBe(post.post_thumbnail.URL);
      expect(post.post_thumbnail).toEqual({
        ID: expect.any(Number),
        URL: post.featured_image,
        guid: post.featured_image,
        mime_type: 'image/jpeg',
        width: expect.any(Number),
        height: expect.any(Number),
      });
    }
    // The thumbnail's stated size is the upload's real one.
    const first = data.posts[0].post_thumbnail;
    const { meta } = await image(new URL(first.URL).pathname);
    expect([meta.width, meta.height]).toEqual([first.width, first.height]);
  });

  it('reference only uploads the fake serves', async () => {
    const data = await (await fetch(`${origin}/rest/v1.1/sites/${SITE}/posts?number=100`)).json();
    const urls = new Set<string>();
    for (const post of data.posts as { content: string }[]) {
      for (const [, value = ''] of post.content.matchAll(/(?:src|href|srcset|poster)=["']([^"']+)["']/g)) {
        for (const part of value.split(',')) {
          const url = (part.trim().split(/\s+/)[0] ?? '').replace(/&#038;/g, '&');
          if (url.startsWith(`${origin}${UPLOADS}`)) urls.add(url);
        }
      }
    }
    expect(urls.size).toBeGreaterThan(40);
    const statuses = await Promise.all([...urls].map((url) => fetch(url, { method: 'HEAD' }).then((r) => `${r.status} ${url}`)));
    expect(statuses.filter((s) => !s.startsWith('200'))).toEqual([]);
  }, 60_000);

  it('seed any number of posts for the benchmark, each with its own ID and a featured photo', async () => {
    await fetch(`${origin}/__control/seed?count=1000`, { method: 'POST' });
    try {
      const page = await (await fetch(`${origin}/rest/v1.1/sites/${SITE}/posts?number=100&page=10`)).json();
      expect(page.found).toBe(1000);
      expect(parseList(page, 'seeded', () => {}).posts).toHaveLength(100);
      expect(page.posts.every((p: { featured_image: string }) => p.featured_image.startsWith(`${origin}${UPLOADS}`))).toBe(true);
      const all = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          fetch(`${origin}/rest/v1.1/sites/${SITE}/posts?number=100&page=${i + 1}&fields=ID`).then((r) => r.json()),
        ),
      );
      expect(new Set(all.flatMap((p) => p.posts.map((post: { ID: number }) => post.ID))).size).toBe(1000);
      const single = parsePost(await (await fetch(`${origin}/rest/v1.1/sites/${SITE}/posts/6967`)).json(), 'seeded');
      expect(single.content.length).toBeGreaterThan(100);
    } finally {
      await fetch(`${origin}/__control/reset`, { method: 'POST' });
    }
  }, 30_000);
});
