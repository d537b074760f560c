import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { inflateSync } from 'node:zlib';
import { loadDatasheetFonts } from './fonts';
import { frontierEdgeDatasheetInput, loadFrontierEdgeContent } from './frontier-edge';
import { buildDatasheet } from './pdf';

// Text extraction and reading order are checked with poppler's pdfinfo/pdftotext in ./index.test.ts; these
// tests read the file's objects directly, so they run anywhere.

const { page: frontierEdgePage, company } = loadFrontierEdgeContent();
const input = frontierEdgeDatasheetInput(frontierEdgePage, company);
const fonts = loadDatasheetFonts();

/** The file's objects as text, with every Flate stream inflated (structure, catalog and metadata are legible). */
function objects(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  return raw.replace(/stream\r?\n([\s\S]*?)\r?\nendstream/g, (whole, body: string) => {
    try {
      return `stream\n${inflateSync(Buffer.from(body, 'latin1')).toString('latin1')}\nendstream`;
    } catch {
      return whole;
    }
  });
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
const includes = (text: string, part: string) => assert.ok(text.includes(part), `missing ${part}`);

describe('buildDatasheet', () => {
  let pdf: Buffer;
  let text: string;
  before(async () => {
    pdf = await buildDatasheet(input, fonts);
    text = objects(pdf);
  });

  it('writes a PDF 1.7 file', () => {
    assert.equal(pdf.subarray(0, 8).toString('latin1'), '%PDF-1.7');
    includes(pdf.subarray(-6).toString('latin1'), '%%EOF');
  });

  it('is a tagged PDF with a language, a shown title and the PDF/UA identifier', () => {
    assert.match(text, /\/MarkInfo \d+ 0 R/);
    assert.match(text, /\/Marked true/);
    assert.match(text, /\/StructTreeRoot \d+ 0 R/);
    includes(text, '/Lang (en-US)');
    assert.match(text, /\/DisplayDocTitle true/);
    includes(text, '<pdfuaid:part>1</pdfuaid:part>');
    const title = /\/Title (\d+) 0 R/.exec(text)?.[1];
    includes(text, `${title} 0 obj\n(Frontier Edge datasheet)`);
  });

  it('has a structure tree with one H1, section headings, a table, lists and a figure with alt text', () => {
    const types = [...text.matchAll(/\/S \/(\w+)/g)].map((m) => m[1]);
    assert.equal(types.filter((t) => t === 'H1').length, 1);
    assert.ok(types.filter((t) => t === 'H2').length >= 5);
    for (const type of ['Document', 'P', 'Table', 'TR', 'TH', 'TD', 'L', 'LI', 'Lbl', 'LBody', 'Figure']) {
      assert.ok(types.includes(type), `no ${type} element`);
    }
    assert.equal(types.filter((t) => t === 'LI').length, input.benefits.length + input.steps.length + input.variants.length);
    includes(text, `/Alt (${frontierEdgePage.node.alt})`);
  });

  it('embeds its fonts (PDF/UA) instead of naming a standard font', () => {
    assert.match(text, /\/FontFile2 \d+ 0 R/);
    assert.doesNotMatch(text, /\/BaseFont \/Helvetica/);
  });

  it('marks decoration and page footers as artifacts', () => {
    assert.match(text, /\/Artifact <<[^>]*\/Type \/Pagination/);
    assert.match(text, /\/Artifact <<[^>]*\/Type \/Layout/);
  });

  it('adds pages when the content grows, instead of drawing past the bottom edge', async () => {
    const long = { ...input, steps: Array.from({ length: 40 }, (_, i) => ({ title: `Step ${i + 1}`, body: input.lead })) };
    assert.ok(pageCount(await buildDatasheet(long, fonts)) > pageCount(pdf) + 1);
  });

  it('is reproducible: unchanged content gives identical bytes', async () => {
    assert.ok((await buildDatasheet(input, fonts)).equals(pdf));
  });
});
