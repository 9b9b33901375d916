import type { Budget } from './budget';
import { ImportError } from './import-error';
import type { Pdfjs } from './load-pdfjs';
import type { ImportProgress } from './types';

/**
 * Text of a PDF with pdf.js, page by page, in reading order, keeping line and paragraph
 * breaks:
 *
 * - text items are taken in content-stream order (the order writers such as Word and
 *   LibreOffice emit text in);
 * - a new line starts where pdf.js marks an end of line (`hasEOL`) or where the baseline
 *   moves by more than half the font size;
 * - within a line, a horizontal gap wider than a quarter of the font size becomes a space
 *   (unless a space is already there, or both sides are CJK, which has no spaces), and one
 *   wider than 1.5 em a tab (tab stops, table columns);
 * - a vertical gap clearly larger than the page's usual line spacing (or a jump back up
 *   the page, as at a new column) starts a new paragraph, written as a blank line;
 * - pages are separated by a blank line.
 *
 * A password-protected PDF is `readContent` (the import never asks for passwords; the
 * message says the file's content could not be read). A PDF with no text at all (scans,
 * images) returns '' and the importer reports `empty`.
 */

/** The part of a pdf.js text item this module uses. */
interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

interface Line {
  text: string;
  /** Baseline. PDF space: y grows upwards. */
  y: number;
  size: number;
}

const CJK = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

function fontSize(item: PdfTextItem): number {
  const [, , c = 0, d = 0] = item.transform;
  return Math.hypot(c, d) || item.height || 10;
}

/** Groups a page's text items into lines. */
function itemsToLines(items: readonly PdfTextItem[]): Line[] {
  const lines: Line[] = [];
  let current: { parts: string[]; y: number; xEnd: number; size: number } | undefined;
  let breakAfter = false;
  const finish = () => {
    if (current) {
      const text = current.parts.join('').replace(/\s+$/u, '');
      if (text.trim()) lines.push({ text, y: current.y, size: current.size });
    }
    current = undefined;
  };
  for (const item of items) {
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const size = fontSize(item);
    if (item.str === '') {
      if (item.hasEOL) breakAfter = true;
      continue;
    }
    if (current && (breakAfter || Math.abs(y - current.y) > Math.max(size, current.size) * 0.5)) finish();
    breakAfter = item.hasEOL;
    if (!current) {
      current = { parts: [item.str], y, xEnd: x + item.width, size };
      continue;
    }
    // A whitespace item as wide as several characters stands for a tab or a column gap.
    if (item.str.trim() === '' && item.width > size * 1.5) {
      current.parts.push('\t');
      current.xEnd = x + item.width;
      continue;
    }
    const gap = x - current.xEnd;
    const previous = current.parts[current.parts.length - 1] ?? '';
    const before = previous.slice(-1);
    const after = item.str.charAt(0);
    if (gap > size * 0.25 && !/\s/u.test(before) && !/\s/u.test(after) && !(CJK.test(before) && CJK.test(after))) {
      // A gap of several characters is a tab stop or a table column, not a word space.
      current.parts.push(gap > size * 1.5 ? '\t' : ' ');
    }
    current.parts.push(item.str);
    current.xEnd = x + item.width;
    current.size = Math.max(current.size, size);
  }
  finish();
  return lines;
}

/** Joins lines into text, with blank lines where the spacing shows a new paragraph. */
function linesToText(lines: readonly Line[]): string {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const prev = lines[i - 1];
    const line = lines[i];
    if (!prev || !line) continue;
    const gap = prev.y - line.y;
    if (gap > 0 && gap < Math.max(prev.size, line.size) * 3) gaps.push(gap);
  }
  gaps.sort((a, b) => a - b);
  // The most common spacing is the line spacing inside paragraphs: take the lower quartile,
  // which stays right even when most "lines" are one-line paragraphs.
  const lineGap = gaps.length > 0 ? (gaps[Math.floor((gaps.length - 1) / 4)] ?? 0) : 0;
  let out = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    const prev = lines[i - 1];
    if (prev) {
      const gap = prev.y - line.y;
      const newParagraph = gap <= 0 || (lineGap > 0 ? gap > lineGap * 1.3 + 0.5 : gap > Math.max(prev.size, line.size) * 1.8) || Math.abs(prev.size - line.size) > Math.min(prev.size, line.size) * 0.25;
      out += newParagraph ? '\n\n' : '\n';
    }
    out += line.text;
  }
  return out;
}

export interface PdfOptions {
  budget: Budget;
  /** Called before each page is read. Defaults to none. */
  onProgress?: (progress: ImportProgress) => void;
}

interface PdfjsError {
  name?: string;
}

/**
 * Extracts the text of a PDF.
 *
 * @param pdfjs the pdf.js module (see `load-pdfjs.ts`).
 */
export async function pdfToText(bytes: Uint8Array, pdfjs: Pdfjs, { budget, onProgress }: PdfOptions): Promise<string> {
  // pdf.js takes ownership of (and may detach) the buffer it is given.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  // No `onPassword` handler: pdf.js then rejects an encrypted file with a PasswordException.
  const abort = () => void task.destroy();
  budget.signal?.addEventListener('abort', abort);
  try {
    let doc;
    try {
      doc = await task.promise;
    } catch (error) {
      budget.check();
      const name = (error as PdfjsError | undefined)?.name ?? 'Error';
      throw new ImportError('readContent', `pdf: ${name}`);
    }
    const pages: string[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      budget.check();
      onProgress?.({ page: number, pages: doc.numPages });
      let items: PdfTextItem[] = [];
      try {
        const page = await doc.getPage(number);
        const content = await page.getTextContent();
        items = content.items.filter((item): item is (typeof content.items)[number] & PdfTextItem => 'str' in item);
        page.cleanup();
      } catch (error) {
        budget.check();
        // One broken page should not lose the others.
        if (doc.numPages === 1) throw new ImportError('readContent', `pdf page: ${String(error)}`);
      }
      const text = linesToText(itemsToLines(items));
      if (text) pages.push(text);
    }
    budget.check();
    return pages.join('\n\n');
  } finally {
    budget.signal?.removeEventListener('abort', abort);
    await task.destroy().catch(() => undefined);
  }
}
