/**
 * All the statistics of the Text Counter, in one linear pass over the text per measure.
 */

import { forEachLine } from '@/lib/text/chunks';
import { visitWordsAndSentences } from '@/lib/text/tokenize';
import { countGraphemes } from './graphemes';
import { estimateReadingSeconds, estimateSpeakingSeconds, ratesFor } from './rates';
import { createHighlightCollector, type Highlight } from './highlights';
import { topKeywords, type TopKeyword } from './top-keywords';
import { createReadabilityCollector, type ReadabilityInputs } from './readability/inputs';
import { readabilityLanguageOf } from './readability/languages';
import { scoreReadability, type ReadabilityReport } from './readability/readability';

export interface LongestSentence {
  /** Words in the sentence. */
  words: number;
  /** UTF-16 offset of its first character that is not white space. */
  start: number;
  /** UTF-16 offset just past its last character that is not white space. */
  end: number;
}

export interface TextStats {
  /** User-perceived characters (grapheme clusters): an emoji, a flag, `e` + accent, CR LF are one each. */
  characters: number;
  /** Characters that are not white space (spaces, tabs, line breaks, NBSP, U+2028, U+3000, zero-width space…). */
  charactersNoSpaces: number;
  /** Words, as defined by the shared tokenizer (`@/lib/text/tokenize`). */
  words: number;
  /** Sentences holding at least one word (tokenizer definition: segmenter boundaries and line breaks). */
  sentences: number;
  /** Lines holding at least one character that is not white space (each Enter starts one, as in Word). */
  paragraphs: number;
  /** Distinct words, ignoring case (lower-cased for the locale, so Turkish İ/ı are handled). */
  uniqueWords: number;
  /** `words / sentences`, 0 for a text without sentences. Not rounded. */
  averageWordsPerSentence: number;
  /** The sentence with the most words (the first of equals), or `null` without sentences. */
  longestSentence: LongestSentence | null;
  /** Silent reading time in seconds, not rounded (rates in rates.ts). */
  readingTimeSeconds: number;
  /** Speaking time in seconds, not rounded (rates in rates.ts). */
  speakingTimeSeconds: number;
  /** Lines of the text as an editor shows them without wrapping, blank ones included. */
  lines: number;
  /** The longest word (the first of equals), as written; empty without words. */
  longestWord: string;
  /** UTF-16 units in words divided by words; 0 without words. Not rounded. */
  averageCharactersPerWord: number;
  /** The most frequent words that are not function words (see top-keywords.ts). */
  topKeywords: TopKeyword[];
  /**
   * Readability for the locale's language (readability/README.md): its inputs and, from 30
   * words on, the scores of that language's formulas. `null` for a language no formula covers.
   */
  readability: ReadabilityReport | null;
}

/** Whether the code unit is a Han or kana character, timed per character rather than per word. */
function isHanOrKana(code: number): boolean {
  return (
    (code >= 0x3040 && code <= 0x30ff) || // Hiragana, Katakana
    (code >= 0x31f0 && code <= 0x31ff) || // Katakana phonetic extensions
    (code >= 0x3400 && code <= 0x4dbf) || // CJK Extension A
    (code >= 0x4e00 && code <= 0x9fff) || // CJK Unified Ideographs
    (code >= 0xf900 && code <= 0xfaff) || // CJK Compatibility Ideographs
    (code >= 0xff66 && code <= 0xff9f) || // Half-width katakana
    (code >= 0xd840 && code <= 0xd87f) || // High surrogates of CJK Extensions B–H
    code === 0x3005 // 々
  );
}

/** A character that is not white space (white space as in graphemes.ts). */
const VISIBLE = /[^\p{White_Space}\u200B\uFEFF]/u;

/** Whether `text[start, end)` holds a character that is not white space. */
function hasVisibleCharacter(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x20 || (code >= 0x09 && code <= 0x0d)) continue;
    if (code < 0x80 || VISIBLE.test(text.charAt(i))) return true;
  }
  return false;
}

/**
 * Paragraphs of `text`: lines holding at least one character that is not white space. Every line
 * break (Enter) ends a paragraph, as Microsoft Word and Google Docs count them; blank lines are
 * not paragraphs. Line breaks are those of the tokenizer (LF, CR LF, CR, VT, FF, NEL, U+2028, U+2029).
 */
function countParagraphs(text: string): number {
  let paragraphs = 0;
  forEachLine(text, (start, end) => {
    if (hasVisibleCharacter(text, start, end)) paragraphs++;
  });
  return paragraphs;
}

/** Lower-cases words for counting distinct ones: only Turkish, Azeri and Lithuanian need the locale. */
function lowerCaser(locale: string): (word: string) => string {
  if (!/^(?:tr|az|lt)(?:-|_|$)/i.test(locale)) return (word) => word.toLowerCase();
  return (word) => word.toLocaleLowerCase(locale);
}

/**
 * The additive measures of a piece of text: counts of two pieces split at a line break add up
 * to the counts of the whole (words, sentences and paragraphs never cross a line break, and a
 * CR LF stays in one piece when pieces end after a line feed). The incremental counter keeps
 * one per block of lines and adds them up.
 */
export interface BlockMeasure {
  characters: number;
  spaces: number;
  words: number;
  sentences: number;
  paragraphs: number;
  /** Words timed per word (scripts written with spaces). */
  timedWords: number;
  /** Han and kana characters, timed per character. */
  timedCharacters: number;
  /** Offsets relative to the block. */
  longestSentence: LongestSentence | null;
  /** The longest word of the block (the first of equals). */
  longestWord: string;
  /** UTF-16 units inside words. */
  wordCharacters: number;
  /** Line feeds in the block. */
  lineFeeds: number;
  /** The block's words, lower-cased for the locale, with their occurrences. */
  wordCounts: Map<string, number>;
  /**
   * Long sentences, passive voice and adverbs (highlights.ts), offsets relative to the block:
   * found in the same walk, so that switching highlights on costs no second tokenization.
   */
  highlights: Highlight[];
  /** Readability inputs, or `null` when no formula covers the locale's language. */
  readability: ReadabilityInputs | null;
}

export interface CountOptions {
  /** Gather readability inputs and scores (default true); false skips the syllable work. */
  readability?: boolean;
}

/** Measures one block of text (or a whole text) in one pass per measure. */
export function measureBlock(text: string, locale: string, options: CountOptions = {}): BlockMeasure {
  const { characters, spaces } = countGraphemes(text, locale);
  const lower = lowerCaser(locale);
  const wordCounts = new Map<string, number>();
  const language = options.readability === false ? null : readabilityLanguageOf(locale);
  const readability = language ? createReadabilityCollector(language) : null;
  let words = 0;
  let wordCharacters = 0;
  let longestWord = '';
  let timedWords = 0;
  let timedCharacters = 0;
  let longestSentence: LongestSentence | null = null;
  const highlights = createHighlightCollector(text, locale);
  const sentences = visitWordsAndSentences(
    text,
    locale,
    (start, end, kind, sentence) => {
      words++;
      highlights.onWord(start, end, kind);
      const word = text.slice(start, end);
      const key = lower(word);
      wordCounts.set(key, (wordCounts.get(key) ?? 0) + 1);
      wordCharacters += end - start;
      if (word.length > longestWord.length) longestWord = word;
      // Numbers have no syllables or letters to measure (readability/inputs.ts).
      if (readability && kind === 'word') readability.addWord(key, sentence);
      if (isHanOrKana(text.charCodeAt(start))) {
        // Tokens of these scripts hold only their own characters; count code points.
        for (let i = start; i < end; i++) {
          const code = text.charCodeAt(i);
          if (code < 0xdc00 || code > 0xdfff) timedCharacters++;
        }
      } else {
        timedWords++;
      }
    },
    (span) => {
      highlights.onSentence(span);
      if (longestSentence === null || span.words > longestSentence.words) {
        longestSentence = { words: span.words, start: span.start, end: span.end };
      }
    },
  );
  return {
    characters,
    spaces,
    words,
    sentences,
    paragraphs: countParagraphs(text),
    timedWords,
    timedCharacters,
    longestSentence,
    longestWord,
    wordCharacters,
    lineFeeds: countLineFeeds(text),
    wordCounts,
    highlights: highlights.highlights,
    readability: readability ? readability.finish(text) : null,
  };
}

function countLineFeeds(text: string): number {
  let feeds = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) feeds++;
  return feeds;
}

/** What the whole text adds to its blocks' sums. */
export interface TextTotals extends Omit<BlockMeasure, 'wordCounts' | 'highlights'> {
  /** Whether the text ends with a line feed (which starts no new line of its own in the count). */
  endsWithLineFeed: boolean;
}

/**
 * The totals that are sums over pieces cut after line feeds: a piece's change changes them by the
 * difference of its measures (edited-text.ts). The longest word and sentence are no such sums.
 */
export type AdditiveTotals = Omit<TextTotals, 'longestSentence' | 'longestWord'>;

/** The plain counts among the additive totals (readability inputs are summed by their own module). */
export const SUMMED_COUNTS = ['characters', 'spaces', 'words', 'sentences', 'paragraphs', 'timedWords', 'timedCharacters', 'wordCharacters', 'lineFeeds'] as const;
export type SummedCounts = Record<(typeof SUMMED_COUNTS)[number], number>;

export const emptyCounts = (): SummedCounts => ({ characters: 0, spaces: 0, words: 0, sentences: 0, paragraphs: 0, timedWords: 0, timedCharacters: 0, wordCharacters: 0, lineFeeds: 0 });

/** Adds the counts of `measure` (`times` over; -1 takes them away) into `total` in place. */
export function accumulateCounts(total: SummedCounts, measure: SummedCounts, times = 1): void {
  for (const key of SUMMED_COUNTS) total[key] += measure[key] * times;
}

/** The statistics that follow from the additive totals alone. */
export type AdditiveStats = Pick<
  TextStats,
  'characters' | 'charactersNoSpaces' | 'words' | 'sentences' | 'paragraphs' | 'averageWordsPerSentence' | 'readingTimeSeconds' | 'speakingTimeSeconds' | 'lines' | 'averageCharactersPerWord' | 'readability'
>;

export function additiveStats(totals: AdditiveTotals, locale: string): AdditiveStats {
  const rates = ratesFor(locale);
  const timed = { words: totals.timedWords, characters: totals.timedCharacters };
  const language = readabilityLanguageOf(locale);
  return {
    characters: totals.characters,
    charactersNoSpaces: totals.characters - totals.spaces,
    words: totals.words,
    sentences: totals.sentences,
    paragraphs: totals.paragraphs,
    averageWordsPerSentence: totals.sentences === 0 ? 0 : totals.words / totals.sentences,
    readingTimeSeconds: estimateReadingSeconds(timed, rates),
    speakingTimeSeconds: estimateSpeakingSeconds(timed, rates),
    lines: totals.characters === 0 ? 0 : totals.lineFeeds + (totals.endsWithLineFeed ? 0 : 1),
    averageCharactersPerWord: totals.words === 0 ? 0 : totals.wordCharacters / totals.words,
    readability: language && totals.readability ? scoreReadability(totals.readability, language) : null,
  };
}

/** The statistics of a text from the sums of its blocks' measures and its words' occurrences. */
export function statsFromTotals(totals: TextTotals, wordCounts: ReadonlyMap<string, number>, locale: string): TextStats {
  return {
    ...additiveStats(totals, locale),
    uniqueWords: wordCounts.size,
    longestSentence: totals.longestSentence,
    longestWord: totals.longestWord,
    topKeywords: topKeywords(wordCounts, locale),
  };
}

/**
 * Counts everything the Text Counter shows for `text` written in `locale` (a BCP 47 tag; it
 * picks word dictionaries, sentence rules, lower-casing, reading rates and readability formulas). Linear in the length
 * of the text in every engine.
 */
export function countText(text: string, locale: string, options: CountOptions = {}): TextStats {
  const measure = measureBlock(text, locale, options);
  return statsFromTotals({ ...measure, endsWithLineFeed: text.endsWith('\n') }, measure.wordCounts, locale);
}
