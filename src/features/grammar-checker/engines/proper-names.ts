/**
 * Names are not misspellings. Real text is full of people, places and products that no spelling
 * dictionary lists (Murdock, Perens, DebConf, Иэн, Sapkowski): on public prose in eight languages
 * they were most of what the checker flagged, far above every other kind of false alarm (the
 * figures are in the grammar README). Spelling dictionaries list common words and only the best
 * known names, and LanguageTool likewise leaves most capitalised words it does not know to its
 * name lists.
 *
 * So a word the dictionary rejects is taken for a name, and not flagged, when
 *   - it is written as a name: a capital, then lower-case letters (Murdock, McDonald, O'Connor),
 *   - it stands inside a sentence, where only a name takes a capital — or, at the start of a
 *     sentence or a line, the same word stands inside a sentence elsewhere in the text, or the
 *     next word is such a name (the first name in "Bruce Perens wrote");
 *   - it is not one letter away from a frequent name or word the engine knows (Pariss → Paris,
 *     Amercia → America): that is a typo, and stays flagged. Rare names are left out of this
 *     test: unknown names are often one letter from a listed one (Murdock, Murdoch). Where every
 *     noun takes a capital (German), a capitalised word one letter from any word of the
 *     dictionary is a typo (Fahrad → Fahrrad): only a word far from all of them is a name.
 */
import type { Suggestion } from '../model/types';

/** The language's abbreviations with their full stop ("Dr.", "т."), as the sentence rules keep them. */
interface Abbreviations {
  has(abbreviation: string): boolean;
}

/** Languages that write every noun with a capital (Duden, Die Grammatik, § 1.1; Luxembourgish alike). */
const NOUNS_CAPITALISED = new Set(['de', 'lb']);

/**
 * Which neighbours one letter away make a word written as a name a typo, in `language` (a base
 * code: `fr`, `de`): a frequent name, or, where nouns are capitalised, any word.
 */
export function nameTypoNeighbours(language: string): 'frequent-names' | 'any-word' {
  return NOUNS_CAPITALISED.has(language) ? 'any-word' : 'frequent-names';
}

/** Written as a name: a capital letter, then a lower-case one (not an ACRONYM, nor "IP-адрес"). */
export function isNameShaped(word: string): boolean {
  return /^\p{Lu}(?:['’]\p{Lu})?\p{Ll}/u.test(word);
}

/** What may stand between a sentence's end and its first word: spaces, opening quotes and brackets. */
const BEFORE_WORD = /[\s"“„«‹‚‘'([¿¡—–-]/u;
/** The letters and full stops of an abbreviation ("Dr.", "z.B."). */
const TOKEN_CHAR = /[\p{L}.]/u;
/** Marks after which a capital may start a sentence. */
const SENTENCE_END = /[.!?…:;]/u;

/**
 * Whether the word at `start` stands inside a sentence: something other than the start of the
 * text, a line break or a mark that ends a sentence precedes it. A full stop after one of the
 * language's abbreviations (`abbreviations`, with their full stop: "Dr.", "т.") does not end it.
 */
export function standsInsideSentence(text: string, start: number, abbreviations: Abbreviations): boolean {
  let p = start - 1;
  while (p >= 0 && BEFORE_WORD.test(text.charAt(p))) {
    if (text.charAt(p) === '\n' || text.charAt(p) === '\r') return false;
    p--;
  }
  if (p < 0) return false;
  const mark = text.charAt(p);
  if (!SENTENCE_END.test(mark)) return true;
  if (mark !== '.') return false;
  let tokenStart = p;
  while (tokenStart > 0 && TOKEN_CHAR.test(text.charAt(tokenStart - 1))) tokenStart--;
  const token = text.slice(tokenStart, p + 1);
  return token.length > 1 && (abbreviations.has(token) || abbreviations.has(token.toLowerCase()));
}

/** Whether `a` becomes `b` by one deletion, insertion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * `findings` without the misspellings of `text` that are names, as the module comment says.
 * `isNameTypo(word, finding)` tells whether a name-shaped word is one letter from a known name.
 */
export function withoutNames(
  findings: readonly Suggestion[],
  text: string,
  abbreviations: Abbreviations,
  isNameTypo: (word: string, finding: Suggestion) => boolean,
): Suggestion[] {
  const names = new Set<string>();
  const typo = new Map<string, boolean>();
  const isTypo = (f: Suggestion) => {
    let known = typo.get(f.original);
    if (known === undefined) typo.set(f.original, (known = isNameTypo(f.original, f)));
    return known;
  };
  const atStarts: Suggestion[] = [];
  for (const f of findings) {
    if (f.category !== 'misspelling' || !isNameShaped(f.original) || isTypo(f)) continue;
    if (standsInsideSentence(text, f.offset, abbreviations)) names.add(f.original);
    else atStarts.push(f);
  }
  const firstNames = new Set(atStarts.filter((f) => names.has(nextWord(text, f.offset + f.length))));
  return findings.filter((f) => f.category !== 'misspelling' || !(names.has(f.original) || firstNames.has(f)));
}

/** The word right after `end`, past spaces on the same line ("" when none). */
function nextWord(text: string, end: number): string {
  return /^[ \u00A0]+([\p{L}\p{M}'’-]+)/u.exec(text.slice(end, end + 64))?.[1] ?? '';
}
