import { CompoundFile } from './compound-file';
import { decodeWindows1252 } from './text-encoding';
import { ImportError } from './import-error';

/**
 * Text of a Word 97–2003 `.doc` file ([MS-DOC]): the main document story, read through the
 * piece table.
 *
 * Choice: this small reader rather than the `word-extractor` package. word-extractor reads
 * the same structures but is written for Node: it requires `fs`, `path`, `stream`, `zlib`,
 * `yauzl` and `Buffer`, none of which webpack or Turbopack provide in a browser worker, so
 * bundling it would need several polyfills. This reader plus `compound-file.ts` is a few
 * kB and is verified on LibreOffice-made files in English, Polish and Japanese.
 *
 * Steps: the `WordDocument` stream starts with the FIB; it says which table stream holds
 * the piece table (`1Table` or `0Table`), the length of the main text (`ccpText`) and where
 * the CLX is. The CLX's PlcPcd maps character positions to pieces stored either as
 * 8-bit windows-1252 ("compressed") or as UTF-16LE. Only positions below `ccpText` are
 * read: footnotes, headers, comments and text boxes follow the main text and are left out.
 *
 * Special characters: paragraph marks (0x0D) end paragraphs, 0x0B is a line break, 0x07
 * ends a table cell (two in a row end a row), field codes (0x13 instruction 0x14 result
 * 0x15) keep only their displayed result, and object anchors are dropped. Encrypted and
 * pre-97 files are `readContent`.
 */

const FIB_MAGIC = 0xa5ec;

function u16(bytes: Uint8Array, at: number): number {
  if (at + 2 > bytes.length) throw new ImportError('readContent', 'FIB truncated');
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  if (at + 4 > bytes.length) throw new ImportError('readContent', 'structure truncated');
  return ((bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16)) + (bytes[at + 3] ?? 0) * 0x1000000;
}

interface Piece {
  cpStart: number;
  cpEnd: number;
  fc: number;
  compressed: boolean;
}

function readPieces(table: Uint8Array, fcClx: number, lcbClx: number): Piece[] {
  if (fcClx + lcbClx > table.length) throw new ImportError('readContent', 'CLX outside the table stream');
  let pos = fcClx;
  const end = fcClx + lcbClx;
  while (pos < end) {
    const clxt = table[pos];
    if (clxt === 0x01) {
      // Prc: property modifiers for pieces; not needed for text.
      const cb = u16(table, pos + 1);
      pos += 3 + cb;
    } else if (clxt === 0x02) {
      const lcb = u32(table, pos + 1);
      const start = pos + 5;
      if (start + lcb > end || lcb < 4) throw new ImportError('readContent', 'PlcPcd outside the CLX');
      const n = Math.floor((lcb - 4) / 12);
      const pieces: Piece[] = [];
      for (let i = 0; i < n; i++) {
        const cpStart = u32(table, start + i * 4);
        const cpEnd = u32(table, start + (i + 1) * 4);
        const pcd = start + (n + 1) * 4 + i * 8;
        const fcRaw = u32(table, pcd + 2);
        const compressed = (fcRaw & 0x40000000) !== 0;
        const fc = fcRaw & 0x3fffffff;
        if (cpEnd < cpStart) throw new ImportError('readContent', 'piece table out of order');
        pieces.push({ cpStart, cpEnd, fc: compressed ? fc / 2 : fc, compressed });
      }
      return pieces;
    } else {
      throw new ImportError('readContent', `unknown CLX entry ${String(clxt)}`);
    }
  }
  throw new ImportError('readContent', 'no piece table');
}

/** Maps Word's special characters to plain text, keeping field results only. */
function cleanWordText(raw: string): string {
  let out = '';
  /** For each open field: true while in its instruction part (hidden). */
  const fields: boolean[] = [];
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i] ?? '';
    const code = ch.charCodeAt(0);
    if (code === 0x13) {
      fields.push(true);
      continue;
    }
    if (code === 0x14) {
      if (fields.length > 0) fields[fields.length - 1] = false;
      continue;
    }
    if (code === 0x15) {
      fields.pop();
      continue;
    }
    if (fields.includes(true)) continue;
    switch (code) {
      case 0x0d:
        out += '\n\n';
        break;
      case 0x0b:
        out += '\n';
        break;
      case 0x0c:
        out += '\n\n';
        break;
      case 0x07:
        // End of cell; a second one right after closes the row.
        if (raw.charCodeAt(i + 1) === 0x07) {
          out += '\n';
          i++;
          if (raw.charCodeAt(i + 1) === 0x0d) i++;
        } else {
          out += '\t';
        }
        break;
      case 0x1e:
        out += '-'; // non-breaking hyphen
        break;
      case 0x1f:
        break; // optional hyphen
      case 0x09:
        out += '\t';
        break;
      default:
        // Anchors of pictures, drawings, footnote and comment references.
        if (code >= 0x20) out += ch;
    }
  }
  // A row end written as cell mark + paragraph mark leaves a trailing tab on the line.
  return out.replace(/\t\n/g, '\n');
}

export function wordBinaryToText(bytes: Uint8Array): string {
  let file: CompoundFile;
  try {
    file = new CompoundFile(bytes);
  } catch (error) {
    throw new ImportError('readContent', `cfb: ${String(error)}`);
  }
  const word = file.stream('WordDocument');
  if (!word) throw new ImportError('readContent', 'no WordDocument stream (not a Word file)');
  if (u16(word, 0) !== FIB_MAGIC) throw new ImportError('readContent', 'bad FIB magic');
  const nFib = u16(word, 2);
  const flags = u16(word, 0x0a);
  if ((flags & 0x0100) !== 0) throw new ImportError('readContent', 'encrypted .doc');
  // Word 6/95 files have nFib below 101 and a different FIB; not supported.
  if (nFib < 101) throw new ImportError('readContent', `Word file version ${nFib} is older than Word 97`);
  const table = file.stream((flags & 0x0200) !== 0 ? '1Table' : '0Table');
  if (!table) throw new ImportError('readContent', 'no table stream');

  // FIB: 32-byte base, then csw 16-bit values, cslw 32-bit values, cbRgFcLcb pairs.
  const csw = u16(word, 32);
  const lwStart = 32 + 2 + csw * 2;
  const cslw = u16(word, lwStart);
  const rgLw = lwStart + 2;
  const ccpText = u32(word, rgLw + 3 * 4);
  const fcLcbStart = rgLw + cslw * 4 + 2;
  const cbRgFcLcb = u16(word, rgLw + cslw * 4);
  if (cbRgFcLcb < 34) throw new ImportError('readContent', 'FIB too short');
  const fcClx = u32(word, fcLcbStart + 33 * 8);
  const lcbClx = u32(word, fcLcbStart + 33 * 8 + 4);

  const pieces = readPieces(table, fcClx, lcbClx);
  let raw = '';
  const decoder = new TextDecoder('utf-16le');
  for (const piece of pieces) {
    if (piece.cpStart >= ccpText) break;
    const count = Math.min(piece.cpEnd, ccpText) - piece.cpStart;
    if (piece.compressed) {
      if (piece.fc + count > word.length) throw new ImportError('readContent', 'piece outside the document stream');
      raw += decodeWindows1252(word.subarray(piece.fc, piece.fc + count));
    } else {
      if (piece.fc + count * 2 > word.length) throw new ImportError('readContent', 'piece outside the document stream');
      raw += decoder.decode(word.subarray(piece.fc, piece.fc + count * 2));
    }
  }
  return cleanWordText(raw);
}
