import { visitWordsAndSentences } from '@/lib/text/tokenize';
import { handleKeywordDensityRequest } from './protocol';
import { createKeywordDensitySession } from './session';

jest.mock('@/lib/text/tokenize', () => {
  const actual = jest.requireActual<typeof import('@/lib/text/tokenize')>('@/lib/text/tokenize');
  return { ...actual, visitWordsAndSentences: jest.fn(actual.visitWordsAndSentences) };
});

describe('keyword density session and protocol', () => {
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

  it('answers analyze and occurrences requests', () => {
    const session = createKeywordDensitySession();
    const filters = { ignoreStopWords: false, ignoreNumbers: false, caseSensitive: false };
    const reply = handleKeywordDensityRequest(session, { type: 'analyze', id: 7, text: 'Hello hello world.', language: 'english', filters });
    expect(reply).toMatchObject({ type: 'result', id: 7, result: { summary: { totalWords: 3, uniqueWords: 2, sentences: 1 } } });
    expect(handleKeywordDensityRequest(session, { type: 'occurrences', id: 8, phrase: 'HELLO', filters })).toEqual({
      type: 'occurrences',
      id: 8,
      ranges: [
        { start: 0, end: 5 },
        { start: 6, end: 11 },
      ],
    });
  });

  it('limits rows on request and exports whole tables as CSV', () => {
    const session = createKeywordDensitySession();
    const filters = { ignoreStopWords: false, ignoreNumbers: false, caseSensitive: false };
    const text = 'b a c a b a';
    const reply = handleKeywordDensityRequest(session, { type: 'analyze', id: 1, text, language: 'english', filters, limit: 1 });
    expect(reply).toMatchObject({ type: 'result', result: { rows: { 1: [{ phrase: 'a', count: 3 }] }, distinctPhrases: { 1: 3, 2: 4, 3: 4 } } });
    expect(handleKeywordDensityRequest(session, { type: 'csv', id: 2, n: 1, filters })).toEqual({
      type: 'csv',
      id: 2,
      csv: 'phrase,count,density\r\na,3,50.00\r\nb,2,33.33\r\nc,1,16.67\r\n',
    });
    expect(handleKeywordDensityRequest(session, { type: 'csv', id: 3, n: 4, filters })).toMatchObject({ type: 'error', id: 3 });
  });

  it('turns malformed requests into error replies', () => {
    const session = createKeywordDensitySession();
    expect(handleKeywordDensityRequest(session, null)).toEqual({ type: 'error', id: -1, message: 'Malformed request' });
    expect(handleKeywordDensityRequest(session, { type: 'analyze', id: 1, text: 'x', language: 'klingon' })).toMatchObject({
      type: 'error',
      id: 1,
      message: 'Unsupported language: klingon',
    });
    expect(handleKeywordDensityRequest(session, { type: 'analyze', id: 2, text: 3, language: 'english' })).toMatchObject({ type: 'error', id: 2 });
    expect(handleKeywordDensityRequest(session, { type: 'nope', id: 3 })).toMatchObject({ type: 'error', id: 3 });
  });
});
