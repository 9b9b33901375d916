/**
 * The words a text uses most, without function words: the Text Counter's short answer to "what
 * is this text about"; the Keyword Density Checker gives the full table.
 */

import { bul, ces, deu, ell, eng, fra, hun, ita, jpn, nld, pol, por, ron, rus, spa, swe, ukr } from 'stopword';

/**
 * Function words per language, from the `stopword` package (MIT; its lists keep their own
 * licences, see node_modules/stopword/dist/3rd-party.txt). Keyed by the site's language codes.
 */
const stopWordLists: Readonly<Record<string, readonly string[]>> = {
  bg: bul, cs: ces, de: deu, el: ell, en: eng, es: spa, fr: fra, hu: hun, it: ita, ja: jpn, nl: nld, pl: pol, pt: por, ro: ron, ru: rus, sv: swe, uk: ukr,
};

/**
 * The Greek list is written without accents and with σ for final ς (`ειναι`, `αυτεσ`), so Greek
 * words are compared in that form.
 */
const foldGreek = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').replace(/ς/g, 'σ');
const keep = (word: string) => word;

const stopWordChecks = new Map<string, (word: string) => boolean>();

/** Whether a lower-cased word is a function word of `language`. */
function stopWordCheck(language: string): (word: string) => boolean {
  const primary = language.toLowerCase().split(/[-_]/)[0] ?? '';
  let check = stopWordChecks.get(primary);
  if (!check) {
    const fold = primary === 'el' ? foldGreek : keep;
    const set = new Set((stopWordLists[primary] ?? []).map((word) => fold(word.toLocaleLowerCase(primary))));
    check = (word) => set.has(fold(word));
    stopWordChecks.set(primary, check);
  }
  return check;
}

export interface TopKeyword {
  /** The word, lower-cased as counted. */
  word: string;
  count: number;
}

const hasLetter = /\p{L}/u;

/**
 * The `limit` most frequent words of `wordCounts` (lower-cased words → occurrences) that are not
 * function words of `language`, hold a letter and occur at least twice; ties in text order of
 * first sight are not known here, so they are broken alphabetically for a stable list.
 */
export function topKeywords(wordCounts: ReadonlyMap<string, number>, language: string, limit = 10): TopKeyword[] {
  const isStopWord = stopWordCheck(language);
  const kept: TopKeyword[] = [];
  for (const [word, count] of wordCounts) {
    if (count < 2 || isStopWord(word) || !hasLetter.test(word) || [...word].length < 2) continue;
    kept.push({ word, count });
  }
  kept.sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  return kept.slice(0, limit);
}
