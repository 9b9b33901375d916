/**
 * Names are not misspellings. Real text is full of people, places and products that no spelling
 * dictionary lists (Murdock, Perens, DebConf, Иэн, Sapkowski): on public prose in eight languages
 * they were most of what the checker flagged, far above every other kind of false alarm (the
 * figures are in ../RULES.md). Spelling dictionaries list common words and only the best known
 * names.
 *
 * So a word the dictionary rejects is taken for a name, and not flagged, when
 *   - it is written as a name: a capital, then lower-case letters (Murdock, McDonald, O'Connor),
 *   - it stands inside a sentence, where only a name takes a capital — or, at the start of a
 *     sentence or a line, the same word stands inside a sentence elsewhere in the text, or the
 *     next word is such a name (the first name in "Bruce Perens wrote");
 *   - it is not a typo of a word the engine knows: one letter from a frequent word (Fance →
 *     France, Amercia → America) or, where every noun takes a capital (German), from any word
 *     (Fahrad → Fahrrad). Rarer words are left out elsewhere because names are so often one
 *     letter from one (Перенс, Перенос): a dictionary cannot tell those from typos. A word
 *     written the same way inside sentences three times or more is a name whatever it is near
 *     (Debian, one letter from Spanish "debían"), except in German.
 */
import type { Suggestion } from '../model/types';

/** The language's abbreviations with their full stop ("Dr.", "т."), as the sentence rules keep them. */
interface Abbreviations {
  has(abbreviation: string): boolean;
}

/** How often a word written as a name must stand inside sentences to be a name whatever it is near. */
const SAME_NAME_TIMES = 3;

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

/** Dashes that introduce an attribution or an aside ("… — Heráclito", "… -- Ambrose Bierce"). */
const DASH = /[—–-]/u;

/**
 * Whether the word at `start` stands inside a sentence: something other than the start of the
 * text, a line break or a mark that ends a sentence precedes it. A full stop after one of the
 * language's abbreviations (`abbreviations`, with their full stop: "Dr.", "т.") does not end it,
 * and neither does one before a dash on the same line: what follows is an attribution ("Nunca
 * nos bañamos dos veces en el mismo río. — Heráclito") or an aside, not a new sentence's start.
 */
export function standsInsideSentence(text: string, start: number, abbreviations: Abbreviations): boolean {
  let p = start - 1;
  let afterDash = false;
  while (p >= 0 && BEFORE_WORD.test(text.charAt(p))) {
    if (text.charAt(p) === '\n' || text.charAt(p) === '\r') return false;
    if (DASH.test(text.charAt(p))) afterDash = true;
    p--;
  }
  if (p < 0) return false;
  const mark = text.charAt(p);
  if (!SENTENCE_END.test(mark) || afterDash) return true;
  if (mark !== '.') return false;
  let tokenStart = p;
  while (tokenStart > 0 && TOKEN_CHAR.test(text.charAt(tokenStart - 1))) tokenStart--;
  const token = text.slice(tokenStart, p + 1);
  return token.length > 1 && (abbreviations.has(token) || abbreviations.has(token.toLowerCase()));
}

/** Ranks of the words a frequency list counts as frequent (the first 10,000). */
const FREQUENT_WORD_RANK = 10_000;
/** Letters from which a word counts however rare it is. */
const LONG_WORD = 8;

/**
 * Whether `neighbour` (a known word one letter from a word written as a name) makes that word a
 * typo: it is frequent (`ranks`, lower case) or long. Short rare words do not, because names are
 * so often one letter from one (Перенс, Перенос; Брюс, Брас).
 */
export function isTypoNeighbour(neighbour: string, ranks: ReadonlyMap<string, number>): boolean {
  return neighbour.length >= LONG_WORD || (ranks.get(neighbour.toLowerCase()) ?? Infinity) <= FREQUENT_WORD_RANK;
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
 * `isNameTypo(word, finding)` tells whether a word written as a name is a typo of a known word;
 * `repeatedIsName` whether a word written the same way three times is a name whatever it is near
 * (not where nouns are capitalised: "Standart" for "Standard" is a misspelling people repeat).
 */
export function withoutNames(
  findings: readonly Suggestion[],
  text: string,
  abbreviations: Abbreviations,
  isNameTypo: (word: string, finding: Suggestion) => boolean,
  repeatedIsName = true,
): Suggestion[] {
  const atStarts: Suggestion[] = [];
  const inside = new Map<string, { first: Suggestion; count: number }>();
  for (const f of findings) {
    if (f.category !== 'misspelling' || !isNameShaped(f.original)) continue;
    if (!standsInsideSentence(text, f.offset, abbreviations)) atStarts.push(f);
    else {
      const seen = inside.get(f.original);
      if (seen) seen.count++;
      else inside.set(f.original, { first: f, count: 1 });
    }
  }
  const names = new Set<string>();
  for (const [word, { first, count }] of inside) {
    // Written the same way three times or more, it is no slip of the keyboard.
    if ((repeatedIsName && count >= SAME_NAME_TIMES) || !isNameTypo(word, first)) names.add(word);
  }
  const firstNames = new Set(atStarts.filter((f) => names.has(nextWord(text, f.offset + f.length))));
  return findings.filter((f) => f.category !== 'misspelling' || !(names.has(f.original) || firstNames.has(f)));
}

/**
 * `findings` of a whole text made of paragraphs checked apart (../model/paragraph-cache.ts)
 * without the misspellings that {@link withoutNames} would have taken for names had it seen the
 * whole text: a word written as a name standing inside sentences three times or more in the
 * text (not where nouns are capitalised, `repeatedIsName`), and a word at the start of a sentence
 * that stands inside one elsewhere in the text without being flagged there (the engine took it
 * for a name in its own paragraph). Without this, typing in one paragraph made "Debian" a
 * misspelling in it where the whole text had it three times. It only drops findings.
 */
export function withoutNamesOfWholeText(findings: readonly Suggestion[], text: string, abbreviations: Abbreviations, repeatedIsName: boolean): Suggestion[] {
  const flagged = new Set<number>();
  const words = new Set<string>();
  for (const f of findings) {
    if (f.category !== 'misspelling') continue;
    flagged.add(f.offset);
    if (isNameShaped(f.original)) words.add(f.original);
  }
  if (words.size === 0) return [...findings];
  const names = new Set<string>();
  const nameAtStart = new Set<string>();
  const found = occurrences(text, words);
  for (const word of words) {
    const inside = (found.get(word) ?? []).filter((offset) => standsInsideSentence(text, offset, abbreviations));
    if (repeatedIsName && inside.length >= SAME_NAME_TIMES) names.add(word);
    else if (inside.some((offset) => !flagged.has(offset))) nameAtStart.add(word);
  }
  return findings.filter(
    (f) => f.category !== 'misspelling' || !(names.has(f.original) || (nameAtStart.has(f.original) && !standsInsideSentence(text, f.offset, abbreviations))),
  );
}

/**
 * The offsets of each of `words` in `text` as a whole word (no letter, mark or digit joined to
 * it): one pass over the text's runs of such characters, so that a long text with hundreds of
 * names costs milliseconds on every check while typing; a word with other characters in it
 * (O'Connor, Jean-Pierre) is searched for alone.
 */
function occurrences(text: string, words: ReadonlySet<string>): Map<string, number[]> {
  const found = new Map<string, number[]>();
  const add = (word: string, at: number) => {
    const list = found.get(word);
    if (list) list.push(at);
    else found.set(word, [at]);
  };
  for (const run of text.matchAll(WORD_RUN)) if (words.has(run[0])) add(run[0], run.index);
  for (const word of words) {
    if (!/^[\p{L}\p{M}\p{N}]+$/u.test(word)) {
      for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
        if (!WORD_CHAR.test(text.charAt(at - 1)) && !WORD_CHAR.test(text.charAt(at + word.length))) add(word, at);
      }
    }
  }
  return found;
}
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const WORD_RUN = /[\p{L}\p{M}\p{N}]+/gu;

/** The word right after `end`, past spaces on the same line ("" when none). */
function nextWord(text: string, end: number): string {
  return /^[ \u00A0]+([\p{L}\p{M}'’-]+)/u.exec(text.slice(end, end + 64))?.[1] ?? '';
}
