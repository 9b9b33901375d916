import type { DocumentFormat } from './types';

/**
 * Format detection from the file name and the first bytes. The extension says what the
 * user meant to open; the bytes say what the file really is. A file is accepted only when
 * the two agree, with a few lenient pairings that Word and Pages users run into (a `.doc`
 * that is really a DOCX, a `.docx` that is really a Word 97 file).
 */

/** Extensions accepted, mapped to the format they announce. */
const EXTENSION_FORMATS: Readonly<Record<string, DocumentFormat>> = {
  txt: 'txt',
  text: 'txt',
  md: 'md',
  markdown: 'md',
  html: 'html',
  htm: 'html',
  xhtml: 'html',
  doc: 'doc',
  docx: 'docx',
  odt: 'odt',
  ods: 'ods',
  odp: 'odp',
  pages: 'pages',
  pdf: 'pdf',
};

/** What the first bytes of a file are. */
type ContentKind = 'pdf' | 'zip' | 'cfb' | 'gzip' | 'image' | 'rtf' | 'binary' | 'text';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The format an extension announces, or `undefined` for an unsupported one. */
export function formatFromName(name: string): DocumentFormat | undefined {
  return EXTENSION_FORMATS[extensionOf(name)];
}

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((b, i) => bytes[at + i] === b);
}

/** Classifies the content by magic numbers, then by the share of control bytes. */
function sniffContent(bytes: Uint8Array): ContentKind {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'cfb';
  if (startsWith(bytes, [0x1f, 0x8b])) return 'gzip';
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) || // PNG
    startsWith(bytes, [0xff, 0xd8, 0xff]) || // JPEG
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) || // GIF
    (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) || // WebP
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || // TIFF
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) ||
    (startsWith(bytes, [0x42, 0x4d]) && bytes.length > 26 && (bytes[14] ?? 0) >= 12) // BMP
  ) {
    return 'image';
  }
  if (startsWith(bytes, [0x7b, 0x5c, 0x72, 0x74, 0x66])) return 'rtf'; // {\rtf
  // pdf.js, like Acrobat, accepts "%PDF-" anywhere in the first KiB (after the signatures
  // above: a stored zip entry can hold a PDF preview near the start of a zip).
  const head = bytes.subarray(0, 1024);
  for (let i = 0; i + 5 <= head.length; i++) {
    if (head[i] === 0x25 && head[i + 1] === 0x50 && head[i + 2] === 0x44 && head[i + 3] === 0x46 && head[i + 4] === 0x2d) return 'pdf';
  }
  return looksLikeText(bytes) ? 'text' : 'binary';
}

/**
 * Text, in any of the encodings the text decoder handles, has almost no control bytes
 * other than tab and line breaks, except UTF-16 which has NULs on one side of each pair.
 */
function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.length === 0) return true;
  if (startsWith(sample, [0xff, 0xfe]) || startsWith(sample, [0xfe, 0xff])) return true;
  if (utf16WithoutBom(sample) !== undefined) return true;
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b) control++;
  }
  return control <= sample.length * 0.01;
}

/**
 * Detects BOM-less UTF-16 by its NUL pattern: text in Latin, Cyrillic or Greek script has a
 * zero high byte in most code units, so one side of each byte pair is mostly NUL and the
 * other almost never is.
 */
export function utf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const n = Math.min(bytes.length, 64 * 1024) & ~1;
  if (n < 4) return undefined;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  const pairs = n / 2;
  if (oddZero > pairs * 0.3 && evenZero < pairs * 0.02) return 'utf-16le';
  if (evenZero > pairs * 0.3 && oddZero < pairs * 0.02) return 'utf-16be';
  return undefined;
}

/**
 * The container-level decision: which parser to run, or `invalidType`.
 * Zip-based formats are told apart later, by their entries (see `zipFormat`).
 */
export type Route = { parser: DocumentFormat } | { parser: 'zip'; announced: DocumentFormat } | { error: 'invalidType' | 'readContent' };

export function route(name: string, bytes: Uint8Array): Route {
  const announced = formatFromName(name);
  if (!announced) return { error: 'invalidType' };
  const kind = sniffContent(bytes);
  switch (announced) {
    case 'txt':
    case 'md':
    case 'html':
      return kind === 'text' ? { parser: announced } : { error: 'invalidType' };
    case 'pdf':
      if (kind === 'pdf') return { parser: 'pdf' };
      // Unrecognisable bytes under a .pdf name are a damaged PDF; a picture or an archive
      // is a different kind of file.
      return kind === 'binary' ? { error: 'readContent' } : { error: 'invalidType' };
    case 'doc':
    case 'docx':
      if (kind === 'cfb') return { parser: 'doc' };
      if (kind === 'zip') return { parser: 'zip', announced };
      return kind === 'binary' ? { error: 'readContent' } : { error: 'invalidType' };
    case 'odt':
    case 'ods':
    case 'odp':
    case 'pages':
      if (kind === 'zip') return { parser: 'zip', announced };
      return kind === 'binary' ? { error: 'readContent' } : { error: 'invalidType' };
  }
}

/**
 * The real format of a zip from its entry names, or `undefined` when the zip is none of
 * the supported documents.
 */
export function zipFormat(entryNames: readonly string[], mimetype: string | undefined): DocumentFormat | undefined {
  const names = new Set(entryNames);
  if (mimetype?.startsWith('application/vnd.oasis.opendocument.')) {
    const sub = mimetype.slice('application/vnd.oasis.opendocument.'.length).trim();
    if (sub === 'text' || sub === 'text-template') return 'odt';
    if (sub === 'spreadsheet' || sub === 'spreadsheet-template') return 'ods';
    if (sub === 'presentation' || sub === 'presentation-template') return 'odp';
    return undefined;
  }
  if (names.has('word/document.xml') || (names.has('[Content_Types].xml') && entryNames.some((n) => n.startsWith('word/')))) return 'docx';
  if (entryNames.some((n) => /(^|\/)(index\.xml(\.gz)?|Index\/Document\.iwa|Index\.zip)$/.test(n))) return 'pages';
  // A Pages package may have only its preview left readable.
  if (entryNames.some((n) => /(^|\/)(QuickLook\/Preview\.pdf|preview\.pdf)$/i.test(n)) && entryNames.some((n) => /(^|\/)(Index|Metadata|QuickLook)\//.test(n))) return 'pages';
  return undefined;
}
