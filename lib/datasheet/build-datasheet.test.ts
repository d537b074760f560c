import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import { frontierEdgePage } from '@/content/frontier-edge';
import { site } from '@/content/site';
import { buildDatasheet, type DatasheetInput } from './build-datasheet';
import { frontierEdgeDatasheetInput } from './frontier-edge-datasheet';

const input = frontierEdgeDatasheetInput(frontierEdgePage, site.company.name);

/** The text a page draws: its content streams inflated and the hex strings of its Tj operators decoded. */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
    .join('\n')
    .split('\n')
    .filter((line) => line.endsWith(' Tj'))
    .map((line) => {
      const hex = /<([0-9A-Fa-f]*)>/.exec(line)?.[1] ?? '';
      return Buffer.from(hex, 'hex').toString('latin1');
    })
    .join('\n');
}

async function textOf(bytes: Uint8Array): Promise<{ doc: PDFDocument; text: string }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return { doc, text: doc.getPages().map(pageText).join('\n') };
}

describe('buildDatasheet', () => {
  it('writes a PDF file', async () => {
    const bytes = await buildDatasheet(input);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(bytes.subarray(-6)).toString('latin1')).toContain('%%EOF');
  });

  it('prints the product name, its facts and the seven steps in order', async () => {
    const { doc, text } = await textOf(await buildDatasheet(input));
    expect(doc.getTitle()).toBe('Frontier Edge datasheet');
    expect(doc.getAuthor()).toBe(site.company.name);
    expect(text).toContain('Frontier Edge');
    expect(text).toContain('Key facts');
    const stepTitles = frontierEdgePage.howItWorks.steps.map((s) => s.title);
    expect(stepTitles).toHaveLength(7);
    const positions = stepTitles.map((title) => text.indexOf(title));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const variant of frontierEdgePage.variants.items) expect(text).toContain(variant.name);
  });

  it('fits the content on two US Letter pages and numbers them', async () => {
    const { doc, text } = await textOf(await buildDatasheet(input));
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
  });

  it('adds pages when the content grows, instead of drawing past the bottom edge', async () => {
    const long: DatasheetInput = { ...input, steps: Array.from({ length: 40 }, (_, i) => ({ title: `Step ${i + 1}`, body: input.lead })) };
    const { doc, text } = await textOf(await buildDatasheet(long));
    expect(doc.getPageCount()).toBeGreaterThan(3);
    expect(text).toContain('Step 40');
  });

  it('is reproducible: unchanged content gives identical bytes', async () => {
    const [a, b] = await Promise.all([buildDatasheet(input), buildDatasheet(input)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('matches the committed public/images/frontier-edge-datasheet.pdf', async () => {
    const { readFileSync } = await import('node:fs');
    const committed = readFileSync(`${process.cwd()}/public${frontierEdgePage.datasheet.href}`);
    expect(Buffer.from(await buildDatasheet(input)).equals(committed)).toBe(true);
  });
});
