import arabic from '../../../../data/stopwords/arabic.json';
import czech from '../../../../data/stopwords/czech.json';
import danish from '../../../../data/stopwords/danish.json';
import dutch from '../../../../data/stopwords/dutch.json';
import english from '../../../../data/stopwords/english.json';
import french from '../../../../data/stopwords/french.json';
import galician from '../../../../data/stopwords/galician.json';
import german from '../../../../data/stopwords/german.json';
import italian from '../../../../data/stopwords/italian.json';
import korean from '../../../../data/stopwords/korean.json';
import persian from '../../../../data/stopwords/persian.json';
import polish from '../../../../data/stopwords/polish.json';
import portuguese from '../../../../data/stopwords/portuguese.json';
import romanian from '../../../../data/stopwords/romanian.json';
import russian from '../../../../data/stopwords/russian.json';
import spanish from '../../../../data/stopwords/spanish.json';
import swedish from '../../../../data/stopwords/swedish.json';
import turkish from '../../../../data/stopwords/turkish.json';
import vietnamese from '../../../../data/stopwords/vietnamese.json';
import { keywordLanguageTags, type KeywordLanguage } from './languages';

/**
 * The lists are a snapshot built from npm packages (see data/stopwords/README.md), kept in
 * the repository so that the browser bundle carries only these 19 languages and a package
 * update cannot change results unnoticed (stop-words.test.ts compares both).
 */
const stopWordLists: Readonly<Record<KeywordLanguage, readonly string[]>> = {
  arabic,
  czech,
  danish,
  dutch,
  english,
  french,
  galician,
  german,
  italian,
  korean,
  persian,
  polish,
  portuguese,
  romanian,
  russian,
  spanish,
  swedish,
  turkish,
  vietnamese,
};

/** Longest stop-word entry (in words) that can decide whether a 1- to 3-word phrase is kept. */
export const maxStopWordParts = 3;

/** Apostrophe look-alikes that people and word processors type in place of `'`. */
const apostrophes = /[\u2018\u2019\u02BC\uFF07]/g;

/** Arabic harakat, superscript alef and tatweel: optional in writing, absent from most lists. */
const arabicMarks = /[\u0640\u064B-\u065F\u0670]/g;

/** Alef carrying or following a hamza or madda, which writers often reduce to a bare alef. */
const arabicAlefs = /[\u0622\u0623\u0625]/g;

/**
 * Folds apostrophe look-alikes (’ ‘ ʼ ＇) to `'` and composes the text (NFC), so that
 * "don’t" and "don't", or a decomposed "ế" and a precomposed one, are the same word.
 */
export function normalizeWordForm(word: string): string {
  return word.normalize('NFC').replace(apostrophes, "'");
}

/**
 * The form under which a word is looked up in a stop-word list: {@link normalizeWordForm},
 * then lower case by the language's rules (Turkish 'I' → 'ı'); in Arabic and Persian also
 * without harakat/tatweel and with أ إ آ as ا; in Persian with Arabic ي ك as Persian ی ک,
 * because Persian text typed on Arabic keyboards uses them.
 */
export function toStopWordKey(word: string, locale: string): string {
  let key = normalizeWordForm(word).toLocaleLowerCase(locale);
  if (locale === 'ar' || locale === 'fa') key = key.replace(arabicMarks, '').replace(arabicAlefs, '\u0627');
  if (locale === 'fa') key = key.replace(/\u064A/g, '\u06CC').replace(/\u0643/g, '\u06A9');
  return key;
}

/**
 * A language's stop words ready for matching. `single` holds one-word entries; `multi`
 * holds entries of 2 or 3 words (frequent in Vietnamese, e.g. "có thể") by their first word.
 */
export interface StopWordMatcher {
  readonly single: ReadonlySet<string>;
  readonly multi: ReadonlyMap<string, readonly (readonly string[])[]>;
}

const matchers = new Map<KeywordLanguage, StopWordMatcher>();

/** The stop-word list of `language` as stored (lower case, one entry per string, sorted). */
export function getStopWords(language: KeywordLanguage): readonly string[] {
  return stopWordLists[language];
}

/** The {@link StopWordMatcher} of `language`, built on first use and then cached. */
export function getStopWordMatcher(language: KeywordLanguage): StopWordMatcher {
  const cached = matchers.get(language);
  if (cached) return cached;
  const locale = keywordLanguageTags[language];
  const single = new Set<string>();
  const multi = new Map<string, string[][]>();
  for (const entry of stopWordLists[language]) {
    const parts = entry.split(/\s+/).filter(Boolean).map((part) => toStopWordKey(part, locale));
    const [first] = parts;
    if (first === undefined) continue;
    if (parts.length === 1) single.add(first);
    else if (parts.length <= maxStopWordParts) {
      const list = multi.get(first);
      if (list) list.push(parts);
      else multi.set(first, [parts]);
    }
    // Longer entries cannot be the start or the end of a phrase of at most three words.
  }
  const matcher: StopWordMatcher = { single, multi };
  matchers.set(language, matcher);
  return matcher;
}

/** Whether `word` (a single word, any case, any apostrophe) is a stop word of `language`. */
export function isStopWord(word: string, language: KeywordLanguage): boolean {
  return getStopWordMatcher(language).single.has(toStopWordKey(word, keywordLanguageTags[language]));
}
