/** Whether a letter (or a word's first letter) is a capital: it changes when lower-cased. */
export const isCapital = (text: string) => text.charAt(0) !== text.charAt(0).toLowerCase();

/** `word` with its first UTF-16 unit upper-cased (the dictionaries' letters are all in the BMP). */
export const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `word` with its first letter upper-cased as a sentence or a name starts, by the rules of
 * `language`: Turkish and Azerbaijani dotted i → İ, and Greek keeps the accent of a capital that
 * starts a word (Όπως, Άδεια): the Greek upper-casing of `toLocaleUpperCase('el')` drops it, which
 * is right only for a word written in capitals throughout (ΟΠΩΣ).
 */
export function upperFirstIn(word: string, language: string): string {
  const first = String.fromCodePoint(word.codePointAt(0) ?? 0);
  const upper = /^el(?:-|$)/i.test(language) ? first.toUpperCase() : first.toLocaleUpperCase(language);
  return upper + word.slice(first.length);
}

/** `word` with its first UTF-16 unit lower-cased (a word at a sentence start as a dictionary lists it). */
export const lowerFirst = (word: string) => word.charAt(0).toLowerCase() + word.slice(1);

/** Whether `text` is written in capitals throughout: two capitals or more, no lower-case letter ("NICI UN", "DAS"; not "A", "Das", nor kana, which has no case). */
export const isAllCapitals = (text: string) => (text.match(/\p{Lu}/gu)?.length ?? 0) >= 2 && !/\p{Ll}/u.test(text);

/**
 * `replacement` in the case of `original`: all in capitals when `original` is (a heading, a
 * licence's "NO WARRANTY OF ANY KIND"), else with its first letter upper-cased when `original`
 * starts with a capital (a fix at a sentence start keeps the capital).
 */
export const keepCase = (original: string, replacement: string) =>
  isAllCapitals(original) ? replacement.toUpperCase() : isCapital(original) ? upperFirst(replacement) : replacement;
