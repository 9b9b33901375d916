/**
 * Entry ids: the `{id}` of `/semantic-dictionary/what-is-{id}`.
 *
 * Scheme (readable, URL-safe, reversible, deterministic):
 *
 * 1. The lemma key: NFC, white space collapsed and trimmed, lower case. Entries are keyed by it, so
 *    "Polish" (the language) and "polish" (the paste) are one entry "polish" whose senses keep
 *    their own spelling — the way both sources index words (WordNet's index files and the
 *    MyThes indexes are lower case).
 * 2. The key is written character by character: letters, combining marks and digits of any
 *    script stay as they are (the browser percent-encodes them on the wire, people read them);
 *    a space becomes `_`; a hyphen stays unless another hyphen follows it or it ends the key;
 *    every other character (and such hyphens) becomes `~{hex code point}~`.
 *    So the written key never contains `--` and never ends with `-`.
 * 3. English ids are the written key alone; other languages append `--{language}`.
 *
 * Examples: `car`, `motor_vehicle`, `well-known`, `o~27~clock`, `haus--de`, `żółw--pl`,
 * `straße--de`, `год--ru`, `~24~--de` ("$").
 */
import { defaultDictionaryLanguage, isDictionaryLanguage, type DictionaryLanguage } from './languages';

/** The key an entry is stored and hashed under: NFC, collapsed white space, lower case. */
export function lemmaKey(lemma: string): string {
  return lemma.normalize('NFC').replace(/\s+/gu, ' ').trim().toLowerCase().normalize('NFC');
}

const keptCharacter = /^[\p{L}\p{M}\p{N}]$/u;
const languageSeparator = '--';

function encodeKey(key: string): string {
  const chars = Array.from(key);
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === ' ') out += '_';
    else if (c === '-' && i + 1 < chars.length && chars[i + 1] !== '-') out += '-';
    else if (c !== '-' && keptCharacter.test(c)) out += c;
    else out += `~${c.codePointAt(0)!.toString(16)}~`;
  }
  return out;
}

function decodeKey(encoded: string): string | null {
  let out = '';
  for (let i = 0; i < encoded.length; i++) {
    const c = encoded[i]!;
    if (c === '_') out += ' ';
    else if (c === '~') {
      const end = encoded.indexOf('~', i + 1);
      if (end < 0) return null;
      const hex = encoded.slice(i + 1, end);
      if (!/^[0-9a-f]{1,6}$/.test(hex)) return null;
      const code = parseInt(hex, 16);
      if (code > 0x10ffff) return null;
      out += String.fromCodePoint(code);
      i = end;
    } else out += c;
  }
  return out;
}

/**
 * The entry id of `lemma` in `language` (see the scheme above). The lemma is keyed first, so
 * "Motor Vehicle" and "motor vehicle" give the same id.
 */
export function toEntryId(lemma: string, language: DictionaryLanguage = defaultDictionaryLanguage): string {
  const encoded = encodeKey(lemmaKey(lemma));
  return language === defaultDictionaryLanguage ? encoded : `${encoded}${languageSeparator}${language}`;
}

export interface ParsedEntryId {
  /** The lemma key ({@link lemmaKey}) of the entry. */
  lemmaKey: string;
  language: DictionaryLanguage;
}

/**
 * Parses an entry id back to its lemma key and language, or null if it is not a valid id.
 * Accepts the percent-encoded form the browser puts in the URL and ids in any Unicode
 * normalisation or case; compare `toEntryId(result.lemmaKey, result.language)` with the input to
 * find non-canonical spellings worth redirecting.
 */
export function parseEntryId(id: string): ParsedEntryId | null {
  let text = id;
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return null;
    }
  }
  text = text.normalize('NFC');
  const separator = text.indexOf(languageSeparator);
  let language: DictionaryLanguage = defaultDictionaryLanguage;
  let encoded = text;
  if (separator >= 0) {
    const suffix = text.slice(separator + languageSeparator.length);
    if (!isDictionaryLanguage(suffix) || suffix === defaultDictionaryLanguage) return null;
    language = suffix;
    encoded = text.slice(0, separator);
  }
  const decoded = decodeKey(encoded.toLowerCase());
  if (decoded === null) return null;
  const key = lemmaKey(decoded);
  if (key === '') return null;
  return { lemmaKey: key, language };
}
