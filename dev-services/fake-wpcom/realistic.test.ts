// The fake WordPress.com API's realistic mode over real HTTP: its uploads are served the way WordPress.com's image
// CDN serves them, its API honours fields= and gzip, and its posts pass the site's wire schema.
import assert from 'node:assert/strict';
import { get } from 'node:http';
import { after, before, describe, test as it } from 'node:test';
import sharp from 'sharp';
import { parseList, parsePost } from '../../lib/blog/schema';
import { start, type FakeWpcom } from './start';

let fake: FakeWpcom;
let origin: string;
const SITE = 'realistic.wordpress.com';
const UPLOADS = '/wp-content/uploads/2026/11/';
const LANDSCAPE = `${UPLOADS}ridge-dawn.jpg`; // 2560×1440
const PORTRAIT = `${UPLOADS}tower-portrait.jpg`; // 1440×2560

before(async () => {
  fake = await start({ dataset: 'realistic' });
  origin = fake.origin;
});

after(() => fake?.stop());

/** Width and height of an image's metadata, for one comparison. */
const size = (meta: { width?: number; height?: number }) => ({ width: meta.width, height: meta.height });

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
    assert.equal(response.status, 200);
    assert.equal(type, 'image/jpeg');
    assert.deepEqual([meta.width, meta.height], [2560, 1440]);
    assert.ok(body.length > 600_000);
    assert.match(response.headers.get('cache-control') ?? '', /max-age=31536000/);
    assert.ok(meta.exif);
  });

  it('scales to ?w= and ?h= (pixels or a percentage), keeping the aspect ratio; both fit inside, or crop with crop=', async () => {
    assert.deepEqual(size((await image(`${LANDSCAPE}?w=300`)).meta), { width: 300, height: 169 });
    assert.deepEqual(size((await image(`${LANDSCAPE}?h=200`)).meta), { width: 356, height: 200 });
    assert.deepEqual(size((await image(`${LANDSCAPE}?w=25%`)).meta), { width: 640, height: 360 });
    assert.deepEqual(size((await image(`${LANDSCAPE}?w=300&h=300`)).meta), { width: 300, height: 169 });
    assert.deepEqual(size((await image(`${LANDSCAPE}?w=300&h=300&crop=1`)).meta), { width: 300, height: 300 });
  });

  it('crops to exactly ?resize=W,H and fits inside ?fit=W,H', async () => {
    assert.deepEqual(size((await image(`${LANDSCAPE}?resize=200,300`)).meta), { width: 200, height: 300 });
    assert.deepEqual(size((await image(`${LANDSCAPE}?fit=300,300`)).meta), { width: 300, height: 169 });
    assert.deepEqual(size((await image(`${PORTRAIT}?fit=300,300`)).meta), { width: 169, height: 300 });
  });

  it('never scales up', async () => {
    assert.deepEqual(size((await image(`${LANDSCAPE}?w=4000`)).meta), { width: 2560, height: 1440 });
    const box = (await image(`${PORTRAIT}?resize=3000,3000`)).meta;
    assert.ok(box.width! <= 1440);
    assert.ok(box.height! <= 2560);
    assert.deepEqual(size((await image(`${PORTRAIT}?fit=5000,5000`)).meta), { width: 1440, height: 2560 });
  });

  it('encodes with ?quality= and drops metadata with ?strip=', async () => {
    const low = await image(`${LANDSCAPE}?w=800&quality=30`);
    const high = await image(`${LANDSCAPE}?w=800&quality=95`);
    assert.ok(low.body.length < high.body.length * 0.6);
    assert.ok((await image(`${LANDSCAPE}?w=300`)).meta.exif);
    assert.equal((await image(`${LANDSCAPE}?w=300&strip=all`)).meta.exif, undefined);
    assert.equal((await image(`${LANDSCAPE}?w=300&strip=info`)).meta.exif, undefined);
  });

  it('answers WebP to a browser that accepts it, never AVIF, and varies on Accept', async () => {
    const chrome = await image(`${LANDSCAPE}?w=300`, 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8');
    assert.equal(chrome.type, 'image/webp');
    assert.equal(chrome.meta.format, 'webp');
    assert.equal(chrome.response.headers.get('vary'), 'Accept');
    const original = await image(LANDSCAPE, 'image/webp,*/*');
    assert.deepEqual([original.meta.format, original.meta.width], ['webp', 2560]);
    assert.equal((await image(`${LANDSCAPE}?w=300`, 'image/avif,*/*')).type, 'image/jpeg');
  });

  it('serves the audio and video uploads and answers 404 for an unknown one', async () => {
    const audio = await fetch(`${origin}${UPLOADS}standup-clip.wav`);
    assert.equal(audio.headers.get('content-type'), 'audio/wav');
    assert.equal(
      Buffer.from(await audio.arrayBuffer())
        .subarray(0, 4)
        .toString(),
      'RIFF',
    );
    const video = await fetch(`${origin}${UPLOADS}rollout-walkthrough.webm`);
    assert.equal(video.headers.get('content-type'), 'video/webm');
    assert.deepEqual(Buffer.from(await video.arrayBuffer()).subarray(0, 4), Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    assert.equal((await fetch(`${origin}${UPLOADS}missing.jpg`)).status, 404);
  });
});

describe('the API, answered as WordPress.com answers it', () => {
  const list = `/rest/v1.1/sites/${SITE}/posts`;

  it('keeps only the named top-level fields with fields=, on lists and single posts', async () => {
    const body = await (await fetch(`${origin}${list}?fields=ID,title`)).json();
    assert.deepEqual(Object.keys(body.posts[0]).sort(), ['ID', 'title']);
    const single = await (await fetch(`${origin}${list}/5012?fields=ID,featured_image,post_thumbnail`)).json();
    assert.deepEqual(Object.keys(single).sort(), ['ID', 'featured_image', 'post_thumbnail']);
  });

  it('gzips answers for clients that accept it, and only for them', async () => {
    const zipped = await rawGet(`${list}?number=100`, { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.deepEqual(zipped.body.subarray(0, 2), Buffer.from([0x1f, 0x8b]));
    const plain = await rawGet(`${list}?number=100`, {});
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(zipped.body.length < plain.body.length / 4);
    assert.equal(JSON.parse(plain.body.toString('utf8')).found, 34);
  });
});

describe('tags, as WordPress.com sends them', () => {
  const list = `/rest/v1.1/sites/${SITE}/posts`;

  it("carry each tag as {ID, name, slug, post_count}, one ID per tag and the count of the tag's posts", async () => {
    const body = await (await fetch(`${origin}${list}?number=100`)).json();
    type Tag = { ID: number; name: string; slug: string; post_count: number };
    const all: Tag[] = body.posts.flatMap((post: { tags: Record<string, Tag> }) => Object.values(post.tags));
    assert.ok(all.length > 0);
    for (const slug of new Set(all.map((tag) => tag.slug))) {
      const same = all.filter((tag) => tag.slug === slug);
      assert.equal(new Set(same.map((tag) => tag.ID)).size, 1);
      assert.equal(same[0]!.post_count, same.length);
    }
    const untagged = body.posts.find((post: { tags: unknown }) => Object.keys(post.tags as object).length === 0);
    assert.ok(untagged, 'some posts have no tags');
  });

  it('filters the list with tag={slug} (or the name), as category= does', async () => {
    const body = await (await fetch(`${origin}${list}?tag=photos&number=100`)).json();
    assert.ok(body.found >= 2);
    assert.equal(body.posts.length, body.found);
    for (const post of body.posts) assert.ok(Object.values<{ slug: string }>(post.tags).some((tag) => tag.slug === 'photos'));
    assert.equal((await (await fetch(`${origin}${list}?tag=Photos`)).json()).found, body.found);
    assert.equal((await (await fetch(`${origin}${list}?tag=photos&category=no-such`)).json()).found, 0);
  });
});

describe('the realistic posts', () => {
  it('pass the wire schema, each with categories, an excerpt and a featured image that matches its post_thumbnail', async () => {
    const data = await (await fetch(`${origin}/rest/v1.1/sites/${SITE}/posts?number=100`)).json();
    const parsed = parseList(data, 'realistic', () => {});
    assert.deepEqual(parsed.skippedIds, []);
    assert.equal(parsed.posts.length, 34);
    for (const post of data.posts) {
      assert.ok(Object.keys(post.categories).length > 0);
      assert.match(post.excerpt, /\[&hellip;\]<\/p>/);
      assert.equal(post.featured_image, post.post_thumbnail.URL);
      const { ID, width, height, ...rest } = post.post_thumbnail;
      assert.deepEqual(rest, { URL: post.featured_image, guid: post.featured_image, mime_type: 'image/jpeg' });
      assert.deepEqual([typeof ID, typeof width, typeof height], ['number', 'number', 'number']);
    }
    // The thumbnail's stated size is the upload's real one.
    const first = data.posts[0].post_thumbnail;
    const { meta } = await image(new URL(first.URL).pathname);
    assert.deepEqual([meta.width, meta.height], [first.width, first.height]);
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
    assert.ok(urls.size > 40);
    const statuses = await Promise.all([...urls].map((url) => fetch(url, { method: 'HEAD' }).then((r) => `${r.status} ${url}`)));
    assert.deepEqual(
      statuses.filter((s) => !s.startsWith('200')),
      [],
    );
  });

  it('seed any number of posts for the benchmark, each with its own ID and a featured photo', async () => {
    await fetch(`${origin}/__control/seed?count=1000`, { method: 'POST' });
    try {
      const page = await (await fetch(`${origin}/rest/v1.1/sites/${SITE}/posts?number=100&page=10`)).json();
      assert.equal(page.found, 1000);
      assert.equal(parseList(page, 'seeded', () => {}).posts.length, 100);
      assert.ok(page.posts.every((p: { featured_image: string }) => p.featured_image.startsWith(`${origin}${UPLOADS}`)));
      const all = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          fetch(`${origin}/rest/v1.1/sites/${SITE}/posts?number=100&page=${i + 1}&fields=ID`).then((r) => r.json()),
        ),
      );
      const ids: number[] = all.flatMap((p) => p.posts.map((post: { ID: number }) => post.ID));
      assert.equal(new Set(ids).size, 1000);
      // The last generated post, whatever the number of hand-written ones before it.
      const single = parsePost(await (await fetch(`${origin}/rest/v1.1/sites/${SITE}/posts/${Math.max(...ids)}`)).json(), 'seeded');
      assert.ok(single.content.length > 100);
    } finally {
      await fetch(`${origin}/__control/reset`, { method: 'POST' });
    }
  });
});
