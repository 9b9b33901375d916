/**
 * The WHATWG MIME Sniffing standard's patterns for HTML ("rules for identifying an unknown MIME
 * type"): one of these tags at the start, after white space, and followed by a space or `>`.
 */
const htmlSignature = /^\s*<(?:!doctype html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|!--)[\s>]/i;

/** Whether `text` is HTML source rather than prose, by the standard's sniffing rules. */
export function looksLikeHtml(text: string): boolean {
  return htmlSignature.test(text);
}
