import fc from 'fast-check';
import * as charClass from './char-class';
import { countWords, forEachWord, tokenize, visitWordsAndSentences, type SentenceSpan, type WordToken } from './tokenize';

/** Number of sentences holding a word, as the text counter gets it. */
const countSentences = (text: string, locale: string): number => visitWordsAndSentences(text, locale, () => {});

/** The sentences holding a word, with their extent and word count. */
function segmentSentences(text: string, locale: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  visitWordsAndSentences(text, locale, () => {}, (span) => spans.push(span));
  return spans;
}

const texts = (text: string, locale: string): string[] => tokenize(text, locale).map((t) => t.text);
const numbers = (text: string, locale: string): string[] =>
  tokenize(text, locale)
    .filter((t) => t.kind === 'number')
    .map((t) => t.text);

describe('tokenize: scripts written with spaces', () => {
  it('keeps hyphenated words and contractions whole', () => {
    expect(texts('A well-known co\u2010operation with Jean-Pierre.', 'en')).toEqual(['A', 'well-known', 'co\u2010operation', 'with', 'Jean-Pierre']);
    expect(texts("I don't think it’s over, rock'n'roll.", 'en')).toEqual(['I', "don't", 'think', 'it’s', 'over', "rock'n'roll"]);
    expect(texts("l'homme et l’État aujourd'hui", 'fr')).toEqual(["l'homme", 'et', 'l’État', "aujourd'hui"]);
    expect(texts('non\u2011breaking and soft\u00ADhyphen', 'en')).toEqual(['non\u2011breaking', 'and', 'soft\u00ADhyphen']);
  });

  it('does not count lone dashes, punctuation, symbols or emoji', () => {
    expect(texts('Yes - no — maybe – perhaps ... ! ? © → 😀 👍🏽 🇵🇱 👨‍👩‍👧', 'en')).toEqual(['Yes', 'no', 'maybe', 'perhaps']);
    expect(countWords(' - — … "" () ', 'en')).toBe(0);
  });

  it('splits at dashes, ellipses and doubled marks between words', () => {
    expect(texts('word—word, this–that, wait...what, well--known', 'en')).toEqual(['word', 'word', 'this', 'that', 'wait', 'what', 'well', 'known']);
  });

  it('strips surrounding punctuation and quotes', () => {
    expect(texts('"Hello," she said (quietly). «Bonjour!» „Dzień dobry”', 'en')).toEqual(['Hello', 'she', 'said', 'quietly', 'Bonjour', 'Dzień', 'dobry']);
    expect(texts("'Tis the students' books.", 'en')).toEqual(['Tis', 'the', 'students', 'books']);
  });

  it('keeps e-mail addresses and web addresses whole', () => {
    expect(texts('Write to jan.kowalski@example.pl or jan+news@example.co.uk today.', 'pl')).toEqual([
      'Write',
      'to',
      'jan.kowalski@example.pl',
      'or',
      'jan+news@example.co.uk',
      'today',
    ]);
    expect(texts('See https://example.com/a-b?x=1&y=2#top, then www.example.org.', 'en')).toEqual([
      'See',
      'https://example.com/a-b?x=1&y=2#top',
      'then',
      'www.example.org',
    ]);
    expect(texts('(see https://en.wikipedia.org/wiki/Foo_(bar)) and (http://example.com).', 'en')).toEqual([
      'see',
      'https://en.wikipedia.org/wiki/Foo_(bar)',
      'and',
      'http://example.com',
    ]);
    expect(texts('example.com/a-b is a path', 'en')[0]).toBe('example.com/a-b');
  });

  it('classifies numbers', () => {
    const text = 'In 2024 it cost $5, i.e. 1.5 or 1,000 or 3.14 or −5 or -7 or +48 or 50% or 5€ at 12:30 on 24/7 COVID-19 1st v1.2';
    expect(numbers(text, 'en')).toEqual(['2024', '$5', '1.5', '1,000', '3.14', '−5', '-7', '+48', '50%', '5€', '12:30', '24/7']);
    expect(texts(text, 'en')).toEqual(expect.arrayContaining(['COVID-19', '1st', 'v1.2', 'i.e']));
    expect(tokenize('COVID-19 1st v1.2', 'en').map((t) => t.kind)).toEqual(['word', 'word', 'word']);
    // Polish decimal comma, a space-separated thousand (two numbers, as in Word), Arabic-Indic digits.
    expect(numbers('Kurs wynosi 3,5 zł, a nakład 1 000 egz.', 'pl')).toEqual(['3,5', '1', '000']);
    expect(numbers('السعر ٣٫٥ دينار و ١٠٠٪', 'ar')).toEqual(['٣٫٥', '١٠٠٪']);
    // A hyphen between words is not a minus sign.
    expect(numbers('pages 10-20 and x-5', 'en')).toEqual(['10-20']);
    expect(texts('x-5', 'en')).toEqual(['x-5']);
  });

  it('handles Cyrillic, Greek, Arabic, Persian, Hebrew, Hindi, Korean and Vietnamese', () => {
    expect(texts('Привет, мир! Как дела?', 'ru')).toEqual(['Привет', 'мир', 'Как', 'дела']);
    expect(texts('Καλημέρα κόσμε.', 'el')).toEqual(['Καλημέρα', 'κόσμε']);
    expect(texts('مرحبا بالعالم، كيف حالك؟', 'ar')).toEqual(['مرحبا', 'بالعالم', 'كيف', 'حالك']);
    // Persian zero-width non-joiner stays inside the word.
    expect(texts('من می‌خواهم کتاب‌ها را بخوانم.', 'fa')).toEqual(['من', 'می‌خواهم', 'کتاب‌ها', 'را', 'بخوانم']);
    expect(texts('צה"ל הודיע היום.', 'he')).toEqual(['צה"ל', 'הודיע', 'היום']);
    expect(texts('नमस्ते दुनिया। आप कैसे हैं?', 'hi')).toEqual(['नमस्ते', 'दुनिया', 'आप', 'कैसे', 'हैं']);
    expect(texts('안녕하세요, 세계! 반갑습니다.', 'ko')).toEqual(['안녕하세요', '세계', '반갑습니다']);
    expect(texts('Tiếng Việt rất hay.', 'vi')).toEqual(['Tiếng', 'Việt', 'rất', 'hay']);
    // Decomposed accent: e + U+0301 is part of the word.
    expect(texts('cafe\u0301 ole\u0301', 'fr')).toEqual(['cafe\u0301', 'ole\u0301']);
  });

  it('keeps the modifier-letter apostrophe of Ukrainian and Belarusian inside the word', () => {
    // U+02BC lists Thai among its scripts: it must not start a run for the word segmenter.
    expect(texts('Моя сімʼя знаходить обʼєкт.', 'uk')).toEqual(['Моя', 'сімʼя', 'знаходить', 'обʼєкт']);
    expect(texts('прызнанне яго правасубʼектнасці', 'be')).toEqual(['прызнанне', 'яго', 'правасубʼектнасці']);
    expect(countWords('Hawaiʻi and Oʼahu', 'en')).toBe(3);
  });
});

describe('tokenize: scripts written without spaces', () => {
  it('splits Japanese into dictionary words, keeping English words inside', () => {
    const words = texts('私はJavaScriptが好きです。2024年に東京へ行きました。', 'ja');
    expect(words).toEqual(expect.arrayContaining(['私', 'JavaScript', '好き', '2024', '東京']));
    expect(words).not.toContain('。');
    expect(words.length).toBeGreaterThan(10);
    expect(texts('コンピューターを使う', 'ja')[0]).toBe('コンピューター');
  });

  it('does not count a Japanese line as one word', () => {
    const line = '今日は天気がとても良いので、公園へ散歩に行きました';
    expect(countWords(line, 'ja')).toBeGreaterThan(8);
  });

  it('splits Chinese and Thai', () => {
    expect(texts('我们今天去北京。', 'zh').join('|')).toMatch(/北京/);
    expect(countWords('我们今天去北京。', 'zh')).toBeGreaterThanOrEqual(4);
    expect(texts('ภาษาไทยง่ายนิดเดียว', 'th')).toEqual(['ภาษา', 'ไทย', 'ง่าย', 'นิด', 'เดียว']);
  });

  it('keeps addresses and hyphenated words whole inside Japanese text', () => {
    expect(texts('詳細はhttps://example.com/a-bを参照、連絡はjan@example.jpまで', 'ja')).toEqual(
      expect.arrayContaining(['https://example.com/a-b', 'jan@example.jp', '詳細', '参照']),
    );
  });

  it('marks Thai digits as numbers', () => {
    expect(tokenize('ปี ๒๕๖๗', 'th').map((t) => t.kind)).toEqual(['word', 'number']);
  });
});

describe('tokenize: offsets and sentences', () => {
  it('reports UTF-16 offsets of the text as written', () => {
    const text = '𝒜lpha 😀 beta-gamma\r\nδέλτα 東京';
    for (const token of tokenize(text, 'en')) expect(text.slice(token.start, token.end)).toBe(token.text);
  });

  it('numbers sentences by Intl.Segmenter boundaries, joined after abbreviations', () => {
    const tokens = tokenize('Mr. Smith left. Did he? Yes! Then, at 3.30 p.m. he came back.', 'en');
    const bySentence = new Map<number, string[]>();
    for (const t of tokens) bySentence.set(t.sentence, [...(bySentence.get(t.sentence) ?? []), t.text]);
    expect([...bySentence.keys()]).toEqual([0, 1, 2, 3]);
    expect(bySentence.get(0)).toEqual(['Mr', 'Smith', 'left']);
    expect(bySentence.get(1)).toEqual(['Did', 'he']);
  });

  it('ends a sentence at every line break, so headings stay apart', () => {
    const text = 'Introduction\nThe first paragraph has two sentences. Here is the second\n\nA list item\r\nAnother item';
    expect(countSentences(text, 'en')).toBe(5);
    expect(tokenize(text, 'en').filter((t) => t.text === 'Introduction')[0]?.sentence).toBe(0);
    expect(tokenize(text, 'en').filter((t) => t.text === 'The')[0]?.sentence).toBe(1);
    // A single line break inside a sentence still ends it (documented: each line is a paragraph).
    expect(countSentences('This sentence was\nwrapped by hand.', 'en')).toBe(2);
  });

  it('counts text without terminal punctuation as one sentence and skips sentences without words', () => {
    expect(countSentences('no punctuation at all here', 'en')).toBe(1);
    expect(countSentences('***\n\n— — —\nReal words.\n😀😀', 'en')).toBe(1);
    expect(countSentences('', 'en')).toBe(0);
    expect(tokenize('', 'en')).toEqual([]);
  });

  it('splits Japanese, Arabic and Hindi sentences at their own punctuation', () => {
    expect(countSentences('今日は晴れです。明日は雨でしょう！本当？', 'ja')).toBe(3);
    expect(countSentences('هل أنت بخير؟ نعم، شكرا.', 'ar')).toBe(2);
    expect(countSentences('मैं घर जा रहा हूँ। तुम कहाँ हो?', 'hi')).toBe(2);
  });

  it('reports sentence spans trimmed of white space', () => {
    const text = '  First one.   Second one\nThird.';
    const spans = segmentSentences(text, 'en');
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(['First one.', 'Second one', 'Third.']);
    expect(spans.map((s) => s.words)).toEqual([2, 2, 1]);
  });

  it('survives malformed locale tags', () => {
    expect(countWords('still counted', 'not a locale!')).toBe(2);
  });
});

describe('tokenize: long text in Node stays linear', () => {
  // Unchunked, Node 20's segmenter needs over a minute for 256 KB; chunked it is milliseconds.
  const sentence = 'The committee, after long deliberation, approved the well-known proposal on 12 May. ';
  it('handles a 400 KB English line without line breaks', () => {
    const text = sentence.repeat(Math.ceil(400_000 / sentence.length));
    const started = performance.now();
    const tokens = tokenize(text, 'en');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(tokens.length).toBe(12 * Math.ceil(400_000 / sentence.length));
    expect(countSentences(text, 'en')).toBe(Math.ceil(400_000 / sentence.length));
  });

  it('handles a 300 KB Japanese line and a 100 KB sentence without punctuation', () => {
    const ja = '東京は日本の首都です。人口はとても多いです。'.repeat(14_000);
    const started = performance.now();
    expect(countSentences(ja, 'ja')).toBe(28_000);
    const noStop = 'word '.repeat(20_000);
    expect(countSentences(noStop, 'en')).toBe(1);
    expect(countWords(noStop, 'en')).toBe(20_000);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('tokenize: internals', () => {
  it('scans with the class numbers of char-class.ts (tokenize.ts repeats them as literals)', () => {
    const { SPACE, LETTER, DIGIT, EXTEND, NO_SPACE, JOINER, CURRENCY, PERCENT, OTHER, HIGH_SURROGATE } = charClass;
    expect([SPACE, LETTER, DIGIT, EXTEND, NO_SPACE, JOINER, CURRENCY, PERCENT, OTHER, HIGH_SURROGATE]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('tokenize: properties', () => {
  const pieces = [
    'word', 'Wort', 'słowo', 'слово', 'كلمة', 'שלום', 'शब्द', '단어', 'từ', '言葉', 'ひらがな', 'カタカナ', 'ภาษา',
    '2024', '3,5', '1.5', '−5', '50%', 'e-mail', "don't", 'a@b.pl', 'https://x.org/a', ' ', '  ', '\n', '\r\n', '\n\n',
    '.', ',', '!', '?', '。', '、', '—', '-', "'", '"', '😀', '👨‍👩‍👧', '\u0301', '\u200D', '\u00A0', '\u3000', '\uD83D',
  ];
  const arbitraryText = fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((parts) => parts.join(''));
  const locales = fc.constantFrom('en', 'pl', 'ja', 'th', 'ar');

  it('counts exactly the tokens, and sentences exactly one past the last ordinal', () => {
    fc.assert(
      fc.property(arbitraryText, locales, (text, locale) => {
        const tokens = tokenize(text, locale);
        expect(countWords(text, locale)).toBe(tokens.length);
        const last: WordToken | undefined = tokens[tokens.length - 1];
        expect(countSentences(text, locale)).toBe(last === undefined ? 0 : last.sentence + 1);
        const spans = segmentSentences(text, locale);
        expect(spans.reduce((sum, s) => sum + s.words, 0)).toBe(tokens.length);
        const walked: number[] = [];
        forEachWord(text, locale, (start) => walked.push(start));
        expect(walked).toEqual(tokens.map((t) => t.start));
        expect(visitWordsAndSentences(text, locale, () => {})).toBe(spans.length);
      }),
    );
  });

  it('yields ordered, non-overlapping, non-blank tokens with consecutive sentence ordinals', () => {
    fc.assert(
      fc.property(arbitraryText, locales, (text, locale) => {
        let previousEnd = 0;
        let previousSentence = 0;
        for (const token of tokenize(text, locale)) {
          expect(token.start).toBeGreaterThanOrEqual(previousEnd);
          expect(token.end).toBeGreaterThan(token.start);
          expect(text.slice(token.start, token.end)).toBe(token.text);
          expect(token.text).not.toMatch(/\s/);
          expect(token.text).toMatch(/[\p{L}\p{N}]/u);
          expect(token.sentence - previousSentence).toBeGreaterThanOrEqual(0);
          expect(token.sentence - previousSentence).toBeLessThanOrEqual(1);
          previousEnd = token.end;
          previousSentence = token.sentence;
        }
      }),
    );
  });

  it('splits every run of Han, kana or Thai exactly as Intl.Segmenter splits that run alone', () => {
    const parts = ['東京は', '日本の', '首都です', 'コンピューター', 'ภาษาไทย', 'ง่าย', '。', '、', ' ', '\n', 'JavaScript', '2024', '年', 'e-mail', '「', '」', '😀'];
    const runs = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}]+/gu;
    const inRun = /^[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}]+$/u;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...parts), { maxLength: 300 }), fc.constantFrom('ja', 'zh', 'th'), (chosen, locale) => {
        const text = chosen.join('');
        const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
        const expected: string[] = [];
        for (const match of text.matchAll(runs)) {
          for (const s of segmenter.segment(match[0])) if (s.isWordLike) expected.push(`${(match.index ?? 0) + s.index}:${s.segment}`);
        }
        const actual = tokenize(text, locale)
          .filter((t) => inRun.test(t.text))
          .map((t) => `${t.start}:${t.text}`);
        expect(actual).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same words for each line as for the whole text', () => {
    fc.assert(
      fc.property(arbitraryText, locales, (text, locale) => {
        const perLine = text.split(/\r\n|[\n\r]/).reduce((sum, line) => sum + countWords(line, locale), 0);
        expect(perLine).toBe(countWords(text, locale));
      }),
    );
  });
});

describe('combining marks', () => {
  it('keeps decomposed accents inside words whatever their script extensions say', () => {
    // U+0323 (dot below) lists Katakana and U+0303 (tilde) lists Thai among their scripts.
    const vietnamese = 'Vie\u0323\u0302t Nam, tie\u0302\u0301ng Vie\u0323\u0302t, nga\u0303';
    expect(tokenize(vietnamese, 'vi').map((t) => t.text)).toEqual(['Vie\u0323\u0302t', 'Nam', 'tie\u0302\u0301ng', 'Vie\u0323\u0302t', 'nga\u0303']);
    expect(countWords('man\u0303ana ni\u0303o', 'es')).toBe(2);
  });

  it('keeps a decomposed kana voicing mark in its Japanese word', () => {
    const composed = tokenize('私は学校に行きますが、雨がずっと降っています', 'ja').map((t) => t.text);
    const decomposed = tokenize('私は学校に行きますが、雨がずっと降っています'.normalize('NFD'), 'ja').map((t) => t.text);
    // The segmenter's dictionary may cut decomposed text elsewhere, but no mark is split off.
    expect(decomposed.join('').normalize('NFC')).toBe(composed.join(''));
    for (const word of decomposed) expect(word).not.toMatch(/^\p{M}/u);
  });
});
