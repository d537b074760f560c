// The FedStryke screenshot generator (art/fedstryke/mocks.ts): each page renders what its screenshot is meant
// to show, and the spreadsheet preview matches the table it was exported from.
import assert from 'node:assert/strict';
import test from 'node:test';
import pages, { contractRow, contracts, spreadsheetRows } from './mocks';

const count = (html: string, part: string) => html.split(part).length - 1;

test('a closed row points right; an opened one points down and is followed by its details', () => {
  const closed = contractRow(contracts[1]!);
  assert.match(closed, /<tr class="">/);
  assert.match(closed, /▸<\/span>2026/);
  assert.equal(count(closed, '<tr'), 1);
  const open = contractRow(contracts[0]!, true);
  assert.match(open, /<tr class="open">/);
  assert.match(open, /▾<\/span>2026/);
  assert.match(open, /<tr class="detail">/);
});

test('spreadsheet rows start at row 2 (row 1 holds the headers) and store amounts as plain numbers', () => {
  const html = spreadsheetRows(contracts.slice(0, 2));
  assert.match(
    html,
    /<td style="color: #6b7a8d">2<\/td>\s*<td>2026<\/td>\s*<td>Cedar Point Analytics, Inc.<\/td>\s*<td class="num">4812300<\/td>/,
  );
  assert.match(html, />3<\/td>\s*<td>2026<\/td>\s*<td>Harborline Technologies LLC<\/td>\s*<td class="num">2145000<\/td>/);
});

test('each screenshot shows its own moment of the one app', () => {
  assert.deepEqual(Object.keys(pages), ['search', 'results', 'export']);
  for (const html of Object.values(pages)) {
    assert.match(html, /^<!doctype html>/);
    assert.match(html, /<style>[\s\S]*\.bar \{[\s\S]*<\/style>/, 'the shared stylesheet is inlined');
    assert.match(html, /Fed<b>Stryke<\/b>/);
  }
  assert.equal(count(pages.search, 'class="input focus"'), 1);
  assert.equal(count(pages.search, '<span class="caret">'), contracts.length);
  assert.equal(count(pages.results, 'class="input focus"'), 0);
  assert.equal(count(pages.results, '<tr class="detail">'), 1);
  assert.equal(count(pages.results, '<tr class="open">'), 1);
  assert.equal(count(pages.export, 'btn primary">⤓ Export'), 1);
  assert.match(pages.export, /Export ready: fedstryke-contracts\.xlsx/);
  assert.equal(count(pages.search, 'Export ready'), 0);
});
