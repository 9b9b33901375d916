import { countText, measureBlock } from '../count-text';
import { splitIntoBlocks } from '../incremental-counter';
import { addReadabilityInputs, emptyReadabilityInputs, readabilityInputsOf } from './inputs';
import { readabilityLanguages } from './languages';
import { minimumReadabilityWords, readabilityFormulasFor, scoreReadability } from './readability';
import { countSyllables } from './syllables';

/** 31 words, 3 sentences, 46 syllables (syllable 5.0.1), 144 letters. */
const platypus =
  'The Australian platypus is seemingly a hybrid of a mammal and reptilian creature. It lays eggs, yet it feeds its young with milk. Scientists were puzzled when they first saw one.';

const texts: Record<string, string> = {
  de: 'Die Donaudampfschifffahrtsgesellschaft wurde im Jahr 1829 gegründet. Ihre Schiffe fuhren zwischen Wien und Budapest. Heute erinnern alte Fotografien und ein kleines Museum an die große Zeit der Dampfer auf dem Fluss.',
  ru: 'Съешь же ещё этих мягких французских булок, да выпей чаю.',
  el: 'Η Ελλάδα είναι μια χώρα της νότιας Ευρώπης. Η πρωτεύουσά της είναι η Αθήνα.',
  ja: '私はJavaScriptが好きです。東京に住んでいます、毎日コーヒーを飲みます。',
};

describe('readability inputs', () => {
  it('counts the English reference passage as the npm packages do', () => {
    const inputs = readabilityInputsOf(platypus, 'en');
    expect(inputs).toMatchObject({ words: 31, sentences: 3, syllables: 46, letters: 144 });
    // flesch 2.0.1, flesch-kincaid 2.0.1 and coleman-liau 2.0.1 on these counts.
    const [fre, fk, cli] = scoreReadability(inputs, 'en').scores;
    expect(fre?.score).toBeCloseTo(70.8112, 3);
    expect(fk?.score).toBeCloseTo(5.9497, 3);
    expect(cli?.score).toBeCloseTo(8.649, 3);
    expect(fre?.band).toBe('fairly-easy');
  });

  it('counts Cyrillic words, letters, syllables and long words by hand', () => {
    // съешь же ещё этих мягких французских булок да выпей чаю: 1+1+2+2+2+3+2+1+2+2 syllables;
    // only французских has more than six letters (мягких has six).
    expect(readabilityInputsOf(texts.ru as string, 'ru')).toMatchObject({ words: 10, sentences: 1, syllables: 18, letters: 46, monosyllables: 3, polysyllables: 1, longWords: 1 });
  });

  it('leaves numbers out', () => {
    const inputs = readabilityInputsOf('In 2024 we sold 1,500 cars for €3.5 each.', 'en');
    expect(inputs).toMatchObject({ words: 6, syllables: 6, sentences: 1 });
    expect(readabilityInputsOf('Write to jan.kowalski@example.pl or see https://example.com/a-b now.', 'en').words).toBe(5);
  });

  it('sums syllables of the words as countSyllables counts them', () => {
    const inputs = readabilityInputsOf(texts.de as string, 'de');
    const words = (texts.de as string).match(/\p{L}+/gu) ?? [];
    expect(inputs.words).toBe(words.length);
    expect(inputs.syllables).toBe(words.reduce((sum, word) => sum + countSyllables(word, 'de'), 0));
    expect(inputs.sentences).toBe(3);
  });

  it('counts Japanese character runs, tooten and kuten', () => {
    const inputs = readabilityInputsOf('私はJavaScriptが好きです。', 'ja');
    // 私 | は | JavaScript | が | 好 | きです | 。
    expect(inputs).toMatchObject({
      japaneseCharacters: 18,
      kanjiRuns: 2,
      kanjiCharacters: 2,
      hiraganaRuns: 3,
      hiraganaCharacters: 5,
      alphabetRuns: 1,
      alphabetCharacters: 10,
      katakanaRuns: 0,
      kuten: 1,
      tooten: 0,
      syllables: 0,
    });
    expect(readabilityInputsOf('コーヒーを飲みます、', 'ja')).toMatchObject({ katakanaRuns: 1, katakanaCharacters: 4, tooten: 1 });
  });

  it('adds up across blocks cut after line feeds', () => {
    for (const [language, text] of Object.entries({ ...texts, en: platypus })) {
      const long = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? `${text}\n\n` : `${text}\r\n`)).join('');
      const blocks = splitIntoBlocks(long, 256, 2);
      expect(blocks.length).toBeGreaterThan(3);
      const summed = blocks.map((block) => measureBlock(block, language).readability ?? emptyReadabilityInputs()).reduce(addReadabilityInputs);
      expect(summed).toEqual(readabilityInputsOf(long, language as 'en'));
    }
  });
});

describe('scoreReadability', () => {
  it('lists formulas for every language', () => {
    for (const language of readabilityLanguages) expect(readabilityFormulasFor(language).length).toBeGreaterThan(0);
    expect(readabilityFormulasFor('en')).toEqual(['flesch-reading-ease', 'flesch-kincaid-grade', 'coleman-liau']);
    expect(readabilityFormulasFor('cs')).toEqual(['lix', 'rix']);
  });

  it('gives no score below the minimum length', () => {
    const short = readabilityInputsOf(texts.el as string, 'el');
    expect(short.words).toBeLessThan(minimumReadabilityWords);
    expect(scoreReadability(short, 'el')).toMatchObject({ tooShort: true, scores: [] });
    const enough = { ...short, words: minimumReadabilityWords };
    expect(scoreReadability(enough, 'el').scores.map((score) => score.formula)).toEqual(['lix', 'rix']);
  });

  it('comes with the counter’s statistics for the text’s language', () => {
    const stats = countText(`${platypus}\n${platypus}`, 'en-GB');
    expect(stats.readability?.language).toBe('en');
    expect(stats.readability?.inputs.words).toBe(62);
    expect(stats.readability?.scores[0]?.score).toBeCloseTo(70.8112, 3);
    const german = countText(Array.from({ length: 3 }, () => texts.de).join('\n'), 'de');
    expect(german.readability?.scores.map((score) => score.formula)).toEqual(['amstad', 'wiener-sachtextformel']);
    const japanese = countText(Array.from({ length: 4 }, () => texts.ja).join('\n'), 'ja');
    expect(japanese.readability?.scores[0]?.formula).toBe('tateisi');
    expect(countText(platypus, 'ko').readability).toBeNull();
  });
});
