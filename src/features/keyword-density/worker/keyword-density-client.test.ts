import { createKeywordDensityClient, isAbortError } from './keyword-density-client';

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

  it('lets the latest analysis win and rejects superseded ones with AbortError', async () => {
    const client = createKeywordDensityClient();
    const first = client.analyze('first text', 'english');
    const second = client.analyze('second text here', 'english');
    const stale = client.findOccurrences('text');
    const third = client.analyze('third', 'english');
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    await expect(stale).rejects.toMatchObject({ name: 'AbortError' });
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

  it('reports model errors and rejects after dispose', async () => {
    const client = createKeywordDensityClient();
    await expect(client.analyze('x', 'klingon' as never)).rejects.toThrow('Unsupported language: klingon');
    const pending = client.analyze('x', 'english');
    client.dispose();
    const reason: unknown = await pending.catch((error: unknown) => error);
    expect(isAbortError(reason)).toBe(true);
    expect(isAbortError(new Error('other'))).toBe(false);
    await expect(client.analyze('x', 'english')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('keyword density client with a Worker', () => {
  const originalWorker = (globalThis as { Worker?: unknown }).Worker;
  afterEach(() => {
    (globalThis as { Worker?: unknown }).Worker = originalWorker;
  });

  it('posts requests to the worker and resolves with its replies', async () => {
    const { createKeywordDensitySession, handleKeywordDensityRequest } = await import('../model');
    const posted: unknown[] = [];
    class FakeWorker {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      onerror: ((event: { preventDefault(): void }) => void) | null = null;
      onmessageerror: (() => void) | null = null;
      private readonly session = createKeywordDensitySession();
      constructor(readonly url: URL) {}
      postMessage(message: unknown): void {
        posted.push(message);
        setTimeout(() => this.onmessage?.({ data: handleKeywordDensityRequest(this.session, message) }), 0);
      }
      terminate(): void {}
    }
    (globalThis as { Worker?: unknown }).Worker = FakeWorker;
    const client = createKeywordDensityClient();
    const result = await client.analyze(text, 'english', {}, { limit: 1 });
    expect(result.rows[2]).toEqual([expect.objectContaining({ phrase: 'Keyword density', count: 2 })]);
    expect(posted).toEqual([
      {
        type: 'analyze',
        id: 1,
        text,
        language: 'english',
        filters: { ignoreStopWords: false, ignoreNumbers: false, caseSensitive: false },
        limit: 1,
      },
    ]);
    client.dispose();
  });

  it('falls back to the main thread when the worker fails to load', async () => {
    let terminated = false;
    class BrokenWorker {
      onerror: ((event: { preventDefault(): void }) => void) | null = null;
      postMessage(): void {
        setTimeout(() => this.onerror?.({ preventDefault() {} }), 0);
      }
      terminate(): void {
        terminated = true;
      }
    }
    (globalThis as { Worker?: unknown }).Worker = BrokenWorker;
    const client = createKeywordDensityClient();
    const result = await client.analyze('one two two', 'english');
    expect(result.rows[1].map((row) => [row.phrase, row.count])).toEqual([
      ['two', 2],
      ['one', 1],
    ]);
    expect(terminated).toBe(true);
    client.dispose();
  });
});
