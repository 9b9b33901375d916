import { MAX_TEXT_CHARS } from './limits';

/**
 * Final clean-up shared by all formats, so the editor receives the same shape of text
 * whatever the source: `\n` line ends, no control characters, no trailing spaces, at most
 * one blank line in a row, no leading or trailing blank lines.
 */
export function normalizeText(text: string): string {
  let out = text.length > MAX_TEXT_CHARS ? text.slice(0, MAX_TEXT_CHARS) : text;
  out = out
    .replace(/\r\n?|[\u2028\u2029\u0085\v\f]/g, '\n')
    // Control characters other than tab and newline have no meaning in the editor.
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f\ufeff\ufffe\uffff]/g, '')
    .replace(/[ \t\u00a0\u3000]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n');
  return out.replace(/^\n+/, '').replace(/\s+$/, '');
}

/** True when a text has nothing a reader would see. */
export function isBlank(text: string): boolean {
  return !/[^\s\u200b-\u200d\u2060\ufeff]/u.test(text);
}
