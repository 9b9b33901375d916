/**
 * Document import: reads the text of TXT, MD, HTML, DOC, DOCX, ODT, ODS, ODP, PAGES and PDF
 * files in the browser, in a Web Worker. The only public entry of the feature: the upload
 * control. It loads the import client and its worker when a file is chosen, so no page pays
 * for them before.
 */
export { DocumentUpload } from './ui/DocumentUpload';
export type { DocumentUploadProps } from './ui/DocumentUpload';
