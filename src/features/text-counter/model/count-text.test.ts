import { countWords, tokenize, visitWordsAndSentences } from '@/lib/text/tokenize';
import { countText } from './count-text';
import { defaultRates, estimateReadingSeconds, ratesFor } from './rates';
import { emptyReadabilityInputs } from './readability';

const segmentCount = (text: string): number => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length;

describe('countText', () => {
  const english =
    'How to Write Well\n' +
    'Good writing is clear. It uses well-known words, short sentences and don’t-miss examples!\n' +
    '\n' +
    'Write to jan.kowalski@example.pl for 1,000 tips 😀.';

  it('counts an English text', () => {
    const stats = countText(english, 'en');
    expect(stats.characters).toBe(segmentCount(english));
    expect(stats.charactersNoSpaces).toBe(stats.characters - (english.match(/\s/g)?.length ?? 0));
    expect(stats.words).toBe(4 + 4 + 9 + 6);
    expect(stats.sentences).toBe(4);
    expect(stats.paragraphs).toBe(3);
    expect(stats.averageWordsPerSentence).toBe(23 / 4);
    expect(stats.longestSentence).toEqual({ words: 9, start: english.indexOf('It uses'), end: english.indexOf('examples!') + 'examples!'.length });
    // "Write" and "to" appear twice each.
    expect(stats.uniqueWords).toBe(stats.words - 2);
  });

  it('agrees with the shared tokenizer', () => {
    for (const [text, locale] of [
      [english, 'en'],
      ['Zażółć gęślą jaźń. Pójdź, kińże tę chmurność w głąb flaszy!', 'pl'],
      ['私はJavaScriptが好きです。東京に住んでいます。', 'ja'],
      ['مرحبا بالعالم. كيف حالك؟', 'ar'],
    ] as const) {
      const stats = countText(text, locale);
      expect(stats.words).toBe(countWords(text, locale));
      expect(stats.words).toBe(tokenize(text, locale).length);
      expect(stats.sentences).toBe(visitWordsAndSentences(text, locale, () => {}));
    }
  });

  it('counts an emoji, a flag, a family and CR LF as one character each', () => {
    const stats = countText('😀🇵🇱👨‍👩‍👧\r\ne\u0301', 'en');
    expect(stats.characters).toBe(5);
    expect(stats.charactersNoSpaces).toBe(4);
    expect(stats.words).toBe(1);
  });

  it('excludes every kind of white space from characters without spaces', () => {
    const stats = countText('a\u00A0b\tc\u2028d\u3000e \n', 'en');
    expect(stats.characters).toBe(11);
    expect(stats.charactersNoSpaces).toBe(5);
  });

  it('counts unique words case-insensitively for the locale', () => {
    expect(countText('Kot kot KOT pies', 'pl').uniqueWords).toBe(2);
    expect(countText('Straße STRASSE straße', 'de').uniqueWords).toBe(2); // ß lower-cases to itself
    // Turkish: İ lower-cases to i, I to ı.
    expect(countText('İstanbul istanbul Irmak ırmak', 'tr').uniqueWords).toBe(2);
    // Elsewhere İ becomes i + combining dot and ı stays as it is: four distinct words.
    expect(countText('İstanbul istanbul Irmak ırmak', 'en').uniqueWords).toBe(4);
  });

  it('handles an empty or blank text', () => {
    expect(countText('', 'en')).toEqual({
      characters: 0,
      charactersNoSpaces: 0,
      words: 0,
      sentences: 0,
      paragraphs: 0,
      uniqueWords: 0,
      averageWordsPerSentence: 0,
      longestSentence: null,
      readingTimeSeconds: 0,
      speakingTimeSeconds: 0,
      lines: 0,
      longestWord: '',
      averageCharactersPerWord: 0,
      topKeywords: [],
      readability: { language: 'en', inputs: emptyReadabilityInputs(), tooShort: true, scores: [] },
    });
    expect(countText(' \n\n\t ', 'en').paragraphs).toBe(0);
    expect(countText(' \n\n\t ', 'en').lines).toBe(3);
  });

  it('counts lines, the longest word and characters per word', () => {
    const stats = countText('Zażółć gęślą jaźń.\n\nΚαλημέρα κόσμε!\n', 'pl');
    expect(stats.lines).toBe(3);
    expect(stats.longestWord).toBe('Καλημέρα');
    expect(stats.averageCharactersPerWord).toBeCloseTo((6 + 5 + 4 + 8 + 5) / 5);
    expect(countText('one', 'en').lines).toBe(1);
    expect(countText('Привет', 'ru').longestWord).toBe('Привет');
  });

  it('times words at 238 / 150 words per minute', () => {
    const text = Array.from({ length: 238 }, (_, i) => `word${i}`).join(' ');
    const stats = countText(text, 'en');
    expect(stats.readingTimeSeconds).toBeCloseTo(60);
    expect(stats.speakingTimeSeconds).toBeCloseTo((238 / 150) * 60);
  });

  it('times Japanese and Chinese by characters', () => {
    const ja = '東京は日本の首都です。';
    const jaStats = countText(ja, 'ja');
    // 東京 は 日本 の 首都 です: 10 Han/kana characters.
    expect(jaStats.readingTimeSeconds).toBeCloseTo((10 / defaultRates.readingCharactersPerMinute) * 60);
    const zh = '我们今天去北京。';
    // Chinese characters are read at 330 a minute.
    expect(countText(zh, 'zh-CN').readingTimeSeconds).toBeCloseTo((7 / 330) * 60);
    // Mixed: English words inside Japanese are timed as words.
    const mixed = countText('私はJavaScriptが好き', 'ja');
    expect(mixed.readingTimeSeconds).toBeCloseTo(estimateReadingSeconds({ words: 1, characters: 5 }, defaultRates));
  });
});

describe('paragraphs', () => {
  it('counts every non-blank line, as Word does', () => {
    const paragraphs = (text: string) => countText(text, 'en').paragraphs;
    expect(paragraphs('Title\nFirst paragraph.\n\n\nSecond paragraph.\r\nThird\u2029Fourth')).toBe(5);
    expect(paragraphs('one paragraph without a break')).toBe(1);
    expect(paragraphs('\u00A0\n\u3000\n \t')).toBe(0);
    expect(paragraphs('***\n—')).toBe(2);
  });
});

describe('ratesFor', () => {
  it('picks Chinese rates only for Chinese', () => {
    const chinese = ratesFor('zh');
    expect(chinese).toEqual({ ...defaultRates, readingCharactersPerMinute: 330, speakingCharactersPerMinute: 210 });
    expect(ratesFor('zh-Hant-TW')).toBe(chinese);
    expect(ratesFor('ja')).toBe(defaultRates);
    expect(ratesFor('zu')).toBe(defaultRates);
  });
});
