import { type XmlAttributes, readXml } from './xml-events';

/**
 * Text of an OpenDocument `content.xml` (ODT, ODS, ODP), in reading order.
 *
 * - Text documents: each paragraph or heading is a block, blocks are separated by a blank
 *   line; `text:s` (with `text:c`), `text:tab` and `text:line-break` become spaces, a tab and
 *   a newline; list items are paragraphs; footnotes and endnotes are gathered at the end.
 * - Spreadsheets: cells are separated by tabs, rows by newlines, sheets by a blank line.
 *   Repeated cells and rows are expanded only when they hold text and only up to
 *   {@link MAX_COLUMNS} / {@link MAX_ROW_REPEAT}; empty repeats (LibreOffice writes
 *   `table:number-columns-repeated="16384"` for formatted but empty cells) are collapsed,
 *   and trailing empty cells and rows are dropped.
 * - Presentations: the text frames of each slide, one paragraph per line, slides separated
 *   by a blank line. Speaker notes are left out: they are not slide text.
 *
 * Left out everywhere: comments (`office:annotation`), deleted text kept for change tracking
 * (`text:tracked-changes`), forms, titles and descriptions of drawings, and field
 * declarations.
 */

/** Most columns kept per row; cells past it are ignored. */
const MAX_COLUMNS = 1024;
/** Most times one non-empty row is repeated. */
const MAX_ROW_REPEAT = 1000;

const SKIPPED = new Set([
  'office:annotation',
  'office:annotation-end',
  'text:tracked-changes',
  'office:forms',
  'svg:title',
  'svg:desc',
  'text:note-citation',
  'presentation:notes',
  'text:sequence-decls',
  'text:variable-decls',
  'text:user-field-decls',
  'table:named-expressions',
  'office:scripts',
  'office:font-face-decls',
  'office:automatic-styles',
  'draw:image', // its text:p children are an image's replacement text, not prose
]);

interface Run {
  text: string;
  count: number;
}

interface TableState {
  rows: string[];
  /** Empty rows seen since the last non-empty one (kept only if more text follows). */
  pendingEmptyRows: number;
  row: Run[] | undefined;
  rowRepeat: number;
  cell: string[] | undefined;
  cellRepeat: number;
}

function repeatCount(attributes: XmlAttributes, name: string): number {
  const n = Number.parseInt(attributes.get(name) ?? '1', 10);
  return Number.isFinite(n) && n > 1 ? n : 1;
}

/**
 * @param xml the `content.xml` text.
 * @param onProgress forwarded to the XML reader (about every 1 MiB). Defaults to none.
 */
export function openDocumentToText(xml: string, onProgress?: (position: number) => void): string {
  const blocks: string[] = [];
  const notes: string[] = [];
  /** Paragraphs being built; nested when a text box or a note sits inside a paragraph. */
  const paragraphs: string[][] = [];
  const tables: TableState[] = [];
  let skipDepth = 0;
  let noteDepth = 0;
  let slide: string[] | undefined;
  let isPresentation = false;
  let isSpreadsheet = false;

  const append = (s: string) => {
    const p = paragraphs[paragraphs.length - 1];
    if (p) p.push(s);
  };

  /** Where a finished paragraph or table goes. */
  const emit = (text: string, kind: 'paragraph' | 'table') => {
    const table = tables[tables.length - 1];
    if (table?.cell) {
      if (text.trim()) table.cell.push(text);
      return;
    }
    if (noteDepth > 0) {
      if (text.trim()) notes.push(text);
      return;
    }
    if (slide) {
      slide.push(text);
      return;
    }
    // Empty paragraphs are spacing, not content.
    if (kind === 'table' || text.trim()) blocks.push(text);
  };

  const endRow = (table: TableState) => {
    const row = table.row;
    table.row = undefined;
    if (!row) return;
    while (row.length > 0 && row[row.length - 1]?.text === '') row.pop();
    if (row.length === 0) {
      table.pendingEmptyRows += 1;
      return;
    }
    const cells: string[] = [];
    for (const run of row) {
      const room = MAX_COLUMNS - cells.length;
      if (room <= 0) break;
      // Empty runs between filled cells keep the columns aligned, one cell per run when
      // the run is absurdly long.
      const count = run.text === '' && run.count > MAX_COLUMNS ? 1 : Math.min(run.count, room);
      for (let k = 0; k < count; k++) cells.push(run.text);
    }
    const line = cells.join('\t');
    // Inner empty rows collapse to one empty line.
    if (table.pendingEmptyRows > 0 && table.rows.length > 0) table.rows.push('');
    table.pendingEmptyRows = 0;
    const repeat = Math.min(table.rowRepeat, MAX_ROW_REPEAT);
    for (let k = 0; k < repeat; k++) table.rows.push(line);
  };

  readXml(
    xml,
    {
      open(name, attributes, selfClosing) {
        if (skipDepth > 0) {
          if (!selfClosing) skipDepth++;
          return;
        }
        if (SKIPPED.has(name)) {
          if (!selfClosing) skipDepth = 1;
          return;
        }
        switch (name) {
          case 'office:presentation':
            isPresentation = true;
            return;
          case 'office:spreadsheet':
            isSpreadsheet = true;
            return;
          case 'draw:page':
            if (isPresentation) slide = [];
            return;
          case 'text:p':
          case 'text:h':
            paragraphs.push([]);
            return;
          case 'text:s':
            append(' '.repeat(Math.min(repeatCount(attributes, 'text:c'), 1000)));
            return;
          case 'text:tab':
            append('\t');
            return;
          case 'text:line-break':
            append('\n');
            return;
          case 'text:note':
            noteDepth++;
            return;
          case 'table:table':
            tables.push({ rows: [], pendingEmptyRows: 0, row: undefined, rowRepeat: 1, cell: undefined, cellRepeat: 1 });
            return;
          case 'table:table-row': {
            const table = tables[tables.length - 1];
            if (table) {
              table.row = [];
              table.rowRepeat = repeatCount(attributes, 'table:number-rows-repeated');
            }
            return;
          }
          case 'table:table-cell':
          case 'table:covered-table-cell': {
            const table = tables[tables.length - 1];
            if (table?.row) {
              table.cell = [];
              table.cellRepeat = repeatCount(attributes, 'table:number-columns-repeated');
            }
            return;
          }
          default:
            return;
        }
      },
      close(name) {
        if (skipDepth > 0) {
          skipDepth--;
          return;
        }
        switch (name) {
          case 'text:p':
          case 'text:h': {
            const parts = paragraphs.pop();
            if (parts) emit(parts.join(''), 'paragraph');
            return;
          }
          case 'text:note':
            if (noteDepth > 0) noteDepth--;
            return;
          case 'draw:page':
            if (slide) {
              const text = slide.filter((line) => line.trim()).join('\n');
              if (text) blocks.push(text);
              slide = undefined;
            }
            return;
          case 'table:table-cell':
          case 'table:covered-table-cell': {
            const table = tables[tables.length - 1];
            if (table?.row && table.cell) {
              const text = table.cell.join(' ').replace(/[\t\n]+/g, ' ');
              const last = table.row[table.row.length - 1];
              if (last && last.text === text) last.count += table.cellRepeat;
              else table.row.push({ text, count: table.cellRepeat });
              table.cell = undefined;
            }
            return;
          }
          case 'table:table-row': {
            const table = tables[tables.length - 1];
            if (table) endRow(table);
            return;
          }
          case 'table:table': {
            const table = tables.pop();
            if (!table) return;
            const text = table.rows.join('\n');
            if (!text.trim()) return;
            // A table nested in a cell is flattened into that cell's text.
            if (isSpreadsheet && tables.length === 0) blocks.push(text);
            else emit(text, 'table');
            return;
          }
          default:
            return;
        }
      },
      text(text) {
        if (skipDepth > 0 || paragraphs.length === 0) return;
        // Inside text:p, literal whitespace runs count as one space (ODF 1.3, 6.1.2).
        append(text.replace(/[ \t\r\n]+/g, ' '));
      },
    },
    onProgress,
  );

  const body = blocks.join('\n\n');
  return notes.length > 0 ? `${body}\n\n${notes.join('\n\n')}` : body;
}
