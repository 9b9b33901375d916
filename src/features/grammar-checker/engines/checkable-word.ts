/**
 * Which words of a text a spelling dictionary is asked about, for every spelling engine: the
 * Hunspell checker and harper.js's spell check apply the same policy.
 */

/** Whether the tokenizer's `word` is something a dictionary could know (not an address, code or acronym). */
export function isCheckableWord(word: string): boolean {
  if (/[\d@/\\&_+=#$%*<>|~^]/.test(word) || /^www\./i.test(word) || word.includes('://')) return false;
  // Abbreviations with inner full stops (e.g, z.B) are written as the dictionary cannot know.
  if (word.includes('.')) return false;
  const letters = word.replace(/[^\p{L}]/gu, '');
  // A single letter is a word in most languages (Serbian and Croatian "s", Polish "w", Czech
  // "k", list letters): out of context no dictionary can call it wrong, and many omit some.
  if ([...letters].length <= 1) return false;
  // ACRONYMS are mostly names the dictionary does not have (Word skips them by default too).
  if (letters.length > 1 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) return false;
  // And their plurals: CDs, PVs, URLs.
  if (/^\p{Lu}{2,}s$/u.test(letters)) return false;
  // And acronyms after an elided article or preposition: French l'UEFI, d'USB, jusqu'à l'ONU,
  // Italian dell'ONU, all'UE.
  if (/^\p{Ll}{1,7}['’ʼ]\p{Lu}{2,}s?$/u.test(word)) return false;
  return true;
}
