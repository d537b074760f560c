// The Frontier Edge datasheet as a Section 508 reviewer's tools see it: poppler's pdfinfo must report a tagged
// PDF with its title, and pdftotext must read the text in the order the page presents it. The file checked is
// the one the build step writes, at the address the page links to.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { frontierEdgePage } from '@/content/frontier-edge';
import { writeDatasheet } from '.';

const siteDir = mkdtempSync(join(tmpdir(), 'datasheet-'));
let pdf = '';
before(async () => {
  pdf = (await writeDatasheet(siteDir)).path;
});
after(() => rmSync(siteDir, { recursive: true, force: true }));

test('is written where the page links to it', () => {
  assert.equal(pdf, join(siteDir, 'images', 'frontier-edge-datasheet.pdf'));
  assert.equal(frontierEdgePage.datasheet.href, '/images/frontier-edge-datasheet.pdf');
});
const hasPoppler = spawnSync('pdfinfo', ['-v']).error === undefined;
// CI installs poppler-utils (.ci/run), so there a missing pdfinfo is a failure, not a skip.
const skip = !hasPoppler && !process.env.CI ? 'pdfinfo not installed (apt-get install poppler-utils); CI installs it' : false;

test('pdfinfo: tagged, titled, PDF 1.7, US Letter', { skip }, () => {
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  assert.match(info, /^Tagged:\s+yes$/m);
  assert.match(info, /^Title:\s+Frontier Edge datasheet$/m);
  assert.match(info, /^Author:\s+Granite Peak Systems$/m);
  assert.match(info, /^PDF version:\s+1\.7$/m);
  assert.match(info, /^Page size:\s+612 x 792 pts/m);
});

test('pdffonts: every font is embedded', { skip }, () => {
  const rows = execFileSync('pdffonts', [pdf], { encoding: 'utf8' }).trim().split('\n').slice(2);
  assert.ok(rows.length > 0, 'no fonts listed');
  // Columns: name, type, encoding, emb, sub, uni, object ID.
  for (const row of rows) assert.match(row, /\syes\s+yes\s+yes\s+\d+\s+\d+$/, `not embedded with a Unicode map: ${row}`);
});

test('pdftotext: real text, read in the order of the page', { skip }, () => {
  const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  const inOrder = [
    'Frontier Edge',
    'Secure Kubernetes at the disconnected edge',
    'Overview',
    'Key facts',
    'Compute',
    'Benefits',
    'How it works',
    'Initial Setup.',
    'Quick Kubernetes Bootstrapping.',
    'Software Provisioning.',
    'Variants',
    'FleetEdge Sea',
    'Request a demo or a quote',
  ];
  let from = 0;
  for (const phrase of inOrder) {
    const at = text.indexOf(phrase, from);
    assert.ok(at >= 0, `"${phrase}" missing or out of order after position ${from}`);
    from = at + phrase.length;
  }
  assert.match(text, /Page 1 of \d/);
});
