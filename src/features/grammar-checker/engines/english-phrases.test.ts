import { englishParagraphs, withoutEnglishPhrases, type WordSpan } from './english-phrases';
import type { Suggestion } from '../model/types';

/** The words of `text` (letters) and a misspelling at each word of `misspelt`. */
function setUp(text: string, misspelt: readonly string[]) {
  const words: WordSpan[] = [...text.matchAll(/\p{L}+/gu)].map((m) => [m.index, m.index + m[0].length]);
  const findings = words
    .filter(([start, end]) => misspelt.includes(text.slice(start, end)))
    .map(([start, end]) => ({ offset: start, length: end - start, original: text.slice(start, end) }) as Suggestion);
  return { words, findings };
}

// A small English list and an Italian one, as the checker's English frequency list and dictionary answer.
const english = new Set(['red', 'hat', 'general', 'public', 'license', 'snake', 'oil', 'of', 'the', 'and', 'was', 'weather', 'lovely', 'a', 'e', 'la', 'usa']);
const italian = new Set(['il', 'sistema', 'usa', 'e', 'la', 'licenza', 'olio', 'lo', 'dei', 'venditori', 'di', 'serpente', 'a']);
const phraseWords = { isEnglish: (w: string) => english.has(w.toLowerCase()), isLanguageWord: (w: string) => italian.has(w.toLowerCase()) };
const kept = (text: string, misspelt: readonly string[]) => {
  const { words, findings } = setUp(text, misspelt);
  return withoutEnglishPhrases(findings, text, words, phraseWords).map((f) => f.original);
};

describe('withoutEnglishPhrases', () => {
  it('drops the misspellings of a run of two or more English words the language lacks', () => {
    expect(kept('Il sistema usa Red Hat e la licenza General Public License.', ['Red', 'Hat', 'General'])).toEqual([]);
    // One misspelt word is enough when its neighbour is English and no word of the language (Public, License pass as loanwords).
    expect(kept('Il sistema usa la General Public License di sempre.', ['General'])).toEqual([]);
    expect(kept('lo snake oil dei venditori', ['oil'])).toEqual([]);
  });

  it('keeps an English word alone, one next to a word of the language, and runs cut by marks or lines', () => {
    expect(kept('Il sistema usa Hat di serpente.', ['Hat'])).toEqual(['Hat']);
    // "e" and "la" are English and Italian: Italian words end the run.
    expect(kept('Red e Hat, General\nPublic', ['Red', 'Hat', 'General', 'Public'])).toEqual(['Red', 'Hat', 'General', 'Public']);
    // Hta is no English word.
    expect(kept('Il sistema usa Red Hta e la licenza.', ['Red', 'Hta'])).toEqual(['Red', 'Hta']);
  });

  it('drops nothing in a text that is mostly English', () => {
    expect(kept('The weather was lovely and the oil was red.', ['The', 'weather', 'was', 'lovely', 'and', 'the', 'oil', 'was', 'red'])).toHaveLength(9);
  });

  it('drops the English words of an English paragraph, also those no phrase holds, but not its other words', () => {
    const text = 'Il sistema usa la licenza di serpente dei venditori.\nThe oil was red and the hat was a snake.';
    const { words, findings } = setUp(text, ['The', 'was', 'the', 'Hta', 'oil']);
    const line: [number, number] = [text.indexOf('The'), text.length];
    expect(withoutEnglishPhrases(findings, text, words, phraseWords, [line]).map((f) => f.original)).toEqual([]);
    const typo = 'Il sistema usa la licenza di serpente dei venditori.\nThe oil was red and the Hta was a snake.';
    const withTypo = setUp(typo, ['The', 'Hta']);
    expect(withoutEnglishPhrases(withTypo.findings, typo, withTypo.words, phraseWords, [[typo.indexOf('The'), typo.length]]).map((f) => f.original)).toEqual(['Hta']);
  });

  it('returns the findings as they are without any', () => {
    expect(kept('Il sistema usa la licenza.', [])).toEqual([]);
  });
});

describe('englishParagraphs', () => {
  const french = new Set(['le', 'la', 'de', 'est', 'un', 'texte', 'en', 'français', 'a', 'on', 'pour', 'mais', 'il', 'dit']);
  const englishWords = new Set(['i', 'hope', 'this', 'guide', 'helps', 'you', 'a', 'on', 'pour', 'the', 'is', 'it', 'said', 'le']);
  const words = { isEnglish: (w: string) => englishWords.has(w.toLowerCase()), isLanguageWord: (w: string) => french.has(w.toLowerCase()) };

  it('finds the lines written in English, by the words the language does not share', () => {
    const text = 'Le texte est en français.\nI hope this guide helps you.\nIl dit: "I hope".\nOn a pour le texte.';
    const found = englishParagraphs(text, words).map(([start, end]) => text.slice(start, end));
    // Words of both languages ("on", "a", "pour", "le") make no line English; a short quotation neither.
    expect(found).toEqual(['I hope this guide helps you.']);
  });
});
