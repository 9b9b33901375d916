/**
 * The dictionary's languages and their alphabets. English comes from WordNet, 13 others from the
 * MyThes thesauri that LibreOffice ships, Dutch, Greek and Japanese from their FreeDict
 * dictionaries with English. Pure data, shared by the build and the browser.
 */

import type { Locale } from '@/i18n/locales';

/** Dictionary languages, English first (it is the default language of entry ids). */
export const dictionaryLanguages = ['en', 'bg', 'cs', 'de', 'el', 'es', 'fr', 'hu', 'it', 'ja', 'nl', 'pl', 'pt', 'ro', 'ru', 'sv', 'uk'] as const;

export type DictionaryLanguage = (typeof dictionaryLanguages)[number];

/**
 * The UI locale whose pages are a dictionary language's canonical pages: its own (English
 * unprefixed), so that the 17 UI views of "część--pl" name one page (/pl/…) to search engines.
 * Every dictionary language is also a UI locale; this stops compiling if one ever is not.
 */
export function dictionaryHomeLocale(language: DictionaryLanguage): Locale {
  return language;
}

/** The language whose entry ids carry no language suffix. */
export const defaultDictionaryLanguage: DictionaryLanguage = 'en';

export function isDictionaryLanguage(value: unknown): value is DictionaryLanguage {
  return typeof value === 'string' && (dictionaryLanguages as readonly string[]).includes(value);
}

/** The bucket of letter pages for words that start with no letter of the alphabet (digits, symbols, other scripts). */
export const otherLetter = '#';

const latin = 'abcdefghijklmnopqrstuvwxyz'.split('');
/** Latin a–z with extra letters inserted right after the letter they follow in the language's alphabet. */
function latinWith(extra: Record<string, string[]>): string[] {
  return latin.flatMap((letter) => [letter, ...(extra[letter] ?? [])]);
}

/**
 * Letters of each language's alphabet, in alphabetical order, as dictionaries of the language
 * list them: letters with diacritics that the language treats as separate letters are their own
 * (Polish ą ł ż, Spanish ñ, Czech č ř š ž and the digraph ch, Hungarian digraphs cs gy ly ny sz ty
 * zs dz dzs and ö ü, Romanian ă â î ș ț, Swedish å ä ö, Ukrainian ґ є і ї); diacritics that only
 * mark pronunciation fold into the base letter (German ä ö ü with a o u, French é with e, Czech
 * á ď with a d, Hungarian á ő with a ö). Russian ё is listed under е, as Russian dictionaries do.
 * Greek accents and final ς fold into the letter. Japanese is listed by the rows of the kana
 * table (gojūon: あ か さ た な は ま や ら わ), as Japanese dictionaries order words by reading.
 */
export const alphabets: Record<DictionaryLanguage, readonly string[]> = {
  en: latin,
  bg: 'абвгдежзийклмнопрстуфхцчшщъьюя'.split(''),
  cs: latinWith({ c: ['č'], h: ['ch'], r: ['ř'], s: ['š'], z: ['ž'] }),
  de: latin,
  el: 'αβγδεζηθικλμνξοπρστυφχψω'.split(''),
  es: latinWith({ n: ['ñ'] }),
  fr: latin,
  hu: latinWith({ c: ['cs'], d: ['dz', 'dzs'], g: ['gy'], l: ['ly'], n: ['ny'], o: ['ö'], s: ['sz'], t: ['ty'], u: ['ü'], z: ['zs'] }),
  it: latin,
  ja: ['あ', 'か', 'さ', 'た', 'な', 'は', 'ま', 'や', 'ら', 'わ'],
  nl: latin,
  pl: latinWith({ a: ['ą'], c: ['ć'], e: ['ę'], l: ['ł'], n: ['ń'], o: ['ó'], s: ['ś'], z: ['ź', 'ż'] }),
  pt: latin,
  ro: latinWith({ a: ['ă', 'â'], i: ['î'], s: ['ș'], t: ['ț'] }),
  ru: 'абвгдежзийклмнопрстуфхцчшщъыьэюя'.split(''),
  sv: [...latin, 'å', 'ä', 'ö'],
  uk: 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя'.split(''),
};

/** Characters folded to another letter of the alphabet before the diacritics are dropped. */
const letterFolds: Partial<Record<DictionaryLanguage, Record<string, string>>> = {
  hu: { ő: 'ö', ű: 'ü' },
  ro: { ş: 'ș', ţ: 'ț' },
  sv: { æ: 'ä', ø: 'ö' },
  ru: { ё: 'е' },
  bg: { ѝ: 'и' },
  el: { ς: 'σ' },
};

/** Hiragana of each gojūon row after small kana and voicing marks are folded (ゃ → や, が → か); ゔ is a u. */
const kanaRows: Record<string, string> = {
  あ: 'あいうえおゔ',
  か: 'かきくけこ',
  さ: 'さしすせそ',
  た: 'たちつてと',
  な: 'なにぬねの',
  は: 'はひふへほ',
  ま: 'まみむめも',
  や: 'やゆよ',
  ら: 'らりるれろ',
  わ: 'わゐゑをん',
};
const kanaRowOf = new Map(Object.entries(kanaRows).flatMap(([row, kana]) => Array.from(kana, (k) => [k, row] as const)));
const smallKana: Record<string, string> = { ぁ: 'あ', ぃ: 'い', ぅ: 'う', ぇ: 'え', ぉ: 'お', っ: 'つ', ゃ: 'や', ゅ: 'ゆ', ょ: 'よ', ゎ: 'わ', ゕ: 'か', ゖ: 'け' };

/** Katakana to hiragana (ア → あ): the two scripts spell the same syllables. */
export function toHiragana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

/** The gojūon row of a reading's first kana ("がっこう" → か, "ジャム" → さ), or null. */
function kanaRow(reading: string): string | null {
  const first = toHiragana(String.fromCodePoint(reading.normalize('NFKC').codePointAt(0) ?? 0x20));
  const plain = first.normalize('NFD').replace(/[\u3099\u309a]/g, '');
  return kanaRowOf.get(smallKana[plain] ?? plain) ?? null;
}

/** Letters that NFD cannot take apart but that have an obvious base letter. */
const baseLetters: Record<string, string> = { ß: 's', æ: 'a', œ: 'o', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 't', ı: 'i', ŀ: 'l' };

const longestFirst = new Map<DictionaryLanguage, readonly string[]>();
function lettersLongestFirst(language: DictionaryLanguage): readonly string[] {
  let letters = longestFirst.get(language);
  if (!letters) {
    letters = [...alphabets[language]].sort((a, b) => b.length - a.length);
    longestFirst.set(language, letters);
  }
  return letters;
}

/**
 * The letter of `language`'s alphabet that `lemma` is listed under on the letter pages, or
 * {@link otherLetter} when it starts with a digit, a symbol or a letter of another script.
 * Multi-letter letters match first (Hungarian "csak" → "cs", Czech "chata" → "ch"). Japanese
 * words are listed by their reading (pass the reading, not the kanji).
 */
export function letterOf(lemma: string, language: DictionaryLanguage): string {
  if (language === 'ja') return kanaRow(lemma) ?? otherLetter;
  const text = lemma.normalize('NFC').toLowerCase().trimStart();
  for (const letter of lettersLongestFirst(language)) if (text.startsWith(letter)) return letter;
  const first = String.fromCodePoint(text.codePointAt(0) ?? 0x20);
  const folded = letterFolds[language]?.[first] ?? baseLetters[first] ?? first.normalize('NFD').replace(/\p{M}/gu, '');
  const alphabet = alphabets[language];
  if (alphabet.includes(folded)) return folded;
  // A folded letter can itself be a letter of the alphabet (Romanian ş → ș keeps its mark).
  const nfc = folded.normalize('NFC');
  return alphabet.includes(nfc) ? nfc : otherLetter;
}

/** BCP 47 tag used for collation of each language's letter pages. */
export const collationLocales: Record<DictionaryLanguage, string> = {
  en: 'en',
  bg: 'bg',
  cs: 'cs',
  de: 'de',
  el: 'el',
  es: 'es',
  fr: 'fr',
  hu: 'hu',
  it: 'it',
  ja: 'ja',
  nl: 'nl',
  pl: 'pl',
  pt: 'pt-PT',
  ro: 'ro',
  ru: 'ru',
  sv: 'sv',
  uk: 'uk',
};
