import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as it } from 'node:test';
import { describeFont, SITE_FONT, SOURCE_FONT, subsetSiteFont, WEIGHTS } from './subset-font';

const source = readFileSync(SOURCE_FONT);
const site = readFileSync(SITE_FONT);

it('the site draws every character the package draws, at weights 400 to 800, from a smaller file', async () => {
  // One after the other: the WOFF2 decoder's WebAssembly instance is shared.
  const before = await describeFont(source);
  const after = await describeFont(site);
  assert.ok(before.codePoints.length > 200, `the package's Latin file maps ${before.codePoints.length} code points`);
  assert.deepEqual(after.codePoints, before.codePoints);
  assert.deepEqual(after.weight, { min: WEIGHTS.min, max: WEIGHTS.max });
  assert.ok(site.length < source.length * 0.8, `${site.length} bytes against the package's ${source.length}`);
});

it('the committed font is what `npm run font:subset` makes of the installed package', async () => {
  // Fails after an upgrade of @fontsource-variable/inter until the font is cut again.
  assert.ok((await subsetSiteFont(source)).equals(site), 'app/_fonts/ is stale: run npm run font:subset');
});

it('every weight the styles ask for is inside the font', () => {
  const root = join(__dirname, '../..');
  const sheets = ['app', 'components'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => join(root, dir, file)),
  );
  const weights = sheets.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/font-weight:\s*(\d+)/g)].map((match) => ({ file, weight: Number(match[1]) })),
  );
  assert.ok(weights.length > 20, `${weights.length} font-weight declarations found`);
  assert.deepEqual(
    weights.filter(({ weight }) => weight < WEIGHTS.min || weight > WEIGHTS.max),
    [],
  );
});
