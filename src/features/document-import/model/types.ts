/**
 * Shared types of the document import. Pure data: used by the parsers, the worker, its
 * client and the UI.
 */

/**
 * Why an import failed. Each kind has a message under `DocumentImport.errors.<kind>`:
 * - `invalidType`: not one of the supported formats, judged by extension and by content.
 * - `tooLarge`: the file is {@link MAX_FILE_BYTES} bytes or bigger.
 * - `empty`: no bytes, or no readable text (whitespace only, an image-only PDF…).
 * - `readContent`: the content is damaged, encrypted or otherwise cannot be parsed.
 * - `readFile`: the browser could not read the file itself (`Blob.arrayBuffer()` failed).
 * - `tooComplex`: a resource limit was hit (decompressed size, entry count, time).
 * - `unknown`: anything unexpected.
 */
export type ImportErrorKind = 'invalidType' | 'tooLarge' | 'empty' | 'readContent' | 'readFile' | 'tooComplex' | 'unknown';

/** Every error kind, in a stable order (for tests and for building message keys). */
export const IMPORT_ERROR_KINDS: readonly ImportErrorKind[] = ['invalidType', 'tooLarge', 'empty', 'readContent', 'readFile', 'tooComplex', 'unknown'];

/**
 * What an import ends with. `cancelled` means the caller aborted it through its
 * `AbortSignal`; it is not an error to show. An HTML file also gives its `markup`, decoded, for
 * tools that read the page itself (the keyword checker's on-page checks).
 */
export type ImportResult = { text: string; markup?: string } | { error: ImportErrorKind | 'cancelled' };

/** Progress of a page-based import (PDF): `page` is 1-based, of `pages`. */
export interface ImportProgress {
  page: number;
  pages: number;
}

/** The formats the importer reads, after looking at both the extension and the bytes. */
export type DocumentFormat = 'txt' | 'md' | 'html' | 'doc' | 'docx' | 'odt' | 'ods' | 'odp' | 'pages' | 'pdf';
