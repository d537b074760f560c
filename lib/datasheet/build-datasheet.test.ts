/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { frontierEdgePage } from '@/content/frontier-edge';
import { site } from '@/content/site';
import { buildDatasheet, type DatasheetInput } from './build-datasheet';
import { loadDatasheetFonts } from './fonts';
import { frontierEdgeDatasheetInput } from './frontier-edge-datasheet';

// Text extraction and reading order are checked with poppler's pdfinfo/pdftotext in
// scripts/datasheet-pdf.test.mjs; these tests read the file's objects directly, so they run anywhere.

const input = frontierEdgeDatasheetInput(frontierEdgePage, site.company.name);
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

describe('buildDatasheet', () => {
  let pdf: Buffer;
  let text: string;
  beforeAll(async () => {
    pdf = await buildDatasheet(input, fonts);
    text = objects(pdf);
  });

  it('writes a PDF 1.7 file', () => {
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('is a tagged PDF with a language, a shown title and the PDF/UA identifier', () => {
    expect(text).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(text).toMatch(/\/Marked true/);
    expect(text).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(text).toContain('/Lang (en-US)');
    expect(text).toMatch(/\/DisplayDocTitle true/);
    expect(text).toContain('<pdfuaid:part>1</pdfuaid:part>');
    const title = /\/Title (\d+) 0 R/.exec(text)?.[1];
    expect(text).toContain(`${title} 0 obj\n(Frontier Edge datasheet)`);
  });

  it('has a structure tree with one H1, section headings, a table, lists and a figure with alt text', () => {
    const types = [...text.matchAll(/\/S \/(\w+)/g)].map((m) => m[1]);
    expect(types.filter((t) => t === 'H1')).toHaveLength(1);
    expect(types.filter((t) => t === 'H2').length).toBeGreaterThanOrEqual(5);
    for (const type of ['Document', 'P', 'Table', 'TR', 'TH', 'TD', 'L', 'LI', 'Lbl', 'LBody', 'Figure']) {
      expect(types).toContain(type);
    }
    expect(types.filter((t) => t === 'LI')).toHaveLength(input.benefits.length + input.steps.length + input.variants.length);
    expect(text).toContain(`/Alt (${frontierEdgePage.node.alt})`);
  });

  it('embeds its fonts (PDF/UA) instead of naming a standard font', () => {
    expect(text).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(text).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('marks decoration and page footers as artifacts', () => {
    expect(text).toMatch(/\/Artifact <<[^>]*\/Type \/Pagination/);
    expect(text).toMatch(/\/Artifact <<[^>]*\/Type \/Layout/);
  });

  it('adds pages when the content grows, instead of drawing past the bottom edge', async () => {
    const long: DatasheetInput = { ...input, steps: Array.from({ length: 40 }, (_, i) => ({ title: `Step ${i + 1}`, body: input.lead })) };
    expect(pageCount(await buildDatasheet(long, fonts))).toBeGreaterThan(pageCount(pdf) + 1);
  });

  it('is reproducible: unchanged content gives identical bytes', async () => {
    expect((await buildDatasheet(input, fonts)).equals(pdf)).toBe(true);
  });

  it('matches the committed public/images/frontier-edge-datasheet.pdf', () => {
    const committed = readFileSync(`${process.cwd()}/public${frontierEdgePage.datasheet.href}`);
    expect(pdf.equals(committed)).toBe(true);
  });
});
