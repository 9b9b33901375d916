/**
 * The counts readability formulas are computed from, gathered per block in the counter's single
 * pass over words and sentences. Every field is a plain count, so the inputs of blocks cut after
 * line feeds add up to those of the whole text (words and sentences never cross a line break,
 * and neither do Japanese character runs).
 */

import { visitWordsAndSentences } from '@/lib/text/tokenize';
import { addJapaneseRuns, emptyJapaneseRunCounts, type JapaneseRunCounts } from './japanese-runs';
import type { ReadabilityLanguage } from './languages';
import { computeSyllables } from './syllables';

export interface ReadabilityInputs extends JapaneseRunCounts {
  /**
   * Words with a letter. Numbers (`2024`, `3.5`, `50%`) are left out: they have no written
   * syllables or letters, and counting them as words would make a text with figures look easier.
   * So are web and e-mail addresses, which are not prose.
   */
  words: number;
  /** Sentences holding at least one such word. */
  sentences: number;
  /** Syllables of those words (0 for Japanese, measured by character runs instead). */
  syllables: number;
  /** Letters of those words (Unicode letters: no digits, hyphens, apostrophes or marks). */
  letters: number;
  /** Words of one syllable (Wiener Sachtextformel). */
  monosyllables: number;
  /** Words of three or more syllables (Wiener Sachtextformel, Gunning). */
  polysyllables: number;
  /** Words of four or more syllables (the hard words of FOG-PL). */
  wordsOfFourOrMoreSyllables: number;
  /** Words of more than six letters (LIX, RIX, Wiener Sachtextformel). */
  longWords: number;
}

/** Inputs of an empty text. */
export function emptyReadabilityInputs(): ReadabilityInputs {
  return {
    words: 0,
    sentences: 0,
    syllables: 0,
    letters: 0,
    monosyllables: 0,
    polysyllables: 0,
    wordsOfFourOrMoreSyllables: 0,
    longWords: 0,
    ...emptyJapaneseRunCounts(),
  };
}

const inputKeys = Object.keys(emptyReadabilityInputs()) as ReadonlyArray<keyof ReadabilityInputs>;

/** The inputs of two pieces of text together (field by field sums); neither argument changes. */
export function addReadabilityInputs(a: ReadabilityInputs, b: ReadabilityInputs): ReadabilityInputs {
  const sum = emptyReadabilityInputs();
  for (const key of inputKeys) sum[key] = a[key] + b[key];
  return sum;
}

/** Adds `b` (`times` over; -1 takes it away) into `total` in place (the counters' running sums). */
export function accumulateReadabilityInputs(total: ReadabilityInputs, b: ReadabilityInputs, times = 1): void {
  for (const key of inputKeys) total[key] += b[key] * times;
}

// ---------------------------------------------------------------------------------------------
// Per-word measures, memoised

const LETTER = /\p{L}/u;
/** Web and e-mail addresses, one word each for the tokenizer, are no prose to score. */
const ADDRESS = /:\/\/|@|^www\./;

function countLetters(word: string): number {
  let letters = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 0x80) {
      if ((code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a)) letters++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      // low surrogate: its pair was tested whole at the high surrogate
    } else if (code >= 0xd800 && code <= 0xdbff) {
      if (LETTER.test(word.slice(i, i + 2))) letters++;
    } else if (LETTER.test(word.charAt(i))) {
      letters++;
    }
  }
  return letters;
}

/** Letters are kept in the low 20 bits of a memo entry, syllables above them. */
const LETTER_BITS = 2 ** 20;
const MEMO_LIMIT = 200_000;
const memos = new Map<ReadabilityLanguage, Map<string, number>>();

/** Syllables × 2^20 + letters of a word, computed once per distinct word and language. */
function measureWord(word: string, language: ReadabilityLanguage): number {
  let memo = memos.get(language);
  if (!memo) {
    memo = new Map();
    memos.set(language, memo);
  }
  let packed = memo.get(word);
  if (packed === undefined) {
    if (ADDRESS.test(word)) {
      packed = 0; // no letters: left out like a number
    } else {
      const syllables = language === 'ja' ? 0 : computeSyllables(word, language);
      packed = syllables * LETTER_BITS + Math.min(countLetters(word), LETTER_BITS - 1);
    }
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(word, packed);
  }
  return packed;
}

// ---------------------------------------------------------------------------------------------

/** Gathers the inputs of one piece of text as the tokenizer walks it. */
export interface ReadabilityCollector {
  /** One word (not a number) of sentence `sentence`, as written or lower-cased. */
  addWord(word: string, sentence: number): void;
  /** The inputs of `text`, the piece whose words were added. */
  finish(text: string): ReadabilityInputs;
}

export function createReadabilityCollector(language: ReadabilityLanguage): ReadabilityCollector {
  const inputs = emptyReadabilityInputs();
  let lastSentence = -1;
  return {
    addWord(word, sentence) {
      const packed = measureWord(word, language);
      const letters = packed % LETTER_BITS;
      if (letters === 0) return; // no letter: not a word for readability (a stray mark)
      const syllables = (packed - letters) / LETTER_BITS;
      inputs.words++;
      inputs.letters += letters;
      inputs.syllables += syllables;
      if (syllables === 1) inputs.monosyllables++;
      if (syllables >= 3) inputs.polysyllables++;
      if (syllables >= 4) inputs.wordsOfFourOrMoreSyllables++;
      if (letters > 6) inputs.longWords++;
      if (sentence !== lastSentence) {
        inputs.sentences++;
        lastSentence = sentence;
      }
    },
    finish(text) {
      if (language === 'ja') addJapaneseRuns(text, inputs);
      return inputs;
    },
  };
}

/**
 * The readability inputs of a whole text in `language`, words and sentences as the shared
 * tokenizer finds them (the text counter gathers the same inputs block by block instead).
 */
export function readabilityInputsOf(text: string, language: ReadabilityLanguage): ReadabilityInputs {
  const collector = createReadabilityCollector(language);
  visitWordsAndSentences(text, language, (start, end, kind, sentence) => {
    if (kind === 'word') collector.addWord(text.slice(start, end), sentence);
  });
  return collector.finish(text);
}
