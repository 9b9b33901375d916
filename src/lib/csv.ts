/** Characters that make a spreadsheet read a cell as a formula (or, tab and CR, hide its start). */
const formulaTriggers = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * Neutralizes CSV formula injection (OWASP): a text cell starting with = + - @ tab or CR gets
 * a leading `'`, which spreadsheets take as "this is text". Cells come from pasted text, so a
 * downloaded table must not run `=HYPERLINK(…)` when opened. Numbers are written as numbers.
 */
function guardFormula(cell: string): string {
  return formulaTriggers.has(cell.charAt(0)) ? `'${cell}` : cell;
}

/** RFC 4180 quoting: only fields holding a comma, a quote, CR or LF are quoted; quotes are doubled. */
function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export type CsvCell = string | number;

/** One RFC 4180 record with its CRLF line break. */
export function csvRecord(cells: readonly CsvCell[]): string {
  return `${cells.map((cell) => (typeof cell === 'number' ? String(cell) : quote(guardFormula(cell)))).join(',')}\r\n`;
}

/** Records as an RFC 4180 document (CRLF after every line, no byte-order mark). */
export function toCsv(records: readonly (readonly CsvCell[])[]): string {
  return records.map(csvRecord).join('');
}
