import type { KeywordRow } from './analyze';

/** Characters that make a spreadsheet read a cell as a formula (or, tab and CR, hide its start). */
const formulaTriggers = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * Neutralizes CSV formula injection (OWASP): a text cell starting with = + - @ tab or CR gets
 * a leading `'`, which spreadsheets take as "this is text". Phrases come from pasted text, so
 * a downloaded table must not run `=HYPERLINK(…)` when opened.
 */
function guardFormula(cell: string): string {
  return formulaTriggers.has(cell.charAt(0)) ? `'${cell}` : cell;
}

/** RFC 4180 quoting: only fields holding a comma, a quote, CR or LF are quoted; quotes are doubled. */
function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * The rows as an RFC 4180 CSV document: header `phrase,count,density`, one line per row in the
 * given order, CRLF line breaks (also after the last line), density with 2 decimals and a dot
 * (as the table shows it, independent of the UI locale). Phrases are guarded against formula
 * injection with a leading `'` (see above); numbers never need it. No byte-order mark: add
 * `'\uFEFF'` when building the download if Excel must detect UTF-8.
 */
export function toCsv(rows: readonly KeywordRow[]): string {
  let csv = 'phrase,count,density\r\n';
  for (const row of rows) {
    csv += `${quote(guardFormula(row.phrase))},${row.count},${row.density.toFixed(2)}\r\n`;
  }
  return csv;
}
