/** The worker entry, loaded into a stand-in global scope. */
describe('keyword density worker entry', () => {
  const scope = globalThis as unknown as {
    onmessage: ((event: { data: unknown }) => void) | null;
    postMessage: (message: unknown) => void;
  };
  const originalPostMessage = scope.postMessage;
  afterAll(() => {
    scope.postMessage = originalPostMessage;
    scope.onmessage = null;
  });

  it('answers requests and reuses the prepared text across filter changes', async () => {
    const replies: unknown[] = [];
    scope.postMessage = (message) => replies.push(message);
    await import('./keyword-density.worker');
    const filters = { ignoreStopWords: false, ignoreNumbers: false, caseSensitive: false };
    scope.onmessage!({ data: { type: 'analyze', id: 1, text: 'The cat and the hat.', language: 'english', filters } });
    scope.onmessage!({ data: { type: 'analyze', id: 2, text: 'The cat and the hat.', language: 'english', filters: { ...filters, ignoreStopWords: true } } });
    scope.onmessage!({ data: { type: 'occurrences', id: 3, phrase: 'the', filters } });
    scope.onmessage!({ data: { type: 'bogus', id: 4 } });
    expect(replies).toEqual([
      expect.objectContaining({ type: 'result', id: 1, result: expect.objectContaining({ summary: { totalWords: 5, uniqueWords: 4, sentences: 1 } }) }),
      expect.objectContaining({ type: 'result', id: 2 }),
      { type: 'occurrences', id: 3, ranges: [{ start: 0, end: 3 }, { start: 12, end: 15 }] },
      expect.objectContaining({ type: 'error', id: 4 }),
    ]);
    const second = replies[1] as { result: { rows: Record<number, Array<{ phrase: string }>> } };
    expect(second.result.rows[1]!.map((row) => row.phrase)).toEqual(['cat', 'hat']);
  });
});
