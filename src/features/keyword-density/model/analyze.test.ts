import { analyze, type KeywordAnalysis, type KeywordFilters, type KeywordOrder, type PhraseLength } from './analyze';
import type { KeywordLanguage } from './languages';
import { prepare } from './prepare';

function run(text: string, language: KeywordLanguage, filters: Partial<KeywordFilters> = {}): KeywordAnalysis {
  return analyze(prepare(text, language), filters);
}

/** Phrase → count of one table, for order-independent assertions. */
function counts(result: KeywordAnalysis, n: PhraseLength): Record<string, number> {
  return Object.fromEntries(result.rows[n].map((row) => [row.phrase, row.count]));
}

describe('analyze: English', () => {
  const text = 'The cat sat on the mat. The cat ran!';

  it('counts words, phrases and densities against all words', () => {
    const result = run(text, 'english');
    expect(result.summary).toEqual({ totalWords: 9, uniqueWords: 6, sentences: 2 });
    expect(counts(result, 1)).toEqual({ The: 3, cat: 2, sat: 1, on: 1, mat: 1, ran: 1 });
    const the = result.rows[1][0]!;
    expect(the).toEqual({ phrase: 'The', count: 3, density: (3 / 9) * 100, n: 1 });
    expect(the.density.toFixed(2)).toBe('33.33');
    expect(counts(result, 2)).toEqual({ 'The cat': 2, 'cat sat': 1, 'sat on': 1, 'on the': 1, 'the mat': 1, 'cat ran': 1 });
    expect(result.rows[2][0]).toEqual({ phrase: 'The cat', count: 2, density: (2 / 9) * 100, n: 2 });
    expect(counts(result, 3)).toEqual({ 'The cat sat': 1, 'cat sat on': 1, 'sat on the': 1, 'on the mat': 1, 'The cat ran': 1 });
  });

  it('never forms a phrase across a sentence boundary', () => {
    const result = run('Red apple. Red apple? Red apple! Red apple', 'english');
    expect(counts(result, 2)).toEqual({ 'Red apple': 4 });
    expect(result.rows[3]).toEqual([]);
    expect(result.summary.sentences).toBe(4);
  });

  it('sorts by count, then by phrase in collation order', () => {
    const result = run('beta alpha Gamma beta delta alpha beta', 'english');
    expect(result.rows[1].map((row) => row.phrase)).toEqual(['beta', 'alpha', 'delta', 'Gamma']);
  });

  it('drops single stop words and phrases starting or ending with one, but not W', () => {
    const text = 'From my point of view, the point of the story is clear. It is the point of view that matters.';
    const all = run(text, 'english');
    const filtered = run(text, 'english', { ignoreStopWords: true });
    expect(filtered.summary).toEqual(all.summary);
    const ones = counts(filtered, 1);
    expect(ones).toMatchObject({ point: 3, view: 2, story: 1, clear: 1, matters: 1 });
    for (const stop of ['of', 'the', 'my', 'is', 'From', 'It', 'that']) expect(ones).not.toHaveProperty(stop);
    const twos = counts(filtered, 2);
    expect(twos).not.toHaveProperty('of the');
    expect(twos).not.toHaveProperty('point of');
    expect(twos).not.toHaveProperty('the point');
    const threes = counts(filtered, 3);
    expect(threes['point of view']).toBe(2);
    expect(threes).not.toHaveProperty('point of the');
    expect(threes).not.toHaveProperty('of the story');
    // The kept rows keep their unfiltered counts and densities.
    const pointOfView = filtered.rows[3].find((row) => row.phrase === 'point of view')!;
    expect(pointOfView.density).toBeCloseTo((2 / all.summary.totalWords) * 100, 10);
    expect(counts(all, 2)['of the']).toBe(1);
  });

  it('matches stop words written with a typographic apostrophe', () => {
    const text = 'Don’t panic. don\'t PANIC. It’s fine.';
    const result = run(text, 'english', { ignoreStopWords: true });
    expect(counts(result, 1)).toEqual({ panic: 2, fine: 1 });
    const folded = run(text, 'english');
    // The two apostrophes are one word; the spelling shown is the one met first.
    expect(counts(folded, 1)).toMatchObject({ 'Don’t': 2, panic: 2 });
  });

  it('optionally leaves numbers out of W and out of phrases, separating their neighbours', () => {
    const text = 'Page 5 header. Page 5 header, 2024 edition.';
    const withNumbers = run(text, 'english');
    expect(withNumbers.summary.totalWords).toBe(8);
    expect(counts(withNumbers, 1)).toMatchObject({ Page: 2, 5: 2, header: 2, 2024: 1 });
    expect(counts(withNumbers, 2)).toMatchObject({ 'Page 5': 2, '5 header': 2, 'header 2024': 1 });

    const without = run(text, 'english', { ignoreNumbers: true });
    expect(without.summary).toMatchObject({ totalWords: 5, uniqueWords: 3 });
    expect(counts(without, 1)).toEqual({ Page: 2, header: 2, edition: 1 });
    expect(counts(without, 2)).toEqual({});
    expect(without.rows[1][0]!.density).toBeCloseTo(40, 10);
  });

  it('folds case unless case sensitive, showing the most frequent spelling', () => {
    // '!' always ends a sentence; after '.' a lower-case word would continue it (Unicode rule SB8).
    const text = 'Apple pie! apple pie! APPLE PIE! Apple pie!';
    const folded = run(text, 'english');
    expect(counts(folded, 1)).toEqual({ Apple: 3 + 1, pie: 3 + 1 });
    expect(counts(folded, 2)).toEqual({ 'Apple pie': 4 });
    expect(folded.summary.uniqueWords).toBe(2);

    const exact = run(text, 'english', { caseSensitive: true });
    expect(counts(exact, 1)).toEqual({ Apple: 2, apple: 1, APPLE: 1, pie: 3, PIE: 1 });
    expect(counts(exact, 2)).toEqual({ 'Apple pie': 2, 'apple pie': 1, 'APPLE PIE': 1 });
    expect(exact.summary.uniqueWords).toBe(5);
  });

  it('shows the spelling met first when spellings are equally frequent', () => {
    expect(counts(run('web Web WEB', 'english'), 1)).toEqual({ web: 3 });
    expect(counts(run('WEB web Web', 'english'), 1)).toEqual({ WEB: 3 });
  });

  it('counts large vocabularies (hash tables growing past their first size)', () => {
    const words = Array.from({ length: 6000 }, (_, i) => `w${i.toString(36)}`);
    const sentence = words.join(' ');
    const result = run(`${sentence}. ${sentence.toUpperCase()}.`, 'english');
    expect(result.summary).toEqual({ totalWords: 12000, uniqueWords: 6000, sentences: 2 });
    for (const n of [1, 2, 3] as const) {
      expect(result.rows[n]).toHaveLength(6001 - n);
      expect(result.rows[n].every((row) => row.count === 2)).toBe(true);
    }
    expect(result.rows[3][0]!.phrase).toBe('w0 w1 w2');
    const exact = run(`${sentence}. ${sentence.toUpperCase()}.`, 'english', { caseSensitive: true });
    expect(exact.rows[2]).toHaveLength(2 * 5999);
  });

  it('returns empty tables for a text without words', () => {
    const result = run(' … —  !? ', 'english');
    expect(result.summary).toEqual({ totalWords: 0, uniqueWords: 0, sentences: 0 });
    expect(result.rows).toEqual({ 1: [], 2: [], 3: [] });
    expect(result.distinctPhrases).toEqual({ 1: 0, 2: 0, 3: 0 });
  });
});

describe('analyze: case folding by locale', () => {
  it('folds Turkish dotted and dotless i by Turkish rules', () => {
    const text = 'İstanbul istanbul ISTANBUL ıstanbul';
    expect(counts(run(text, 'turkish'), 1)).toEqual({ İstanbul: 2, ISTANBUL: 2 });
    // In English 'İ' lower-cases to i + combining dot, and 'I' to 'i'.
    expect(counts(run(text, 'english'), 1)).toEqual({ İstanbul: 1, istanbul: 2, ıstanbul: 1 });
  });

  it('recognizes Turkish stop words in capitals', () => {
    const result = run('BİR kitap ve bir kalem. BU kitap!', 'turkish', { ignoreStopWords: true });
    expect(counts(result, 1)).toEqual({ kitap: 2, kalem: 1 });
  });
});

describe('analyze: other languages', () => {
  it('Polish: folds diacritic capitals and drops stop words', () => {
    const text = 'Zażółć gęślą jaźń. ZAŻÓŁĆ gęślą jaźń i się nie martw. Jaźń jest w domu.';
    const result = run(text, 'polish', { ignoreStopWords: true });
    expect(counts(result, 1)).toMatchObject({ Zażółć: 2, gęślą: 2, jaźń: 3, martw: 1, domu: 1 });
    for (const stop of ['i', 'się', 'nie', 'jest', 'w']) expect(counts(result, 1)).not.toHaveProperty(stop);
    expect(counts(result, 3)).toEqual({ 'Zażółć gęślą jaźń': 2 });
    expect(result.summary.totalWords).toBe(14);
  });

  it('German: counts nouns and drops article-led phrases', () => {
    const text = 'Der Hund und die Katze schlafen. Der Hund bellt laut.';
    const result = run(text, 'german', { ignoreStopWords: true });
    expect(counts(result, 1)).toEqual({ Hund: 2, Katze: 1, schlafen: 1, bellt: 1, laut: 1 });
    expect(counts(result, 2)).toEqual({ 'Katze schlafen': 1, 'Hund bellt': 1, 'bellt laut': 1 });
    expect(counts(result, 3)).toEqual({ 'Hund bellt laut': 1 });
    expect(result.rows[1][0]!.density).toBeCloseTo((2 / 10) * 100, 10);
  });

  it('Russian: folds Cyrillic case and drops stop words', () => {
    const text = 'Мама мыла раму. МАМА и папа мыли раму.';
    const all = run(text, 'russian');
    expect(counts(all, 1)).toMatchObject({ Мама: 2, раму: 2, и: 1 });
    const filtered = run(text, 'russian', { ignoreStopWords: true });
    expect(counts(filtered, 1)).toEqual({ Мама: 2, раму: 2, мыла: 1, папа: 1, мыли: 1 });
    expect(counts(filtered, 2)).toEqual({ 'Мама мыла': 1, 'мыла раму': 1, 'папа мыли': 1, 'мыли раму': 1 });
  });

  it('Arabic: counts words and drops prepositions', () => {
    const text = 'ذهب الولد إلى المدرسة. ذهب الولد إلى البيت.';
    const all = run(text, 'arabic');
    expect(all.summary.totalWords).toBe(8);
    expect(counts(all, 2)).toMatchObject({ 'ذهب الولد': 2, 'الولد إلى': 2 });
    const filtered = run(text, 'arabic', { ignoreStopWords: true });
    expect(counts(filtered, 1)).toEqual({ ذهب: 2, الولد: 2, المدرسة: 1, البيت: 1 });
    expect(counts(filtered, 2)).toEqual({ 'ذهب الولد': 2 });
    expect(counts(filtered, 3)).toEqual({ 'الولد إلى المدرسة': 1, 'الولد إلى البيت': 1 });
  });

  it('Arabic: matches a stop word written with harakat', () => {
    const result = run('ذهبَ إِلى البيتِ', 'arabic', { ignoreStopWords: true });
    expect(counts(result, 1)).not.toHaveProperty('إِلى');
  });

  it('Korean: counts space-separated words and drops listed function words', () => {
    const text = '나는 학교에 갑니다. 그리고 나는 집에 갑니다.';
    const all = run(text, 'korean');
    expect(all.summary.totalWords).toBe(7);
    expect(counts(all, 1)).toMatchObject({ 나는: 2, 갑니다: 2, 그리고: 1 });
    const filtered = run(text, 'korean', { ignoreStopWords: true });
    expect(counts(filtered, 1)).not.toHaveProperty('그리고');
    expect(filtered.summary.totalWords).toBe(7);
  });

  it('Vietnamese: treats a listed multi-syllable stop word as one at phrase edges', () => {
    const text = 'Tôi có thể đi học. Tôi có thể đọc sách.';
    const all = run(text, 'vietnamese');
    expect(all.summary.totalWords).toBe(10);
    expect(counts(all, 2)['có thể']).toBe(2);
    const filtered = run(text, 'vietnamese', { ignoreStopWords: true });
    const twos = counts(filtered, 2);
    expect(twos).not.toHaveProperty('có thể');
    expect(twos).toMatchObject({ 'đọc sách': 1 });
    // 'thể' alone is no stop word, so 'thể đọc' stays although it straddles 'có thể'.
    expect(twos).toMatchObject({ 'thể đọc': 1 });
    expect(counts(filtered, 3)).not.toHaveProperty('Tôi có thể');
    expect(counts(filtered, 1)).not.toHaveProperty('có');
  });

  it('French: composes decomposed diacritics before comparing', () => {
    const nfc = 'café';
    const nfd = nfc.normalize('NFD');
    expect(counts(run(`${nfd} ${nfc} ${nfc}`, 'french'), 1)).toEqual({ [nfc]: 3 });
    expect(counts(run(`${nfd} ${nfc} ${nfc}`, 'french', { caseSensitive: true }), 1)).toEqual({ [nfc]: 3 });
  });
});

describe('row order', () => {
  const text = 'Beta beta alpha. Gamma beta alpha! Delta.';
  const prepared = prepare(text, 'english');
  const phrases = (order: KeywordOrder) => analyze(prepared, {}, { order }).rows[1].map((r) => `${r.phrase}:${r.count}`);

  it('sorts by count, either way, ties by phrase', () => {
    expect(phrases('countDesc')).toEqual(['beta:3', 'alpha:2', 'Delta:1', 'Gamma:1']);
    expect(phrases('countAsc')).toEqual(['Delta:1', 'Gamma:1', 'alpha:2', 'beta:3']);
  });
  it('sorts by phrase in the locale collation, either way', () => {
    expect(phrases('phraseAsc')).toEqual(['alpha:2', 'beta:3', 'Delta:1', 'Gamma:1']);
    expect(phrases('phraseDesc')).toEqual(['Gamma:1', 'Delta:1', 'beta:3', 'alpha:2']);
  });
  it('orders all phrases before cutting to the limit', () => {
    expect(analyze(prepared, {}, { order: 'countAsc', limit: 1 }).rows[1].map((r) => r.phrase)).toEqual(['Delta']);
  });
});
