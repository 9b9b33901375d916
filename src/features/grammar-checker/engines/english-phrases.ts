/**
 * English phrases inside a text of another language are not its misspellings. Technical and
 * marketing prose quotes them as they are: "Red Hat", "General Public License", "Mail Transfer
 * Agent", "snake oil", "Call to Action". Their words are English words the language's dictionary
 * lacks, and one alone may be a typo of a word of the language ("General" of Italian "generale",
 * "Hat" of "hai"), so the loanword test leaves it flagged; two or more of them side by side are
 * a phrase in English, as a reader takes them.
 *
 * So a misspelling is dropped when it stands in a run of two or more words, one space apart, that
 * are English words and not words of the language. One English word among words of the language
 * stays flagged ("No tengo diner" in Spanish), and so does a word that is not English ("Red Hta").
 * A text in English checked as another language is no text of that language with English in it:
 * where fewer than a fifth of its words are not English, no phrase is dropped (its English
 * paragraphs are, as below). (Words outside the
 * English list, per paragraph of the handbook: English, median 3 %, 95th percentile 12 %; its
 * translations into eleven Latin-script languages, 27 % at the least (French, whose small words
 * "a", "on", "pour" are English words too), but for the few paragraphs left in English.)
 *
 * A whole paragraph in English ({@link englishParagraphs}: an untranslated passage, a quoted
 * mail) is English throughout: none of its English words is a misspelling ("you", "it", "is"
 * too), what is no English word still is ("teh"), and the language's own rules leave it alone
 * (French spaces before its colons and « » around its quotations would be wrong there). So is a
 * paragraph checked alone, as checking while typing does after an edit, and a text wholly in
 * English checked as another language (the page offers to switch).
 */
import type { Suggestion } from '../model/types';

/** What may stand between two words of a phrase: spaces on one line. */
const PHRASE_GAP = /^[ \u00A0\u202F]+$/u;
/** The share of a text's words that must not be English for its English runs to be taken for phrases. */
const MIN_NOT_ENGLISH_SHARE = 0.2;

/** A word's place in the text: its first index and the index after it. */
export type WordSpan = readonly [start: number, end: number];

/** What tells the words of an English phrase. */
export interface PhraseWords {
  isEnglish(word: string): boolean;
  /** Whether the language's dictionary knows the word (then it is no word of a quoted phrase). */
  isLanguageWord(word: string): boolean;
}

/**
 * `findings` (misspellings at word starts among `words`, in text order) without those that are
 * words of an English phrase (see the module's comment), or English words in one of the English
 * paragraphs `englishLines` ({@link englishParagraphs}).
 */
export function withoutEnglishPhrases(
  findings: readonly Suggestion[],
  text: string,
  words: readonly WordSpan[],
  phraseWords: PhraseWords,
  englishLines: readonly ParagraphSpan[] = [],
): Suggestion[] {
  if (findings.length === 0) return [];
  const wordOf = (index: number) => {
    const [start, end] = words[index] as WordSpan;
    return text.slice(start, end);
  };
  const phraseWord = (index: number) => {
    const word = wordOf(index);
    return phraseWords.isEnglish(word) && !phraseWords.isLanguageWord(word);
  };
  const joined = (left: number) => PHRASE_GAP.test(text.slice((words[left] as WordSpan)[1], (words[left + 1] as WordSpan)[0]));
  let mostlyEnglish: boolean | undefined;
  const isMostlyEnglish = () => {
    if (mostlyEnglish === undefined) {
      let notEnglish = 0;
      for (let i = 0; i < words.length; i++) if (!phraseWords.isEnglish(wordOf(i))) notEnglish++;
      mostlyEnglish = notEnglish < words.length * MIN_NOT_ENGLISH_SHARE;
    }
    return mostlyEnglish;
  };
  const wordAt = new Map<number, number>();
  words.forEach(([start], index) => wordAt.set(start, index));
  const inPhrase = new Set<number>();
  for (const finding of findings) {
    const index = wordAt.get(finding.offset);
    if (index === undefined || inPhrase.has(index)) continue;
    if (englishLines.some(([start, end]) => start <= finding.offset && finding.offset < end) && phraseWords.isEnglish(finding.original)) {
      inPhrase.add(index);
      continue;
    }
    if (!phraseWord(index)) continue;
    const joinedBefore = index > 0 && joined(index - 1) && phraseWord(index - 1);
    const joinedAfter = index < words.length - 1 && joined(index) && phraseWord(index + 1);
    if (!joinedBefore && !joinedAfter) continue;
    if (isMostlyEnglish()) return [...findings];
    inPhrase.add(index);
    // The run's other misspellings are in it too.
    for (let i = index - 1; i >= 0 && joined(i) && phraseWord(i); i--) inPhrase.add(i);
    for (let i = index + 1; i < words.length && joined(i - 1) && phraseWord(i); i++) inPhrase.add(i);
  }
  return findings.filter((f) => !inPhrase.has(wordAt.get(f.offset) as number));
}

/** A paragraph's place in the text: its first index and the index after it. */
export type ParagraphSpan = readonly [start: number, end: number];

/** Fewest words of a paragraph told to be English (shorter ones are a title or a name). */
const MIN_ENGLISH_PARAGRAPH_WORDS = 4;

/**
 * The paragraphs (lines) of `text` that are written in English: more than half of their words are
 * English words the language's dictionary does not know. Words of both languages ("a", "on",
 * "pour") count for neither; the dictionary is asked only about the English words of a line that
 * has enough of them.
 */
export function englishParagraphs(text: string, phraseWords: PhraseWords): ParagraphSpan[] {
  const out: ParagraphSpan[] = [];
  // A long text asks about the same words again and again.
  const known = new Map<string, boolean>();
  const isLanguageWord = (word: string) => {
    let answer = known.get(word);
    if (answer === undefined) known.set(word, (answer = phraseWords.isLanguageWord(word)));
    return answer;
  };
  for (const line of text.matchAll(/[^\n\r\u2028\u2029]+/gu)) {
    const words = line[0].match(/\p{L}+/gu) ?? [];
    if (words.length < MIN_ENGLISH_PARAGRAPH_WORDS) continue;
    const english = words.filter((word) => phraseWords.isEnglish(word));
    if (english.length * 2 < words.length) continue;
    const englishOnly = english.filter((word) => !isLanguageWord(word)).length;
    if (englishOnly * 2 > words.length) out.push([line.index, line.index + line[0].length]);
  }
  return out;
}
