import { visitWordsAndSentences } from '@/lib/text/tokenize';
import { createKeywordDensityHost } from './protocol';
import { createKeywordDensitySession } from './session';

jest.mock('@/lib/text/tokenize', () => {
  const actual = jest.requireActual<typeof import('@/lib/text/tokenize')>('@/lib/text/tokenize');
  return { ...actual, visitWordsAndSentences: jest.fn(actual.visitWordsAndSentences) };
});

describe('keyword density session and host', () => {
  it('prepares a text once and reuses it for filter changes', () => {
    const spy = jest.mocked(visitWordsAndSentences);
    spy.mockClear();
    const session = createKeywordDensitySession();
    const text = 'The best tools. The best keyword tools.';
    const first = session.analyze(text, 'english');
    const second = session.analyze(text, 'english', { ignoreStopWords: true });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(first.rows[1].map((r) => r.phrase)).toContain('The');
    expect(second.rows[1].map((r) => r.phrase)).not.toContain('The');
    session.analyze(text, 'german');
    session.analyze(`${text} More.`, 'german');
    expect(spy).toHaveBeenCalledTimes(3);
    expect(session.isPrepared(`${text} More.`, 'german')).toBe(true);
  });

  it('answers analyze and occurrences', () => {
    const host = createKeywordDensityHost();
    const filters = { ignoreStopWords: false, ignoreNumbers: false, caseSensitive: false };
    expect(host.analyze({ text: 'Hello hello world.', language: 'english', filters })).toMatchObject({ summary: { totalWords: 3, uniqueWords: 2, sentences: 1 } });
    expect(host.occurrences({ phrase: 'HELLO', filters })).toEqual([
      { start: 0, end: 5 },
      { start: 6, end: 11 },
    ]);
  });

  it('limits rows on request and exports whole tables as CSV', () => {
    const host = createKeywordDensityHost();
    const filters = { ignoreStopWords: false, ignoreNumbers: false, caseSensitive: false };
    const text = 'b a c a b a';
    expect(host.analyze({ text, language: 'english', filters, limit: 1 })).toMatchObject({ rows: { 1: [{ phrase: 'a', count: 3 }] }, distinctPhrases: { 1: 3, 2: 4, 3: 4 } });
    expect(host.csv({ n: 1, filters })).toBe('phrase,count,density\r\na,3,50.00\r\nb,2,33.33\r\nc,1,16.67\r\n');
    expect(() => host.csv({ n: 4 as never, filters })).toThrow('Phrase length must be 1, 2 or 3');
  });

  it('rejects malformed input with a message saying what', () => {
    const host = createKeywordDensityHost();
    expect(() => host.analyze(null as never)).toThrow('Malformed request');
    expect(() => host.analyze({ text: 'x', language: 'klingon' as never })).toThrow('Unsupported language: klingon');
    expect(() => host.analyze({ text: 3 as never, language: 'english' })).toThrow('Text must be a string');
    expect(() => host.occurrences({ phrase: undefined as never })).toThrow('Phrase must be a string');
  });
});
