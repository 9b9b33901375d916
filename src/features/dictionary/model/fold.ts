/**
 * Search folding, shared by the build (which sorts and shards the search index by folded keys)
 * and the browser (which folds what the user types): both sides must fold identically.
 */

import { toHiragana } from './languages';

/** Letters NFKD cannot take apart; ß folds to "ss" so that "strasse" finds "Straße". */
const specialFolds: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ŀ: 'l',
};
const specialPattern = new RegExp(`[${Object.keys(specialFolds).join('')}]`, 'g');

/**
 * Folds `text` for search: lower case, compatibility forms (ligatures, superscripts, full-width
 * Latin "ｈｏｕｓｅ", half-width katakana "ｲｴ"), katakana to hiragana ("イエ" → "いえ", kana keep
 * their voicing marks: "ガ" → "が"),
 * diacritics dropped ("żółw" → "zolw", "café" → "cafe", "ёж" → "еж"), ß → ss, æ → ae,
 * apostrophes and dots dropped ("o'clock" → "oclock"), hyphens, underscores, slashes and runs of
 * white space to one space ("well-known" → "well known"), trimmed.
 */
export function foldForSearch(text: string): string {
  return toHiragana(text.toLowerCase().normalize('NFKC'))
    .normalize('NFKD')
    .replace(/[^\P{M}\u3099\u309a]/gu, '')
    .normalize('NFC')
    .replace(specialPattern, (c) => specialFolds[c] ?? c)
    .replace(/['’‘`´ʼ.]/g, '')
    .replace(/[\s\-‐‑‒–—_/]+/g, ' ')
    .trim();
}

/** The first `length` code points of `text` (prefixes of folded keys are counted in code points). */
export function codePointPrefix(text: string, length: number): string {
  let end = 0;
  for (let i = 0; i < length && end < text.length; i++) end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  return text.slice(0, end);
}

/** The number of code points of `text`. */
export function codePointLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    n++;
    if ((text.codePointAt(i) ?? 0) > 0xffff) i++;
  }
  return n;
}

/**
 * Folds what the user is typing: like {@link foldForSearch}, but a trailing space or hyphen is
 * kept as one space, so "motor " looks for "motor vehicle" and no longer for "motorcar".
 */
export function foldQuery(query: string): string {
  const folded = foldForSearch(query);
  return folded !== '' && /[\s\-‐‑‒–—_/]$/.test(query) ? `${folded} ` : folded;
}
