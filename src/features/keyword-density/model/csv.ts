import { toCsv as toCsvDocument, type CsvCell } from '@/lib/csv';
import type { KeywordRow } from './analyze';

/**
 * One CSV section: the header line and one line per row, with RFC 4180 quoting and the formula guard
 * (`@/lib/csv`) on every text cell and CRLF line breaks (also after the last line).
 */
export function csvLines(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return toCsvDocument([header, ...rows]);
}

/**
 * The rows as an RFC 4180 CSV document: header `phrase,count,density`, one line per row in the
 * given order, density with 2 decimals and a dot (as the table shows it, independent of the UI
 * locale). Phrases are guarded against formula injection with a leading `'`. No
 * byte-order mark: add `'\uFEFF'` when building the download if Excel must detect UTF-8.
 */
export function toCsv(rows: readonly KeywordRow[]): string {
  return csvLines(['phrase', 'count', 'density'], rows.map((row) => [row.phrase, row.count, row.density.toFixed(2)]));
}
