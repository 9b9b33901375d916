/**
 * Pattern search over a language's word list: `?` stands for one letter, `*` for any run of
 * letters ("b?t", "*ight", "un*able"), matched against whole words, folded as the search folds
 * them: case and diacritics are ignored ("z?lw" finds "żółw").
 */
import { foldForSearch } from './fold';
import type { WordList } from './types';
import { foldWordList } from './word-list';

/** True when the query is a pattern rather than a word. */
export function isPattern(query: string): boolean {
  return /[?*]/.test(query);
}

/**
 * The pattern as a regular expression over folded words, or null when it has no letter (a
 * pattern of wildcards alone, "*" or "??", would match whole lists: it is refused).
 */
export function compilePattern(pattern: string): RegExp | null {
  const folded = foldForSearch(pattern);
  if (!/[\p{L}\p{N}]/u.test(folded)) return null;
  const source = Array.from(folded, (c) => (c === '?' ? '.' : c === '*' ? '.*' : c.replace(/[\\^$.|+()[\]{}]/g, '\\$&'))).join('');
  return new RegExp(`^${source}$`, 'u');
}

export interface PatternMatches {
  /** The page of matching words, most frequent first. */
  words: string[];
  /** All matches. */
  total: number;
}

/** Words of `list` matching `pattern`, in the list's order (most frequent first); null for a pattern without letters. */
export function matchPattern(list: WordList, pattern: string, { limit = 20, offset = 0 } = {}): PatternMatches | null {
  const regex = compilePattern(pattern);
  if (!regex) return null;
  const folded = foldWordList(list).words;
  const words: string[] = [];
  let total = 0;
  for (let i = 0; i < folded.length; i++) {
    if (!regex.test(folded[i]!)) continue;
    if (total >= offset && words.length < limit) words.push(list.words[i]!);
    total++;
  }
  return { words, total };
}
