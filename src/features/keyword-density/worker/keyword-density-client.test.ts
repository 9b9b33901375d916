import { isAbortError } from '@/lib/worker/abort';
import { createKeywordDensityClient } from './keyword-density-client';

const text = 'Keyword density checker. The keyword density of this text is high!';

describe('keyword density client without Worker (main-thread fallback)', () => {
  it('analyzes, finds occurrences and exports CSV', async () => {
    const client = createKeywordDensityClient();
    const result = await client.analyze(text, 'english', { ignoreStopWords: true }, { limit: 2 });
    expect(result.summary.totalWords).toBe(11);
    expect(result.rows[1]).toHaveLength(2);
    expect(result.rows[1].map((row) => [row.phrase, row.count])).toEqual([
      ['density', 2],
      ['Keyword', 2],
    ]);
    expect(result.distinctPhrases[1]).toBeGreaterThan(2);
    expect(await client.findOccurrences('keyword density')).toEqual([
      { start: 0, end: 15 },
      { start: 29, end: 44 },
    ]);
    const csv = await client.exportCsv(2, { ignoreStopWords: true });
    expect(csv.split('\r\n')[0]).toBe('phrase,count,density');
    expect(csv).toContain('Keyword density,2,18.18');
    client.dispose();
  });

  it('rejects aborted calls with AbortError and answers the live ones', async () => {
    const client = createKeywordDensityClient();
    const first = new AbortController();
    const second = new AbortController();
    const pendingFirst = client.analyze('first text', 'english', {}, {}, first.signal);
    const pendingSecond = client.analyze('second text here', 'english', {}, {}, second.signal);
    first.abort();
    second.abort();
    const third = client.analyze('third', 'english');
    await expect(pendingFirst).rejects.toMatchObject({ name: 'AbortError' });
    await expect(pendingSecond).rejects.toMatchObject({ name: 'AbortError' });
    expect((await third).summary.totalWords).toBe(1);
    client.dispose();
  });

  it('answers highlight requests for the latest text, in order', async () => {
    const client = createKeywordDensityClient();
    void client.analyze('alpha beta', 'english').catch(() => undefined);
    const analysis = client.analyze('beta gamma beta', 'english');
    const ranges = client.findOccurrences('beta');
    await analysis;
    expect(await ranges).toEqual([
      { start: 0, end: 4 },
      { start: 11, end: 15 },
    ]);
    client.dispose();
  });

  it('reports model errors and rejects pending calls on dispose', async () => {
    const client = createKeywordDensityClient();
    await expect(client.analyze('x', 'klingon' as never)).rejects.toThrow('Unsupported language: klingon');
    const pending = client.analyze('x', 'english');
    client.dispose();
    const reason: unknown = await pending.catch((error: unknown) => error);
    expect(isAbortError(reason)).toBe(true);
    expect(isAbortError(new Error('other'))).toBe(false);
  });
});
