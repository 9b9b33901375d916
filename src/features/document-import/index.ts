/**
 * Document import: reads the text of TXT, MD, HTML, DOC, DOCX, ODT, ODS, ODP, PAGES and PDF
 * files in the browser, in a Web Worker. The only public entry of the feature.
 */
export { importDocument } from './worker/import-document';
export type { ImportOptions, ImportSource } from './worker/import-document';
export type { ImportErrorKind, ImportProgress, ImportResult } from './model/types';
export { IMPORT_ERROR_KINDS } from './model/types';
export { MAX_FILE_BYTES } from './model/limits';
export { ACCEPT } from './ui/accept';
export { DocumentUpload } from './ui/DocumentUpload';
export type { DocumentUploadProps } from './ui/DocumentUpload';
