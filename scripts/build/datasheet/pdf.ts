import PDFDocument from 'pdfkit';
import type { DatasheetFonts } from './fonts';
import { toPrintable } from './printable';

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/** Everything the datasheet prints; ./frontier-edge.ts fills it from content/frontier-edge.ts. */
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
  /** Alternative text of the node drawing, the same words as the page's illustration. */
  figureAlt: string;
  contact: string;
  /** ISO date (YYYY-MM-DD); also the PDF's creation date, so regenerating unchanged content gives the same bytes. */
  revised: string;
};

const PAGE = { width: 612, height: 792 }; // US Letter, in points
const MARGIN = 54;
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM_MARGIN = 72; // keeps body text clear of the footer
const HEADER_HEIGHT = 124;

const INK = '#0d1b2a';
const MUTED = '#44546a';
const BLUE = '#0b5cad';
const RULE = '#cfd8e3';
const PALE = '#b9c6d6';
const TINT = '#eef4fb';

/**
 * Lays the product's facts out as a tagged US Letter datasheet (PDF/UA intent) and returns the file's bytes.
 *
 * Every piece of text belongs to a structure element in reading order (H1, H2, P, Table, L/LI/Lbl/LBody,
 * Figure with Alt), and everything drawn only for looks (bands, rules, discs, page footers) is an Artifact,
 * so a screen reader reads the sheet top to bottom and skips the decoration.
 */
export function buildDatasheet(input: DatasheetInput, fonts: DatasheetFonts): Promise<Buffer> {
  const revised = new Date(`${input.revised}T00:00:00Z`);
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: BOTTOM_MARGIN },
    tagged: true,
    pdfVersion: '1.7',
    // PDFKit 0.20 writes PDF/UA; its type definitions predate it.
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    lang: 'en-US',
    displayTitle: true,
    bufferPages: true,
    // Fixed dates: PDFKit would stamp the current time, and the file ID is derived from this info.
    info: {
      Title: `${input.productName} datasheet`,
      Author: input.company,
      Subject: input.subtitle,
      Keywords: [input.productName, 'edge computing', 'Kubernetes', 'Cluster API', 'ARM64'].join(', '),
      Creator: input.company,
      Producer: 'PDFKit',
      CreationDate: revised,
      ModDate: revised,
    },
  });

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('Inter', fonts.regular);
  doc.registerFont('Inter-Bold', fonts.bold);
  // PDFKit exposes the font's character set only on its internal fontkit font.
  const internal = doc.font('Inter') as unknown as { _font: { font: { characterSet: number[] } } };
  const charset = new Set(internal._font.font.characterSet);
  const p = (text: string) => toPrintable(text, charset);

  const root = doc.struct('Document');
  doc.addStructure(root);
  const w = new Writer(doc, root, p);

  drawHeader(w, input);
  w.paragraph(input.lead, { size: 12.5, color: INK, lineGap: 5 });
  w.gap(6);

  w.heading('Overview');
  for (const paragraph of input.overview) {
    w.paragraph(paragraph);
    w.gap(7);
  }

  w.heading('Key facts');
  drawFacts(w, input.facts);

  drawFigure(w, input.figureAlt);

  w.heading('Benefits');
  w.list(input.benefits.map((b) => ({ label: '•', title: b.title, body: b.body })));

  w.heading('How it works');
  w.list(
    input.steps.map((s, i) => ({ label: String(i + 1), title: s.title, body: s.body })),
    { numbered: true },
  );

  w.heading('Variants');
  w.list(input.variants.map((v) => ({ label: '•', title: v.name, body: v.summary })));

  drawContactBox(w, input);
  root.end();

  drawFooters(doc, input, p);
  doc.end();
  return done;
}

/**
 * A structure element whose content is drawn by `draw` when it joins the tree. `options` may carry `scope`
 * (table headers) and `bbox` (figures), which PDFKit 0.20 reads.
 */
function el(doc: Doc, type: string, options: { scope?: string; alt?: string; bbox?: number[] }, draw: () => void): Struct {
  return doc.struct(type, options as PDFKit.Mixins.StructureElementOptions, draw);
}

type TextStyle = { font?: 'Inter' | 'Inter-Bold'; size?: number; color?: string; lineGap?: number };

/** A top-to-bottom cursor over the document that starts a new page whenever the next block would not fit. */
class Writer {
  /** `p` makes a string printable in the embedded font. */
  constructor(
    readonly doc: Doc,
    readonly root: Struct,
    readonly p: (text: string) => string,
  ) {}

  gap(points: number) {
    this.doc.y += points;
  }

  /** Decoration, outside the structure tree. */
  artifact(draw: () => unknown) {
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw();
    this.doc.endMarkedContent();
  }

  style({ font = 'Inter', size = 10.5, color = MUTED }: TextStyle) {
    return this.doc.font(font).fontSize(size).fillColor(color);
  }

  heightOf(text: string, width: number, style: TextStyle = {}) {
    this.style(style);
    return this.doc.heightOfString(this.p(text), { width, lineGap: style.lineGap ?? 4 });
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    if (this.doc.y + height > this.doc.page.height - BOTTOM_MARGIN) this.doc.addPage();
  }

  paragraph(text: string, style: TextStyle = {}, parent: Struct = this.root) {
    this.ensure(Math.min(this.heightOf(text, WIDTH, style), 60));
    parent.add(
      el(this.doc, 'P', {}, () => {
        this.style(style).text(this.p(text), MARGIN, this.doc.y, { width: WIDTH, lineGap: style.lineGap ?? 4 });
      }),
    );
  }

  /** `keepWith`: the height of what must follow on the same page, so a heading never ends a page. */
  heading(text: string, keepWith = 60) {
    this.ensure(34 + keepWith);
    this.gap(8);
    this.root.add(
      el(this.doc, 'H2', {}, () => {
        this.style({ font: 'Inter-Bold', size: 14, color: BLUE }).text(this.p(text), MARGIN, this.doc.y, { width: WIDTH });
      }),
    );
    const y = this.doc.y + 3;
    this.artifact(() =>
      this.doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + WIDTH, y)
        .lineWidth(0.75)
        .strokeColor(RULE)
        .stroke(),
    );
    this.gap(12);
  }

  /** A list: each item a label (bullet or number, drawn in a disc when numbered) and a body of bold title + text. */
  list(items: { label: string; title: string; body: string }[], { numbered = false } = {}) {
    const indent = 24;
    const bodyWidth = WIDTH - indent;
    const list = this.doc.struct('L');
    this.root.add(list);
    for (const item of items) {
      const height = this.heightOf(`${item.title}. ${item.body}`, bodyWidth);
      this.ensure(Math.min(height, 60));
      const top = this.doc.y;
      const li = this.doc.struct('LI');
      list.add(li);
      if (numbered) this.artifact(() => this.doc.circle(MARGIN + 9, top + 7, 9).fill(BLUE));
      li.add(
        el(this.doc, 'Lbl', {}, () => {
          const size = numbered ? 10 : 10.5;
          this.style({ font: 'Inter-Bold', size, color: numbered ? '#ffffff' : BLUE });
          const labelWidth = this.doc.widthOfString(item.label);
          this.doc.text(item.label, MARGIN + 9 - labelWidth / 2, top + (numbered ? 1.5 : 0), { lineBreak: false });
        }),
      );
      li.add(
        el(this.doc, 'LBody', {}, () => {
          this.style({ font: 'Inter-Bold', color: INK }).text(`${this.p(item.title)}. `, MARGIN + indent, top, {
            width: bodyWidth,
            lineGap: 4,
            continued: true,
          });
          this.style({}).text(this.p(item.body), { width: bodyWidth, lineGap: 4 });
        }),
      );
      li.end();
      this.gap(7);
    }
    list.end();
  }
}

function drawHeader(w: Writer, input: DatasheetInput) {
  const { doc } = w;
  w.artifact(() => {
    doc.rect(0, 0, PAGE.width, HEADER_HEIGHT).fill(INK);
    doc.rect(0, HEADER_HEIGHT - 4, PAGE.width, 4).fill(BLUE);
  });
  w.root.add(
    el(doc, 'P', {}, () => {
      w.style({ font: 'Inter-Bold', size: 9, color: PALE }).text(w.p(`${input.company.toUpperCase()} · PRODUCT DATASHEET`), MARGIN, 32, {
        width: WIDTH,
        characterSpacing: 0.6,
      });
    }),
  );
  w.root.add(
    el(doc, 'H1', {}, () => {
      w.style({ font: 'Inter-Bold', size: 30, color: '#ffffff' }).text(w.p(input.productName), MARGIN, 48, { width: WIDTH });
    }),
  );
  w.root.add(
    el(doc, 'P', {}, () => {
      w.style({ size: 13, color: PALE }).text(w.p(input.subtitle), MARGIN, 90, { width: WIDTH });
    }),
  );
  doc.y = HEADER_HEIGHT + 22;
}

/** Term and detail side by side: a two-column table whose first cell is the row's header. */
function drawFacts(w: Writer, facts: DatasheetInput['facts']) {
  const { doc } = w;
  const termWidth = 110;
  const detailWidth = WIDTH - termWidth;
  const table = doc.struct('Table');
  w.root.add(table);
  for (const fact of facts) {
    w.ensure(w.heightOf(fact.detail, detailWidth) + 10);
    const top = doc.y;
    const row = doc.struct('TR');
    table.add(row);
    row.add(
      el(doc, 'TH', { scope: 'Row' }, () => {
        w.style({ font: 'Inter-Bold', color: INK }).text(w.p(fact.term), MARGIN, top, { width: termWidth - 10 });
      }),
    );
    const termBottom = doc.y;
    row.add(
      el(doc, 'TD', {}, () => {
        w.style({}).text(w.p(fact.detail), MARGIN + termWidth, top, { width: detailWidth, lineGap: 4 });
      }),
    );
    row.end();
    const y = Math.max(doc.y, termBottom) + 4;
    w.artifact(() =>
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + WIDTH, y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke(),
    );
    doc.y = y + 7;
  }
  table.end();
}

/** A line drawing of the node (the page's illustration, simplified), tagged as a Figure with the page's alt text. */
function drawFigure(w: Writer, alt: string) {
  const { doc } = w;
  const height = 120;
  w.ensure(height + 20);
  const top = doc.y + 8;
  const left = MARGIN + (WIDTH - 300) / 2;
  w.root.add(
    el(doc, 'Figure', { alt, bbox: [left, top, left + 300, top + height] }, () => {
      doc
        .roundedRect(left, top + 20, 300, 90, 10)
        .lineWidth(1.5)
        .fillAndStroke(TINT, INK);
      for (let i = 0; i < 9; i += 1) {
        doc.rect(left + 30 + i * 26, top, 14, 20).fill(MUTED); // cooling fins
      }
      [0, 1, 2].forEach((i) => doc.circle(left + 28 + i * 16, top + 42, 4).fill(i === 0 ? '#146c2e' : BLUE)); // status lights
      [0, 1].forEach((i) =>
        doc
          .rect(left + 24 + i * 40, top + 72, 28, 20)
          .lineWidth(1)
          .stroke(INK),
      ); // network ports
      doc
        .rect(left + 120, top + 76, 20, 14)
        .lineWidth(1)
        .stroke(INK); // management port
      doc
        .circle(left + 260, top + 82, 11)
        .lineWidth(1.5)
        .stroke(INK); // DC power input
    }),
  );
  doc.y = top + height + 6;
}

/** The closing call to action: a tinted band with who to contact for a demo or a quote. */
function drawContactBox(w: Writer, input: DatasheetInput) {
  const { doc } = w;
  const height = 50;
  w.ensure(height + 16);
  w.gap(8);
  const top = doc.y;
  w.artifact(() => doc.rect(MARGIN, top, WIDTH, height).lineWidth(0.75).fillAndStroke(TINT, RULE));
  w.root.add(
    el(doc, 'H2', {}, () => {
      w.style({ font: 'Inter-Bold', size: 11, color: BLUE }).text('Request a demo or a quote', MARGIN + 14, top + 10, {
        width: WIDTH - 28,
      });
    }),
  );
  w.root.add(
    el(doc, 'P', {}, () => {
      w.style({ size: 10, color: INK }).text(w.p(`Talk to the ${input.company} edge team: ${input.contact}`), MARGIN + 14, top + 28, {
        width: WIDTH - 28,
      });
    }),
  );
  doc.y = top + height;
}

/** Company, contact, revision and page number on every page: pagination artifacts, not content. */
function drawFooters(doc: Doc, input: DatasheetInput, p: (text: string) => string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make PDFKit start a new page.
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .moveTo(MARGIN, 744)
      .lineTo(PAGE.width - MARGIN, 744)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font('Inter').fontSize(8.5).fillColor(MUTED);
    doc.text(p(`${input.company} · ${input.contact}`), MARGIN, 752, { lineBreak: false });
    const right = `Revised ${input.revised} · Page ${i + 1} of ${count}`;
    doc.text(right, PAGE.width - MARGIN - doc.widthOfString(right), 752, { lineBreak: false });
    doc.endMarkedContent();
  }
}
