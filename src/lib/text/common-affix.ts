/**
 * Where two versions of a text begin and end alike: the edit between them lies in between. Used
 * on every keystroke in texts of 100 KB and more (the editor's mirror, the counter's edited
 * text, the grammar checker's findings), so slices are compared a run at a time first: a native
 * comparison of 512 UTF-16 units is fast even before the engine has compiled these functions,
 * and the first keystroke after a paste runs them uncompiled.
 */
const run = 512;

/** How many UTF-16 units `a` and `b` share at their start, counting at most `limit`. */
export function commonPrefixLength(a: string, b: string, limit = Math.min(a.length, b.length)): number {
  let i = 0;
  while (i + run <= limit && a.slice(i, i + run) === b.slice(i, i + run)) i += run;
  while (i < limit && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** How many UTF-16 units `a` and `b` share at their end, counting at most `limit`. */
export function commonSuffixLength(a: string, b: string, limit = Math.min(a.length, b.length)): number {
  let i = 0;
  while (i + run <= limit && a.slice(a.length - i - run, a.length - i) === b.slice(b.length - i - run, b.length - i)) i += run;
  while (i < limit && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i++;
  return i;
}

/**
 * How many UTF-16 units `a` and `b` share at their start and, not counting those again, at their
 * end: the one edit between them replaced `a.slice(prefix, a.length - suffix)`.
 */
export function commonAffixes(a: string, b: string): { prefix: number; suffix: number } {
  const shorter = Math.min(a.length, b.length);
  const prefix = commonPrefixLength(a, b, shorter);
  return { prefix, suffix: commonSuffixLength(a, b, shorter - prefix) };
}
