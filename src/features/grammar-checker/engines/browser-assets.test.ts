import { readWithProgress } from './browser-assets';

/** A response whose body comes in the given chunks. */
function chunked(chunks: number[][], headers: Record<string, string> = {}): Response {
  const queue = chunks.map((chunk) => new Uint8Array(chunk));
  return new Response(
    new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = queue.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    }),
    { headers },
  );
}

describe('readWithProgress', () => {
  const chunks = [[1, 2, 3], [4], [5, 6, 7, 8, 9]];
  const all = chunks.flat();

  it.each([
    ['the size the manifest gives', 9],
    ['a size too small', 4],
    ['a size too large', 20],
    ['no size', undefined],
  ])('reads every byte in order with %s', async (_, total) => {
    const progress: Array<[number, number | undefined]> = [];
    const bytes = await readWithProgress(chunked(chunks), total, (loaded, known) => progress.push([loaded, known]));
    expect([...bytes]).toEqual(all);
    expect(progress.at(-1)).toEqual([9, 9]);
    expect(progress.map(([loaded]) => loaded)).toEqual([0, 3, 4, 9, 9]);
  });

  it('counts against Content-Length only when the body is not compressed', async () => {
    const plain: Array<number | undefined> = [];
    await readWithProgress(chunked(chunks, { 'Content-Length': '9' }), undefined, (_, known) => plain.push(known));
    expect(plain[0]).toBe(9);
    const compressed: Array<number | undefined> = [];
    await readWithProgress(chunked(chunks, { 'Content-Length': '6', 'Content-Encoding': 'gzip' }), undefined, (_, known) => compressed.push(known));
    expect(compressed[0]).toBeUndefined();
  });
});
