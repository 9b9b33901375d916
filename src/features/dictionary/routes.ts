import { alphabets, isDictionaryLanguage, otherLetter, type DictionaryLanguage } from './model/languages';

/**
 * The dictionary's URL segments (English form; the locale prefix is added by `localizePath`).
 * Entries: `/semantic-dictionary/what-is-{id}` with the model's entry id (`car`, `haus--de`).
 * Letters: `/semantic-dictionary/letter/{letter}` for English and `{letter}--{language}` for the
 * other languages, as entry ids do (`a`, `ł--pl`, the Czech digraph `ch--cs`); the bucket of words that start with no letter
 * is `other`. `_` is the client-rendered shell that serves every page not pre-rendered.
 */
export const dictionaryPath = '/semantic-dictionary';
export const shellSegment = '_';
const entryPrefix = 'what-is-';
const otherLetterSegment = 'other';

export function entryPath(id: string): string {
  return `${dictionaryPath}/${entryPrefix}${id}`;
}

export function entrySegment(id: string): string {
  return `${entryPrefix}${id}`;
}

/** The entry id of a `what-is-…` segment (percent-encoding undone), or null. */
export function parseEntrySegment(segment: string): string | null {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return decoded.startsWith(entryPrefix) && decoded.length > entryPrefix.length ? decoded.slice(entryPrefix.length) : null;
}

export function letterSegment(letter: string, language: DictionaryLanguage): string {
  const name = letter === otherLetter ? otherLetterSegment : letter;
  return language === 'en' ? name : `${name}--${language}`;
}

export function letterPath(letter: string, language: DictionaryLanguage): string {
  return `${dictionaryPath}/letter/${letterSegment(letter, language)}`;
}

export function parseLetterSegment(segment: string): { letter: string; language: DictionaryLanguage } | null {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const [name = '', language = 'en', ...rest] = decoded.split('--');
  if (rest.length > 0 || !isDictionaryLanguage(language) || !name) return null;
  const letter = name === otherLetterSegment ? otherLetter : name;
  return letter === otherLetter || alphabets[language].includes(letter) ? { letter, language } : null;
}
