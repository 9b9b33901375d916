import { analyze, phraseLengths } from './analyze';
import { findOccurrences } from './occurrences';
import { prepare } from './prepare';

describe('findOccurrences', () => {
  const text = 'Keyword density matters! keyword DENSITY, then keyword stuffing.\nThe KEYWORD density tool.';
  const prepared = prepare(text, 'english');
  const slices = (phrase: string, filters = {}): string[] =>
    findOccurrences(prepared, phrase, filters).map(({ start, end }) => text.slice(start, end));

  it('returns UTF-16 ranges of every case-folded occurrence, in text order', () => {
    expect(slices('keyword density')).toEqual(['Keyword density', 'keyword DENSITY', 'KEYWORD density']);
    const ranges = findOccurrences(prepared, 'keyword density');
    expect(ranges[0]).toEqual({ start: 0, end: 15 });
    expect(ranges.map((r) => r.start)).toEqual([...ranges.map((r) => r.start)].sort((a, b) => a - b));
  });

  it('respects case sensitivity', () => {
    expect(slices('keyword DENSITY', { caseSensitive: true })).toEqual(['keyword DENSITY']);
    expect(slices('Keyword', { caseSensitive: true })).toEqual(['Keyword']);
  });

  it('finds nothing across a sentence boundary or for unknown words', () => {
    expect(slices('matters keyword')).toEqual([]);
    expect(slices('stuffing The')).toEqual([]);
    expect(slices('absent')).toEqual([]);
    expect(slices('')).toEqual([]);
  });

  it('applies the number and stop-word rules of the tables', () => {
    const numbered = 'Buy 2 apples. Buy apples.';
    const p = prepare(numbered, 'english');
    expect(findOccurrences(p, 'Buy apples', { ignoreNumbers: true })).toEqual([{ start: 14, end: 24 }]);
    expect(findOccurrences(p, 'Buy 2', { ignoreNumbers: true })).toEqual([]);
    expect(findOccurrences(p, 'Buy 2')).toEqual([{ start: 0, end: 5 }]);
    expect(findOccurrences(prepared, 'The keyword', { ignoreStopWords: true })).toEqual([]);
    expect(findOccurrences(prepared, 'The keyword')).toHaveLength(1);
  });

  it('gives ranges in UTF-16 units around astral characters', () => {
    const astral = '😀 emoji rocks. 😀 emoji again.';
    const ranges = findOccurrences(prepare(astral, 'english'), 'emoji');
    expect(ranges.map(({ start, end }) => astral.slice(start, end))).toEqual(['emoji', 'emoji']);
    expect(ranges[0]!.start).toBe(3);
  });

  it.each([
    ['english', 'The point of view is the point. Points of view differ; the POINT stands.'],
    ['polish', 'Ala ma kota, a kot ma Alę. ALA MA KOTA i psa.'],
    ['russian', 'Мама мыла раму. Мама мыла окно, а папа мыл раму.'],
  ] as const)('finds exactly count ranges for every row (%s)', (language, sample) => {
    const p = prepare(sample, language);
    for (const filters of [{}, { ignoreStopWords: true }, { caseSensitive: true, ignoreNumbers: true }]) {
      const result = analyze(p, filters);
      for (const n of phraseLengths) {
        for (const row of result.rows[n]) {
          const found = findOccurrences(p, row.phrase, filters);
          expect([row.phrase, found.length]).toEqual([row.phrase, row.count]);
        }
      }
    }
  });
});
