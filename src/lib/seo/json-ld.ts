/**
 * Structured data as the text of a `<script type="application/ld+json">`. `<` is escaped so that
 * no text in the data can close the script element, wherever the text is written: in React's
 * server HTML or in the document a client page changes (and a crawler may serialise).
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
