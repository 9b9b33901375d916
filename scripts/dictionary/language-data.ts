/**
 * What each source's reader hands to the writer: one language's records by lemma key.
 */
import { lemmaKey } from '../../src/features/dictionary/model/entry-id';
import type { DictionaryLanguage } from '../../src/features/dictionary/model/languages';
import { posBits, type PartOfSpeech, type RawEntry, type RawLink, type RawSense } from '../../src/features/dictionary/model/types';

export interface LanguageData {
  language: DictionaryLanguage;
  /** Entries (with meanings) and inflected-form records (base forms only), by lemma key. */
  records: Map<string, RawEntry>;
  /** Entry keys, most useful first (pages worth pre-rendering). */
  ranked: string[];
  /** What an entry is listed under on the letter pages when not its lemma: a Japanese word's reading. */
  listedAs?: Map<string, string>;
}

export const posCode: Record<PartOfSpeech, RawSense['p']> = { noun: 'n', verb: 'v', adjective: 'a', adverb: 'r', other: 'o' };
const posOfCode: Record<RawSense['p'], PartOfSpeech> = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb', o: 'other' };

/** POS mask of a record's meanings, plus `extra` bits (thesaurus lines naming several parts of speech). */
export function recordPosMask(record: RawEntry, extra = 0): number {
  let mask = extra;
  for (const sense of record.m ?? []) mask |= posBits[posOfCode[sense.p]];
  return mask;
}

/** Key of the entry a stored link points to, or null. */
export function linkTarget(link: RawLink): string | null {
  if (typeof link === 'string') return lemmaKey(link);
  const [lemma, target] = link;
  return target === 0 ? null : lemmaKey(target === 1 ? lemma : target);
}

/** Compares strings by UTF-16 code units (locale-independent, so output is the same everywhere). */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
