/**
 * Entries of the languages that have no thesaurus in Debian (Dutch, Greek, Japanese), from their
 * FreeDict dictionary with English: one entry per headword (entries of the same headword
 * merged), one meaning per sense, written as its English translations. Their thesaurus
 * relations come from the English side:
 * - synonyms: the other headwords that share an English translation of the sense;
 * - hypernyms and antonyms: the words that translate the WordNet hypernyms and antonyms of the
 *   first English translation (its first meaning of the same part of speech).
 * Japanese entries also list their other spellings and kana readings as forms (search finds 家 by
 * いえ) and are listed under the kana row of their reading.
 */
import { lemmaKey } from '../../src/features/dictionary/model/entry-id';
import type { DictionaryLanguage } from '../../src/features/dictionary/model/languages';
import type { RawEntry, RawLink, RawSense, RelationType } from '../../src/features/dictionary/model/types';
import { englishKeyCandidates, type NormalisedFreeDict, type PosCode } from './freedict';
import { compareCodeUnits, linkTarget, type LanguageData } from './language-data';

export interface FreeDictEntryOptions {
  /** Synonyms per sense at most. Default 10. */
  maxSynonyms?: number;
  /** Hypernyms and antonyms per sense at most. Default 6. */
  maxRelated?: number;
}

/** A reading in kana (hiragana, katakana, the prolonged sound mark). */
const isKana = (text: string) => /^[\u3041-\u309f\u30a0-\u30ff\uff66-\uff9f]+$/u.test(text);

/** JMdict's common words come first in the ranking, as in the dictionaries people use. */
const commonBonus = 16;

interface Merged {
  headword: string;
  forms: string[];
  common: boolean;
  senses: { pos: PosCode; translations: string[] }[];
}

/** The entries of `language` from its `{language}-eng` dictionary; `english` supplies relations. */
export function freeDictLanguageData(
  language: DictionaryLanguage,
  dictionary: NormalisedFreeDict,
  english: LanguageData | null,
  options: FreeDictEntryOptions = {},
): LanguageData & { extraPos: Map<string, number> } {
  const { maxSynonyms = 10, maxRelated = 6 } = options;
  const merged = new Map<string, Merged>();
  for (const entry of dictionary.entries) {
    const key = lemmaKey(entry.forms[0]!);
    if (key === '') continue;
    const found = merged.get(key);
    if (!found) merged.set(key, { headword: entry.forms[0]!.trim(), forms: [...entry.forms.slice(1)], common: entry.common, senses: [...entry.senses] });
    else {
      for (const form of entry.forms.slice(1)) if (!found.forms.includes(form)) found.forms.push(form);
      found.common ||= entry.common;
      found.senses.push(...entry.senses);
    }
  }

  const englishKey = (text: string) => {
    const candidates = englishKeyCandidates(text);
    return candidates.find((k) => english?.records.get(k)?.m) ?? candidates[candidates.length - 1]!;
  };
  // English key → headwords that translate to it, in source order.
  const byEnglish = new Map<string, string[]>();
  for (const [key, entry] of merged) {
    for (const sense of entry.senses) {
      for (const translation of sense.translations) {
        const list = byEnglish.get(englishKey(translation)) ?? [];
        if (!list.includes(key)) list.push(key);
        byEnglish.set(englishKey(translation), list);
      }
    }
  }
  const linkOf = (key: string): RawLink => merged.get(key)!.headword;
  /** Headwords translating the English words that `relations` of the first translation's sense name. */
  const throughWordNet = (translation: string, pos: PosCode, relations: RelationType[], self: string): RawLink[] => {
    const senses = english?.records.get(englishKey(translation))?.m ?? [];
    const sense = senses.find((s) => s.p === pos) ?? (pos === 'o' ? senses[0] : undefined);
    const targets = relations.flatMap((r) => sense?.r?.[r] ?? []).map(linkTarget);
    const out: RawLink[] = [];
    for (const target of targets) {
      for (const key of (target && byEnglish.get(target)) || []) {
        if (key !== self && out.length < maxRelated && !out.includes(linkOf(key))) out.push(linkOf(key));
      }
    }
    return out;
  };

  const records = new Map<string, RawEntry>();
  const listedAs = new Map<string, string>();
  const translationCounts = new Map<string, number>();
  for (const [key, entry] of merged) {
    const senses: RawSense[] = entry.senses.map((sense) => {
      const raw: RawSense = { p: sense.pos, d: sense.translations.join(', ') };
      const relations: Partial<Record<RelationType, RawLink[]>> = {};
      const synonyms: RawLink[] = [];
      for (const translation of sense.translations) {
        for (const other of byEnglish.get(englishKey(translation)) ?? []) {
          if (other !== key && synonyms.length < maxSynonyms && !synonyms.includes(linkOf(other))) synonyms.push(linkOf(other));
        }
      }
      if (synonyms.length > 0) relations.synonym = synonyms;
      const first = sense.translations[0];
      if (first !== undefined) {
        const hypernyms = throughWordNet(first, sense.pos, ['hypernym', 'instanceHypernym'], key);
        if (hypernyms.length > 0) relations.hypernym = hypernyms;
        const antonyms = throughWordNet(first, sense.pos, ['antonym'], key);
        if (antonyms.length > 0) relations.antonym = antonyms;
      }
      if (Object.keys(relations).length > 0) raw.r = relations;
      return raw;
    });
    // Meanings grouped by part of speech in order of first appearance, "other" last.
    const order = [...new Set(senses.map((s) => s.p))].sort((a, b) => Number(a === 'o') - Number(b === 'o'));
    const m = order.flatMap((p) => senses.filter((s) => s.p === p));
    records.set(key, { l: entry.headword, f: m.length + (entry.common ? commonBonus : 0), m });
    translationCounts.set(key, entry.senses.reduce((n, s) => n + s.translations.length, 0));
    if (language === 'ja') listedAs.set(key, entry.forms.find(isKana) ?? entry.headword);
  }
  // Other spellings and readings find the entries they belong to (unless they are entries themselves).
  for (const [key, entry] of merged) {
    for (const form of entry.forms) {
      const formKey = lemmaKey(form);
      if (formKey === '' || formKey === key || records.get(formKey)?.m) continue;
      const record = records.get(formKey) ?? { l: form, f: 0, b: [] };
      if (!record.b!.includes(entry.headword)) record.b!.push(entry.headword);
      records.set(formKey, record);
    }
  }
  const ranked = [...merged.keys()]
    .filter((key) => /^\p{L}/u.test(records.get(key)!.l))
    .sort((a, b) => records.get(b)!.f - records.get(a)!.f || (translationCounts.get(b) ?? 0) - (translationCounts.get(a) ?? 0) || compareCodeUnits(a, b));
  const data: LanguageData & { extraPos: Map<string, number> } = { language, records, ranked, extraPos: new Map() };
  if (listedAs.size > 0) data.listedAs = listedAs;
  return data;
}
