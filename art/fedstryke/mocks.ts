// Sources of the three FedStryke screenshots (public/images/fedstryke/{search,results,export}.png). They show one
// app in three moments, so the app's chrome (top bar, filter panel, results table) is written once and each mock
// says only what differs: which field has focus, how many rows fit, an opened row, the export dialog.
// npx tsx art/render-png.ts art/fedstryke/mocks.ts#search public/images/fedstryke/search.png 1280 800
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Inlined rather than linked: render-png loads a generated page with setContent, which cannot read files.
const css = readFileSync(join(__dirname, 'mock.css'), 'utf8');

/** A contract as the results table lists it; the first one also has the details an opened row shows. */
export type Contract = {
  year: string;
  contractor: string;
  agency: string;
  obligated: string;
  details?: { number: string; signed: string; completion: string; naicsPsc: string; place: string };
};

/** Illustrative sample data, newest first. */
export const contracts: Contract[] = [
  {
    year: '2026',
    contractor: 'Cedar Point Analytics, Inc.',
    agency: 'Department of the Navy',
    obligated: '$4,812,300',
    // What only the opened row shows (the results mock opens this one).
    details: {
      number: 'FS-26-D399-00142',
      signed: '2025-11-18',
      completion: '2027-11-17',
      naicsPsc: '541512 / D399',
      place: 'Norfolk, VA',
    },
  },
  { year: '2026', contractor: 'Harborline Technologies LLC', agency: 'Department of Veterans Affairs', obligated: '$2,145,000' },
  { year: '2026', contractor: 'Blue Ridge Digital LLC', agency: 'Department of Energy', obligated: '$986,450' },
  { year: '2025', contractor: 'Summit Axis Solutions', agency: 'Department of the Army', obligated: '$7,320,000' },
  { year: '2025', contractor: 'Ironleaf Data Corp.', agency: 'General Services Administration', obligated: '$1,402,780' },
  { year: '2025', contractor: 'Meridian Span LLC', agency: 'Department of Homeland Security', obligated: '$3,055,900' },
  { year: '2025', contractor: 'Tidewater Cyber Group', agency: 'Department of the Air Force', obligated: '$612,000' },
  { year: '2024', contractor: 'Granite Lane Systems', agency: 'Department of Commerce', obligated: '$2,980,410' },
  { year: '2024', contractor: 'Oakfield Mission IT', agency: 'Department of Transportation', obligated: '$845,200' },
  { year: '2024', contractor: 'Copperline Federal LLC', agency: 'Department of the Interior', obligated: '$1,230,600' },
  { year: '2024', contractor: 'Northgate Analytics', agency: 'Department of Agriculture', obligated: '$455,750' },
];

/** An opened contract's details: its row's fields and the ones only the details show. */
function contractDetail({ year, contractor, agency, obligated, details }: Contract) {
  if (!details) throw new Error(`${contractor} has no details to open`);
  return `<tr class="detail">
  <td colspan="5">
    <div class="grid">
      <div><b>Contractor</b>${contractor}</div>
      <div><b>Obligated amount</b>${obligated}</div>
      <div><b>Contract number</b><span class="code">${details.number}</span></div>
      <div><b>Date signed</b>${details.signed}</div>
      <div><b>Award completion</b>${details.completion}</div>
      <div><b>NAICS / PSC</b><span class="code">${details.naicsPsc}</span></div>
      <div><b>Agency</b>${agency}</div>
      <div><b>Place of performance</b>${details.place}</div>
      <div><b>Contract fiscal year</b>${year}</div>
    </div>
  </td>
</tr>`;
}

/** One results row; an opened row turns its caret down and is followed by the contract's details. */
export function contractRow(contract: Contract, open = false) {
  const { year, contractor, agency, obligated } = contract;
  const row = `<tr class="${open ? 'open' : ''}">
  <td><span class="caret">${open ? '▾' : '▸'}</span>${year}</td>
  <td>${contractor}</td>
  <td>${agency}</td>
  <td class="num">${obligated}</td>
  <td class="code">D399</td>
</tr>`;
  return open ? `${row}\n${contractDetail(contract)}` : row;
}

/** The spreadsheet preview's rows: row 1 holds the headers, amounts are plain numbers as a spreadsheet stores them. */
export function spreadsheetRows(rows: Contract[]) {
  return rows
    .map(
      ({ year, contractor, obligated }, index) => `<tr>
  <td style="color: #6b7a8d">${index + 2}</td>
  <td>${year}</td>
  <td>${contractor}</td>
  <td class="num">${obligated.replace(/[$,]/g, '')}</td>
</tr>`,
    )
    .join('\n');
}

/** The app as one screenshot shows it. */
export function mockPage({
  pscFocused = false,
  rowCount,
  firstRowOpen = false,
  exportPrimary = false,
  overlay = '',
}: {
  pscFocused?: boolean;
  rowCount: number;
  firstRowOpen?: boolean;
  exportPrimary?: boolean;
  overlay?: string;
}) {
  const rows = contracts.slice(0, rowCount).map((contract, index) => contractRow(contract, firstRowOpen && index === 0));
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>FedStryke mock</title>
    <style>
${css}
    </style>
  </head>
  <body>
    <div class="bar">
      <span class="logo">Fed<b>Stryke</b></span
      ><span class="tag">Federal contract search</span><span class="spacer"></span><span class="user">CT</span>
    </div>
    <div class="layout">
      <aside class="panel filters">
        <h2>Search filters</h2>
        <label>Keyword</label>
        <div class="input">cloud migration</div>
        <label>Company Name</label>
        <div class="input empty">Any</div>
        <label>PSC (code or title)</label>
        <div class="input${pscFocused ? ' focus' : ''}">D399 · Other IT and telecommunications</div>
        <label>Product/Service Description</label>
        <div class="input empty">Any</div>
        <label>Fiscal Year</label>
        <div class="input">2024 – 2026</div>
        <label>Date Signed (range)</label>
        <div class="range">
          <div class="input">2023-10-01</div>
          <span>to</span>
          <div class="input empty">Open</div>
        </div>
        <label>Award Completion (range)</label>
        <div class="range">
          <div class="input empty">Open</div>
          <span>to</span>
          <div class="input empty">Open</div>
        </div>
        <div class="btns"><span class="btn primary">Search</span><span class="btn">Clear all</span></div>
        <p class="hint">
          Press <span class="kbd">Enter</span> in any field to search. At least one field is required; date ranges may be open at either
          end.
        </p>
      </aside>
      <section class="panel results">
        <h2>Results</h2>
        <div class="toolbar">
          <span class="count">1,284 <small>contracts match</small></span
          ><span class="chip">Keyword: cloud migration</span><span class="chip">PSC: D399</span><span class="chip">FY 2024 – 2026</span
          ><span class="spacer"></span><span class="btn${exportPrimary ? ' primary' : ''}">⤓ Export to spreadsheet</span>
        </div>
        <table>
          <thead>
            <tr>
              <th class="sorted">Fiscal year ▼</th>
              <th>Contractor</th>
              <th>Agency</th>
              <th class="num">Obligated</th>
              <th>PSC</th>
            </tr>
          </thead>
          <tbody>
${rows.join('\n')}
          </tbody>
        </table>
        <div class="foot"><span>Sorted by Contract Fiscal Year, newest first</span><span>Illustrative sample data</span></div>
      </section>
    </div>
${overlay}
  </body>
</html>
`;
}

const exportReady = `<div
  style="
    position: absolute;
    right: 48px;
    bottom: 72px;
    width: 560px;
    background: #fff;
    border: 1px solid #cfd8e3;
    border-radius: 12px;
    box-shadow: 0 8px 20px rgb(13 27 42 / 25%);
    overflow: hidden;
  "
>
  <div style="background: #146c2e; color: #fff; padding: 12px 16px; font-weight: 700; display: flex; justify-content: space-between">
    <span>✓ Export ready: fedstryke-contracts.xlsx</span><span>1,284 rows</span>
  </div>
  <div style="padding: 12px 16px; font-size: 13px; color: #44546a">
    Same filters and sort order as the table on screen: Keyword <b>cloud migration</b> · PSC <b>D399</b> · FY <b>2024 – 2026</b> ·
    newest first.
  </div>
  <table style="font-size: 12px; margin: 0 0 8px">
    <thead>
      <tr>
        <th style="width: 34px"></th>
        <th>A · Fiscal year</th>
        <th>B · Contractor</th>
        <th>C · Obligated</th>
      </tr>
    </thead>
    <tbody>
${spreadsheetRows(contracts.slice(0, 3))}
    </tbody>
  </table>
</div>`;

// Search shows every sample contract; the opened row and the export dialog take room from the rows below them.
const pages = {
  search: mockPage({ pscFocused: true, rowCount: 11 }),
  results: mockPage({ rowCount: 8, firstRowOpen: true }),
  export: mockPage({ rowCount: 9, exportPrimary: true, overlay: exportReady }),
};
export default pages;
