import { renamed } from './dom';
import type { Report } from './findings';

/**
 * Header cells in post tables get the scope a screen reader needs to say which header a cell sits under: `col`
 * across a header row (in <thead>, a row of header cells, or a first row of them after an empty corner), `row`
 * for a header cell starting a row of data. A header row that starts with an empty corner says the first column
 * labels the rows (the table block cannot mark a column as headers): those cells become row headers. Data cells
 * in <thead> become column headers first. A scope the editor set stays. A table with no header cell at all
 * cannot be repaired here (which row or column holds the headers is the editor's call): it is reported.
 */

const SCOPES = new Set(['row', 'col', 'rowgroup', 'colgroup']);

const cellsOf = (row: Element) => Array.from(row.children).filter((cell) => cell.tagName === 'TH' || cell.tagName === 'TD');

function isHeaderRow(row: Element, first: boolean): boolean {
  if (row.parentElement?.tagName === 'THEAD') return true;
  const cells = cellsOf(row);
  if (cells.every((cell) => cell.tagName === 'TH')) return true;
  // A corner cell left empty (WordPress's table block writes a td there once the header is demoted).
  return first && cells.length > 1 && !cells[0]!.textContent?.trim() && cells.slice(1).every((cell) => cell.tagName === 'TH');
}

/**
 * A header row written as data cells inside <thead> (pasted tables, the classic editor) is a header row all the
 * same: its cells with content become column headers (IBM's table_headers_related). An empty corner stays a td.
 */
function promoteHeadCells(rows: readonly Element[]): void {
  for (const row of rows) {
    if (row.parentElement?.tagName !== 'THEAD') continue;
    for (const cell of cellsOf(row)) {
      if (cell.tagName !== 'TD' || !(cell.textContent?.trim() || cell.querySelector('img[alt]:not([alt=""])'))) continue;
      const header = renamed(cell, 'th');
      if (!SCOPES.has(header.getAttribute('scope')?.trim().toLowerCase() ?? '')) header.setAttribute('scope', 'col');
    }
  }
}

export function scopeHeaderCells(root: Element, report?: Report): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    promoteHeadCells(Array.from(table.querySelectorAll('tr')).filter((row) => row.closest('table') === table));
    const rows = Array.from(table.querySelectorAll('tr')).filter((row) => row.closest('table') === table);
    const headers = rows.flatMap((row) => cellsOf(row).filter((cell) => cell.tagName === 'TH'));
    if (headers.length === 0) {
      // Reported at its first cell: the editor finds the table by the words it starts with.
      if (rows.length > 1) report?.('table-without-headers', table.querySelector('td') ?? table, `${rows.length} rows`);
      continue;
    }
    const firstCells = rows[0] ? cellsOf(rows[0]) : [];
    const corner = firstCells[0]?.tagName === 'TD' && !firstCells[0].textContent?.trim() && isHeaderRow(rows[0]!, true);
    rows.forEach((row, index) => {
      const header = isHeaderRow(row, index === 0);
      const first = cellsOf(row)[0];
      if (corner && !header && first?.tagName === 'TD' && first.textContent?.trim()) renamed(first, 'th');
      cellsOf(row).forEach((cell, position) => {
        if (cell.tagName !== 'TH' || SCOPES.has(cell.getAttribute('scope')?.trim().toLowerCase() ?? '')) return;
        cell.setAttribute('scope', header || position > 0 ? 'col' : 'row');
      });
    });
  }
}
