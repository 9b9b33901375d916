/** Whether a letter (or a word's first letter) is a capital: it changes when lower-cased. */
export const isCapital = (text: string) => text.charAt(0) !== text.charAt(0).toLowerCase();

/** `word` with its first UTF-16 unit upper-cased (the dictionaries' letters are all in the BMP). */
export const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `replacement` with its first letter upper-cased when `original` starts with a capital (a fix at a sentence start keeps the capital). */
export const keepCase = (original: string, replacement: string) => (isCapital(original) ? upperFirst(replacement) : replacement);
