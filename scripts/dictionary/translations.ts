/**
 * Joins the dictionary's languages through English with the FreeDict dictionaries
 * (freedict-dictionaries.ts): each pair is read both ways, so that "house" finds "Haus" whether
 * eng-deu lists it under "house" or a deu-eng dictionary lists "house" under "Haus".
 *
 * - An English entry gets, per part of speech, the words of every language that translate it.
 * - Another language's entry gets its English translations, and through the first of them that
 *   is an English entry, its words in the other languages.
 *
 * A translation is a link only when the word is an entry of its language; otherwise it is shown
 * as plain text.
 */
import { join } from 'node:path';
import { lemmaKey } from '../../src/features/dictionary/model/entry-id';
import { dictionaryLanguages, type DictionaryLanguage } from '../../src/features/dictionary/model/languages';
import type { RawLink, RawTranslationGroup } from '../../src/features/dictionary/model/types';
import { englishKeyCandidates, readFreeDict, type NormalisedFreeDict, type PosCode } from './freedict';
import { freeDictSources, type FreeDictSource, type TranslationLanguage } from './freedict-dictionaries';

export interface FreeDictData {
  source: FreeDictSource;
  data: NormalisedFreeDict;
}

/** Path of a dictionary's committed normalised data. */
export function freeDictPath(name: string, root = process.cwd()): string {
  return join(root, 'data', 'dictionary', 'freedict', `${name}.tsv.gz`);
}

/** Reads every committed FreeDict dictionary. */
export function readFreeDictData(root = process.cwd()): FreeDictData[] {
  return freeDictSources.map((source) => ({ source, data: readFreeDict(freeDictPath(source.name, root)) }));
}

interface Translation {
  /** The word as the dictionary writes it. */
  word: string;
  /** Its lemma key (kept: the records look words up hundreds of thousands of times). */
  key: string;
  pos: PosCode;
}

/** Translations between English and each language, both ways, by lemma key. */
export interface TranslationTable {
  /** English key → words of the language. */
  fromEnglish: Map<TranslationLanguage, Map<string, Translation[]>>;
  /** The language's key → English words (as English entries spell them where they exist). */
  toEnglish: Map<TranslationLanguage, Map<string, Translation[]>>;
}

function add(map: Map<string, Translation[]>, key: string, translation: Translation): void {
  const list = map.get(key);
  if (!list) map.set(key, [translation]);
  else if (!list.some((t) => t.key === translation.key && t.pos === translation.pos)) list.push(translation);
}

/**
 * Builds the table from the dictionaries. `englishKeys` (the English entries) decide how an
 * English translation is keyed: "to eat" is "eat" when only "eat" is an entry.
 */
export function translationTable(dictionaries: readonly FreeDictData[], englishKeys: ReadonlySet<string>): TranslationTable {
  const table: TranslationTable = { fromEnglish: new Map(), toEnglish: new Map() };
  const english = (text: string): { key: string; word: string } => {
    const candidates = englishKeyCandidates(text);
    const found = candidates.find((key) => englishKeys.has(key));
    const key = found ?? candidates[candidates.length - 1]!;
    return { key, word: key === candidates[0] ? text : text.replace(/^(?:to|a|an|the)\s+/i, '') };
  };
  for (const { source, data } of dictionaries) {
    const fromEnglish = table.fromEnglish.get(source.language) ?? new Map<string, Translation[]>();
    const toEnglish = table.toEnglish.get(source.language) ?? new Map<string, Translation[]>();
    table.fromEnglish.set(source.language, fromEnglish);
    table.toEnglish.set(source.language, toEnglish);
    for (const entry of data.entries) {
      const headword = entry.forms[0]!;
      for (const sense of entry.senses) {
        for (const translation of sense.translations) {
          const [englishText, word] = source.fromEnglish ? [headword, translation] : [translation, headword];
          const en = english(englishText);
          const key = lemmaKey(word);
          add(fromEnglish, en.key, { word, key, pos: sense.pos });
          add(toEnglish, key, { word: en.word, key: en.key, pos: sense.pos });
        }
      }
    }
  }
  return table;
}

/**
 * How much each entry keeps, so that the translation shards of ~700,000 entries stay within the
 * static hosts' budget: through English, only words that are entries, for the first English
 * translation that is an entry.
 */
export interface TranslationLimits {
  /** Words per language and part of speech. Default 6. */
  perGroup?: number;
  /** Words per language found through English. Default 1. */
  perLanguageThroughEnglish?: number;
}

const posOrder: readonly PosCode[] = ['n', 'v', 'a', 'r', 'o'];

/** A link to a word in a language whose entries are `keys`: a plain string when it is an entry (see RawLink). */
function linkTo({ word, key }: Translation, keys: ReadonlySet<string> | undefined): RawLink {
  if (!keys?.has(key)) return [word, 0];
  return lemmaKey(word) === key ? word : [word, key];
}

/**
 * Groups translations by part of speech, then language: duplicates (same key) dropped, a word
 * listed under a part of speech not repeated under "other", at most `perGroup` per group.
 */
function grouped(
  byLanguage: [DictionaryLanguage, Translation[]][],
  entryKeys: Partial<Record<DictionaryLanguage, ReadonlySet<string>>>,
  perGroup: number,
  entriesOnly = false,
): RawTranslationGroup[] {
  const groups: RawTranslationGroup[] = [];
  const typedOf = byLanguage.map(([, translations]) => new Set(translations.filter((t) => t.pos !== 'o').map((t) => t.key)));
  for (const pos of posOrder) {
    byLanguage.forEach(([language, translations], i) => {
      const seen = new Set<string>();
      const links: RawLink[] = [];
      for (const t of translations) {
        if (t.pos !== pos || seen.has(t.key) || (pos === 'o' && typedOf[i]!.has(t.key)) || links.length >= perGroup) continue;
        if (entriesOnly && !entryKeys[language]?.has(t.key)) continue;
        seen.add(t.key);
        links.push(linkTo(t, entryKeys[language]));
      }
      if (links.length > 0) groups.push([pos, language, ...links]);
    });
  }
  return groups;
}

/**
 * The translation records of `language`: entry key → its translation groups, for the entries
 * (`entryKeys[language]`) that have any.
 */
export function translationRecords(
  language: DictionaryLanguage,
  table: TranslationTable,
  entryKeys: Partial<Record<DictionaryLanguage, ReadonlySet<string>>>,
  limits: TranslationLimits = {},
): Map<string, RawTranslationGroup[]> {
  const { perGroup = 6, perLanguageThroughEnglish = 1 } = limits;
  const records = new Map<string, RawTranslationGroup[]>();
  const keys = entryKeys[language];
  if (!keys) return records;
  const others = dictionaryLanguages.filter((l): l is TranslationLanguage => l !== 'en' && table.fromEnglish.has(l as TranslationLanguage));
  if (language === 'en') {
    for (const key of keys) {
      const byLanguage = others.map((l) => [l, table.fromEnglish.get(l)!.get(key) ?? []] as [DictionaryLanguage, Translation[]]).filter(([, t]) => t.length > 0);
      const groups = grouped(byLanguage, entryKeys, perGroup);
      if (groups.length > 0) records.set(key, groups);
    }
    return records;
  }
  const toEnglish = table.toEnglish.get(language as TranslationLanguage);
  if (!toEnglish) return records;
  for (const key of keys) {
    const english = toEnglish.get(key);
    if (!english) continue;
    const groups = grouped([['en', english]], entryKeys, perGroup);
    // Through English: the first English translation that is an entry, in the other languages
    // (its words of the same part of speech), one group per language.
    const via = english.find((t) => entryKeys.en?.has(t.key));
    const byLanguage: [DictionaryLanguage, Translation[]][] = [];
    for (const other of via ? others : []) {
      if (other === language) continue;
      const words = (table.fromEnglish.get(other)!.get(via!.key) ?? [])
        .filter((t) => t.pos === via!.pos || t.pos === 'o' || via!.pos === 'o')
        .map((t) => ({ ...t, pos: via!.pos }));
      if (words.length > 0) byLanguage.push([other, words]);
    }
    groups.push(...grouped(byLanguage, entryKeys, perLanguageThroughEnglish, true));
    if (groups.length > 0) records.set(key, groups);
  }
  return records;
}
