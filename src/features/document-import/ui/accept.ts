/**
 * Value of the file input's `accept` attribute: the extensions, plus the MIME types that
 * some mobile pickers filter by instead of extensions.
 */
export const ACCEPT = [
  '.txt', '.text', '.md', '.markdown', '.html', '.htm', '.xhtml', '.doc', '.docx', '.odt', '.ods', '.odp', '.pages', '.pdf',
  'text/plain', 'text/markdown', 'text/html', 'application/xhtml+xml', 'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.spreadsheet', 'application/vnd.oasis.opendocument.presentation',
  'application/vnd.apple.pages', 'application/x-iwork-pages-sffpages', 'application/pdf',
].join(',');
