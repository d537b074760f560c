import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { toPrintable, wrapText } from './wrap-text';

/** Everything the datasheet prints; scripts/build-datasheet.ts fills it from content/frontier-edge.ts. */
export type DatasheetInput = {
  company: string;
  productName: string;
  subtitle: string;
  lead: string;
  overview: readonly string[];
  facts: readonly { term: string; detail: string }[];
  benefits: readonly { title: string; body: string }[];
  steps: readonly { title: string; body: string }[];
  variants: readonly { name: string; summary: string }[];
  contact: string;
  /** ISO date (YYYY-MM-DD); also the PDF's creation date, so regenerating unchanged content gives the same bytes. */
  revised: string;
};

const PAGE: [number, number] = [612, 792]; // US Letter, in points
const MARGIN = 54;
const WIDTH = PAGE[0] - 2 * MARGIN;
const BOTTOM = 72; // keeps body text clear of the footer
const HEADER_HEIGHT = 124;
const COLUMN_GUTTER = 18;

const INK = rgb(13 / 255, 27 / 255, 42 / 255);
const MUTED = rgb(68 / 255, 84 / 255, 106 / 255);
const BLUE = rgb(11 / 255, 92 / 255, 173 / 255);
const RULE = rgb(207 / 255, 216 / 255, 227 / 255);
const PALE = rgb(185 / 255, 198 / 255, 214 / 255);
const WHITE = rgb(1, 1, 1);
const TINT = rgb(238 / 255, 244 / 255, 251 / 255);

type Fonts = { regular: PDFFont; bold: PDFFont };
type TextStyle = { font?: 'regular' | 'bold'; size?: number; color?: RGB; leading?: number };

/** A top-to-bottom text cursor that starts a new page whenever the next block would not fit. */
class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly charset: ReadonlySet<number>,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  printable(text: string): string {
    return toPrintable(text, this.charset);
  }

  ensure(height: number) {
    if (this.y - height >= BOTTOM) return;
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  lines(text: string, width: number, style: TextStyle = {}): string[] {
    const font = this.fonts[style.font ?? 'regular'];
    const size = style.size ?? 10.5;
    return wrapText(this.printable(text), width, (s) => font.widthOfTextAtSize(s, size));
  }

  /** Draws wrapped text at x; returns the height used. Keeps the block on one page. */
  text(text: string, x: number, width: number, style: TextStyle = {}): number {
    const size = style.size ?? 10.5;
    const leading = style.leading ?? size * 1.45;
    const lines = this.lines(text, width, style);
    this.ensure(lines.length * leading);
    lines.forEach((line, i) => {
      this.page.drawText(line, {
        x,
        y: this.y - size - i * leading,
        size,
        font: this.fonts[style.font ?? 'regular'],
        color: style.color ?? MUTED,
      });
    });
    this.y -= lines.length * leading;
    return lines.length * leading;
  }

  gap(points: number) {
    this.y -= points;
  }

  /** `keepWith`: the height of what must follow on the same page, so a heading never ends a page. */
  heading(text: string, keepWith = 45) {
    this.ensure(40 + keepWith);
    this.gap(6);
    this.text(text, MARGIN, WIDTH, { font: 'bold', size: 14, color: BLUE, leading: 18 });
    this.page.drawLine({ start: { x: MARGIN, y: this.y - 3 }, end: { x: MARGIN + WIDTH, y: this.y - 3 }, thickness: 0.75, color: RULE });
    this.gap(12);
  }
}

function drawHeader(w: Writer, input: DatasheetInput) {
  const { page, fonts } = w;
  const top = PAGE[1];
  page.drawRectangle({ x: 0, y: top - HEADER_HEIGHT, width: PAGE[0], height: HEADER_HEIGHT, color: INK });
  page.drawRectangle({ x: 0, y: top - HEADER_HEIGHT, width: PAGE[0], height: 4, color: BLUE });
  page.drawText(w.printable(input.company.toUpperCase()), { x: MARGIN, y: top - 40, size: 9, font: fonts.bold, color: PALE });
  const label = 'PRODUCT DATASHEET';
  page.drawText(label, {
    x: PAGE[0] - MARGIN - fonts.bold.widthOfTextAtSize(label, 9),
    y: top - 40,
    size: 9,
    font: fonts.bold,
    color: PALE,
  });
  page.drawText(w.printable(input.productName), { x: MARGIN, y: top - 76, size: 30, font: fonts.bold, color: WHITE });
  page.drawText(w.printable(input.subtitle), { x: MARGIN, y: top - 102, size: 13, font: fonts.regular, color: PALE });
  w.y = top - HEADER_HEIGHT - 22;
}

function drawFacts(w: Writer, facts: DatasheetInput['facts']) {
  const termWidth = 110;
  for (const fact of facts) {
    const detailLines = w.lines(fact.detail, WIDTH - termWidth);
    w.ensure(detailLines.length * 15 + 8);
    const y = w.y;
    w.page.drawText(w.printable(fact.term), { x: MARGIN, y: y - 10.5, size: 10.5, font: w.fonts.bold, color: INK });
    w.text(fact.detail, MARGIN + termWidth, WIDTH - termWidth, { leading: 15 });
    w.page.drawLine({ start: { x: MARGIN, y: w.y - 4 }, end: { x: MARGIN + WIDTH, y: w.y - 4 }, thickness: 0.5, color: RULE });
    w.gap(9);
  }
}

/** The numbered 'how it works' steps: a blue disc with the number, the title, then the description. */
function drawSteps(w: Writer, steps: readonly { title: string; body: string }[]) {
  const indent = 28;
  steps.forEach((step, index) => {
    const bodyLines = w.lines(step.body, WIDTH - indent);
    w.ensure(16 + bodyLines.length * 14);
    const number = String(index + 1);
    w.page.drawCircle({ x: MARGIN + 9, y: w.y - 7, size: 9, color: BLUE });
    w.page.drawText(number, {
      x: MARGIN + 9 - w.fonts.bold.widthOfTextAtSize(number, 10) / 2,
      y: w.y - 10.5,
      size: 10,
      font: w.fonts.bold,
      color: WHITE,
    });
    w.text(step.title, MARGIN + indent, WIDTH - indent, { font: 'bold', size: 11, color: INK, leading: 16 });
    w.text(step.body, MARGIN + indent, WIDTH - indent, { leading: 14 });
    w.gap(6);
  });
}

type Column = { title: string[]; body: string[] };

/** Short titled items side by side (benefits, variants): one row of equal columns, wrapped but not drawn. */
function layoutColumns(w: Writer, items: readonly { title: string; body: string }[]): { columns: Column[]; width: number; height: number } {
  const width = (WIDTH - COLUMN_GUTTER * (items.length - 1)) / items.length;
  const columns = items.map((item) => ({
    title: w.lines(item.title, width, { font: 'bold', size: 10.5 }),
    body: w.lines(item.body, width, { size: 9.5 }),
  }));
  const height = Math.max(...columns.map((c) => c.title.length * 14 + 4 + c.body.length * 13.5));
  return { columns, width, height };
}

function drawColumnsSection(w: Writer, heading: string, items: readonly { title: string; body: string }[]) {
  const { columns, width, height } = layoutColumns(w, items);
  w.heading(heading, height);
  const top = w.y;
  columns.forEach((col, i) => {
    const x = MARGIN + i * (width + COLUMN_GUTTER);
    let y = top;
    for (const line of col.title) {
      w.page.drawText(line, { x, y: y - 10.5, size: 10.5, font: w.fonts.bold, color: INK });
      y -= 14;
    }
    y -= 4;
    for (const line of col.body) {
      w.page.drawText(line, { x, y: y - 9.5, size: 9.5, font: w.fonts.regular, color: MUTED });
      y -= 13.5;
    }
  });
  w.y = top - height - 6;
}

/** The closing call to action: a tinted band with who to contact for a demo or a quote. */
function drawContactBox(w: Writer, input: DatasheetInput) {
  const height = 46;
  w.ensure(height + 10);
  w.gap(6);
  w.page.drawRectangle({ x: MARGIN, y: w.y - height, width: WIDTH, height, color: TINT, borderColor: RULE, borderWidth: 0.75 });
  w.page.drawText('Request a demo or a quote', { x: MARGIN + 14, y: w.y - 19, size: 11, font: w.fonts.bold, color: BLUE });
  w.page.drawText(w.printable(`Talk to the ${input.company} edge team: ${input.contact}`), {
    x: MARGIN + 14,
    y: w.y - 35,
    size: 10,
    font: w.fonts.regular,
    color: INK,
  });
  w.gap(height);
}

function drawFooters(doc: PDFDocument, fonts: Fonts, input: DatasheetInput, printable: (s: string) => string) {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    page.drawLine({ start: { x: MARGIN, y: 48 }, end: { x: PAGE[0] - MARGIN, y: 48 }, thickness: 0.5, color: RULE });
    page.drawText(printable(`${input.company} · ${input.contact}`), { x: MARGIN, y: 34, size: 8.5, font: fonts.regular, color: MUTED });
    const right = `Revised ${input.revised} · Page ${index + 1} of ${pages.length}`;
    page.drawText(right, {
      x: PAGE[0] - MARGIN - fonts.regular.widthOfTextAtSize(right, 8.5),
      y: 34,
      size: 8.5,
      font: fonts.regular,
      color: MUTED,
    });
  });
}

/** Lays the product's facts out as a US Letter datasheet and returns the PDF file's bytes. */
export async function buildDatasheet(input: DatasheetInput): Promise<Uint8Array> {
  // updateMetadata: false stops pdf-lib stamping the current time, so the output is reproducible.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const revised = new Date(`${input.revised}T00:00:00Z`);
  doc.setTitle(`${input.productName} datasheet`, { showInWindowTitleBar: true });
  doc.setAuthor(input.company);
  doc.setSubject(input.subtitle);
  doc.setKeywords([input.productName, 'edge computing', 'Kubernetes', 'Cluster API', 'ARM64']);
  doc.setCreator(input.company);
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-US');
  doc.setCreationDate(revised);
  doc.setModificationDate(revised);

  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const charset = new Set(fonts.regular.getCharacterSet());
  const w = new Writer(doc, fonts, charset);

  drawHeader(w, input);
  w.text(input.lead, MARGIN, WIDTH, { size: 12.5, color: INK, leading: 18 });
  w.gap(6);

  w.heading('Overview');
  for (const paragraph of input.overview) {
    w.text(paragraph, MARGIN, WIDTH, { leading: 15 });
    w.gap(7);
  }

  w.heading('Key facts');
  drawFacts(w, input.facts);

  drawColumnsSection(w, 'Benefits', input.benefits);

  w.heading('How it works');
  drawSteps(w, input.steps);

  drawColumnsSection(
    w,
    'Variants',
    input.variants.map((v) => ({ title: v.name, body: v.summary })),
  );

  drawContactBox(w, input);

  drawFooters(doc, fonts, input, (s) => toPrintable(s, charset));
  return doc.save();
}
