/**
 * Command lines, paths and file names inside prose: technical writing (manuals, READMEs, the
 * Debian pages the checker is measured on) names `--form`, `-i`, `.changes`, `/usr/share/doc/debian`
 * and `pathname.dpkg-backup` between its words. harper.js reads them as words and punctuation
 * (a "--" for a dash, "-i" for the pronoun "i", " .changes" for a space before a full stop,
 * "debian" for a name to capitalise); no rule of prose applies to them.
 */

/** Marks around a token that belong to the sentence, not to the token. */
const LEADING = /^[("'“‘«[{<]+/u;
const TRAILING = /[)"'”’»\]}>.,;:!?]+$/u;

/**
 * Whether the text at `offset` (of `length` UTF-16 units) lies in a command-line option, a path,
 * a file name or other code: the whitespace-delimited token around it, without the sentence's
 * brackets, quotes and final punctuation,
 * - starts with "-" or "--" and a letter (an option), "." and a letter (a dot file or extension),
 *   "/" or "~/" (a path);
 * - or holds a path or code sign (/ \ _ @ $ = < > { } | ~ ^), or a dot between a letter or digit
 *   and two lower-case letters (pathname.dpkg-backup, curl.se; not e.g., U.S., nor the missing
 *   space of "end.Next").
 * A span of spaces only is judged by the token that follows it (" .changes").
 */
export function isInCodeToken(text: string, offset: number, length: number): boolean {
  const spaceOnly = length > 0 && text.slice(offset, offset + length).trim() === '';
  const at = spaceOnly ? offset + length : offset;
  let start = at;
  while (start > 0 && !/\s/u.test(text.charAt(start - 1))) start--;
  let end = spaceOnly ? at : offset + length;
  while (end < text.length && !/\s/u.test(text.charAt(end))) end++;
  if (end <= start) return false;
  const token = text.slice(start, end).replace(LEADING, '').replace(TRAILING, '');
  if (token === '') return false;
  if (/^(?:--?\p{L}|\.\p{L}|~?\/)/u.test(token)) return true;
  return /[/\\_@$=<>{}|~^]/u.test(token) || /[\p{L}\p{N}]\.\p{Ll}{2}/u.test(token);
}
