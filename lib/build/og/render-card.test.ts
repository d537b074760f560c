/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { drawableTitle, renderOgCard } from './render-card';

// Every card is drawn here, never read from the build cache a local build left in .next/cache/og-cards.
jest.mock('@/lib/build/build-cache', () => ({
  ...jest.requireActual('@/lib/build/build-cache'),
  buildCache: () => ({ get: async () => null, put: async () => {} }),
}));

type Pixels = { data: Buffer; width: number; height: number; channels: number };

async function draw(title: string, label = 'Blog'): Promise<Pixels> {
  const response = await renderOgCard({ label, title });
  expect(response.headers.get('content-type')).toBe('image/png');
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

const rgb = (p: Pixels, x: number, y: number) => {
  const at = (y * p.width + x) * p.channels;
  return [p.data[at], p.data[at + 1], p.data[at + 2]];
};

/** The rows from `top` to `bottom` as bytes, to compare one band of two cards. */
const rows = (p: Pixels, top: number, bottom: number) => p.data.subarray(top * p.width * p.channels, bottom * p.width * p.channels);

const GROUND = [0x0d, 0x1b, 0x2a];
const inked = (p: Pixels, y: number) => Array.from({ length: p.width }, (_, x) => rgb(p, x, y)).some((c) => c.join() !== GROUND.join());

/** The first and last rows where two cards differ: where their label and title were set. */
function differingRows(a: Pixels, b: Pixels): [number, number] {
  const differs = (y: number) => !rows(a, y, y + 1).equals(rows(b, y, y + 1));
  let top = 0;
  while (top < a.height && !differs(top)) top++;
  let bottom = a.height - 1;
  while (bottom > top && !differs(bottom)) bottom--;
  return [top, bottom];
}

describe('the social card', () => {
  it('is a 1200×630 navy card with the blue band along its foot', async () => {
    const card = await draw('Operations notebook #1: cluster upgrades');
    expect([card.width, card.height]).toEqual([1200, 630]);
    expect(rgb(card, 10, 10)).toEqual([0x0d, 0x1b, 0x2a]);
    expect(rgb(card, 600, 625)).toEqual([0x0b, 0x5c, 0xad]);
  });

  it('draws each title, and keeps even a 300-character title clear of the company name and the host', async () => {
    const short = await draw('Short');
    const other = await draw('Another title');
    const long = await draw(
      `${'Kubernetes at the tactical edge, '.repeat(9)}https://example.com/one-very-long-address-that-has-no-spaces-at-all`,
    );
    const [shortTop, shortBottom] = differingRows(short, other);
    expect(shortBottom).toBeGreaterThan(shortTop);
    const [top, bottom] = differingRows(short, long);
    // Where the logo and name end and the host begins, from the top and from above the band.
    let nameBottom = 64;
    while (inked(short, nameBottom + 1)) nameBottom++;
    let hostTop = 630 - 14 - 1;
    while (!inked(short, hostTop)) hostTop--;
    while (inked(short, hostTop - 1)) hostTop--;
    expect(top - nameBottom).toBeGreaterThanOrEqual(24);
    expect(hostTop - bottom).toBeGreaterThanOrEqual(24);
    // Nothing of it reaches the right margin.
    for (let y = top; y <= bottom; y++) expect(rgb(long, 1150, y)).toEqual(GROUND);
  });

  it('sets markup characters in a title as text', async () => {
    const plain = await draw('Clusters and fleets');
    const marked = await draw('<b>Clusters</b> & "fleets"');
    expect(plain.data.equals(marked.data)).toBe(false);
  });

  it('leaves out emoji, which would be drawn as boxes of hex digits, and keeps ™ and ©', async () => {
    expect(drawableTitle('Launch day 🚀 for FKP™ 👩🏽‍💻 © 2026 🇺🇸')).toBe('Launch day for FKP™ © 2026');
    const [withEmoji, without] = await Promise.all([draw('Edge rollout 🚀 in pictures'), draw('Edge rollout in pictures')]);
    expect(withEmoji.data.equals(without.data)).toBe(true);
  });

  it('names the folder to make writable when the font cannot be written there', async () => {
    const notAFolder = join(mkdtempSync(join(tmpdir(), 'og-font-')), 'a-file');
    writeFileSync(notAFolder, '');
    await jest.isolateModulesAsync(async () => {
      jest.doMock('node:os', () => ({ ...jest.requireActual('node:os'), tmpdir: () => notAFolder }));
      const isolated = await import('./render-card');
      await expect(isolated.renderOgCard({ label: 'Blog', title: 'A title' })).rejects.toThrow(
        /writable temporary folder for their font.*a-file.*Set TMPDIR/,
      );
    });
  });
});
