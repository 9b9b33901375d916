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
 * One CSV section: the header line and one line per row, with the quoting and formula guard
 * above on every text cell and CRLF line breaks (also after the last line).
 */
export function csvLines(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) => cells.map((cell) => (typeof cell === 'number' ? String(cell) : quote(guardFormula(cell)))).join(',') + '\r\n';
  return line(header) + rows.map(line).join('');
}

/**
 * The rows as an RFC 4180 CSV document: header `phrase,count,density`, one line per row in the
 * given order, density with 2 decimals and a dot (as the table shows it, independent of the UI
 * locale). Phrases are guarded against formula injection with a leading `'` (see above). No
 * byte-order mark: add `'\uFEFF'` when building the download if Excel must detect UTF-8.
 */
export function toCsv(rows: readonly KeywordRow[]): string {
  return csvLines(['phrase', 'count', 'density'], rows.map((row) => [row.phrase, row.count, row.density.toFixed(2)]));
}
