import { englishIrregularBases } from './english-irregular-forms';
import { snowballAlgorithms, type KeywordLanguage } from './languages';
import type { PreparedText } from './prepare';

/**
 * Word forms ("filter" and "filters", "run", "running" and "ran" counted together) come from the
 * Snowball stemmers (snowballstem.org), through `snowball-stemmers`, a JavaScript build of the
 * Snowball sources. It was preferred to `@orama/stemmers`, which is maintained and split per
 * language but stems English with the original Porter algorithm ("generously" → "gener") and
 * has no Czech; the Snowball English stemmer is Porter2. The whole package is 36 kB gzipped
 * and is loaded only in the worker, only once word forms are switched on.
 *
 * Galician, Korean, Persian, Polish and Vietnamese have no Snowball stemmer and no maintained
 * stemmer or lemma list on npm (a Hunspell dictionary could give Polish lemmas, at several
 * megabytes per language): their forms are matched exactly, and the page says so.
 */
/** The stem of a word already in the language's lower case. */
export type StemWord = (folded: string) => string;

const stemmers = new Map<KeywordLanguage, StemWord>();

/** Whether the stemmer of `language` is loaded, so that {@link wordFormsOf} answers at once. */
export function isStemmerLoaded(language: KeywordLanguage): boolean {
  return stemmers.has(language);
}

/** Loads the stemmer of `language` once; null for a language without one. */
export async function loadStemmer(language: KeywordLanguage): Promise<StemWord | null> {
  const algorithm = snowballAlgorithms[language];
  if (!algorithm) return null;
  const loaded = stemmers.get(language);
  if (loaded) return loaded;
  const { newStemmer } = await import('snowball-stemmers');
  const stemmer = newStemmer(algorithm);
  const stem: StemWord =
    language === 'english' ? (word) => stemmer.stem(englishIrregularBases.get(word) ?? word) : (word) => stemmer.stem(word);
  stemmers.set(language, stem);
  return stem;
}

/** The words of a prepared text grouped by stem. */
export interface WordForms {
  /** Stem id of each surface id. */
  readonly stemBySurface: Int32Array;
  /** Number of distinct stems. */
  readonly stemCount: number;
  /** The stem id of a word in lower case, or undefined when no word of the text has its stem. */
  idOf(folded: string): number | undefined;
}

const computed = new WeakMap<PreparedText, WordForms>();

/**
 * The word forms of `prepared`, once its language's stemmer has been loaded ({@link loadStemmer});
 * undefined before, or for a language without one. Each distinct word is stemmed once, and the
 * result is kept with the prepared text.
 */
export function wordFormsOf(prepared: PreparedText): WordForms | undefined {
  const cached = computed.get(prepared);
  if (cached) return cached;
  const stem = stemmers.get(prepared.language);
  if (!stem) return undefined;
  const stemIds = new Map<string, number>();
  const stemByFolded = new Int32Array(prepared.foldedIds.size);
  for (const [folded, id] of prepared.foldedIds) {
    const key = stem(folded);
    let stemId = stemIds.get(key);
    if (stemId === undefined) stemIds.set(key, (stemId = stemIds.size));
    stemByFolded[id] = stemId;
  }
  const stemBySurface = prepared.foldedBySurface.map((folded) => stemByFolded[folded]!);
  const forms: WordForms = { stemBySurface, stemCount: stemIds.size, idOf: (folded) => stemIds.get(stem(folded)) };
  computed.set(prepared, forms);
  return forms;
}
