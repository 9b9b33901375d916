import { GrammarCheckError, abortedError } from '../model/errors';
import type { CheckProgress, Suggestion } from '../model/types';
import type { LocalEngine } from '../engines/local-engine';
import { createLocalGrammarClient, type WorkerLike } from './local-grammar-client';
import { createLocalGrammarHost } from './local-grammar-host';
import type { LocalGrammarRequest, LocalGrammarResponse } from './protocol';

/** An engine double: checks resolve when released, honouring abort. */
function stubEngine() {
  const waiting: Array<() => void> = [];
  const engine = {
    check: (text: string, _language: string, signal?: AbortSignal, onProgress?: (p: CheckProgress) => void) =>
      new Promise<Suggestion[]>((resolve, reject) => {
        onProgress?.({ phase: 'loading', loaded: 50, total: 100 });
        signal?.addEventListener('abort', () => reject(abortedError()), { once: true });
        waiting.push(() =>
          resolve([{ id: 'x', category: 'misspelling', offset: 0, length: text.length, original: text, replacements: ['y'], message: 'm', ruleId: 'R', engine: 'local' }]),
        );
      }),
    suggest: async (word: string) => [`${word}!`],
    preload: jest.fn(),
  };
  return { engine: engine as unknown as LocalEngine, release: () => waiting.splice(0).forEach((f) => f()), preload: engine.preload };
}

/** A fake worker running the real host in-process, asynchronously like postMessage. */
function fakeWorker(engine: LocalEngine) {
  const sent: LocalGrammarRequest[] = [];
  let terminated = 0;
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(message) {
      sent.push(message);
      setTimeout(() => host.handle(structuredClone(message)), 0);
    },
    terminate() {
      terminated++;
    },
  };
  const host = createLocalGrammarHost(
    () => engine,
    (response: LocalGrammarResponse) => setTimeout(() => worker.onmessage?.({ data: structuredClone(response) }), 0),
  );
  return { worker, sent, terminatedCount: () => terminated };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('local grammar client', () => {
  it('forwards progress and resolves with the result', async () => {
    const { engine, release } = stubEngine();
    const fake = fakeWorker(engine);
    const client = createLocalGrammarClient({ createWorker: () => fake.worker, assetBaseUrl: 'https://site.test/' });
    const progress: CheckProgress[] = [];
    const pending = client.check('teh', 'en-US', undefined, (p) => progress.push(p), { personalWords: ['x'] });
    await tick();
    release();
    await expect(pending).resolves.toMatchObject([{ original: 'teh', replacements: ['y'] }]);
    expect(progress).toEqual([{ phase: 'loading', loaded: 50, total: 100 }]);
    expect(fake.sent[0]).toMatchObject({ type: 'check', text: 'teh', assetBaseUrl: 'https://site.test/', options: { personalWords: ['x'] } });
    client.dispose();
  });

  it('a new check supersedes the previous one, which the worker is told to drop', async () => {
    const { engine, release } = stubEngine();
    const fake = fakeWorker(engine);
    const client = createLocalGrammarClient({ createWorker: () => fake.worker });
    const first = client.check('one', 'en-US');
    const second = client.check('two', 'en-US');
    await expect(first).rejects.toMatchObject({ failure: { kind: 'aborted' } });
    await tick();
    release();
    await expect(second).resolves.toMatchObject([{ original: 'two' }]);
    expect(fake.sent.map((m) => m.type)).toEqual(['check', 'abort', 'check']);
    client.dispose();
  });

  it('aborts on the signal', async () => {
    const { engine } = stubEngine();
    const fake = fakeWorker(engine);
    const client = createLocalGrammarClient({ createWorker: () => fake.worker });
    const controller = new AbortController();
    const pending = client.check('one', 'en-US', controller.signal);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GrammarCheckError);
    expect((error as Error).name).toBe('AbortError');
    client.dispose();
  });

  it('answers suggest and preload', async () => {
    const { engine, preload } = stubEngine();
    const fake = fakeWorker(engine);
    const client = createLocalGrammarClient({ createWorker: () => fake.worker });
    client.preload('pl-PL');
    await expect(client.suggest('smochód', 'pl-PL')).resolves.toEqual(['smochód!']);
    expect(preload).toHaveBeenCalledWith('pl-PL');
    client.dispose();
  });

  it('shuts the idle worker down and starts a new one when needed', async () => {
    const { engine, release } = stubEngine();
    const workers: Array<ReturnType<typeof fakeWorker>> = [];
    const client = createLocalGrammarClient({
      idleTimeoutMs: 20,
      createWorker: () => {
        const fake = fakeWorker(engine);
        workers.push(fake);
        return fake.worker;
      },
    });
    const pending = client.check('a', 'en-US');
    await tick();
    release();
    await pending;
    await new Promise((r) => setTimeout(r, 50));
    expect(workers[0]?.terminatedCount()).toBe(1);
    const again = client.check('b', 'en-US');
    await tick();
    release();
    await expect(again).resolves.toHaveLength(1);
    expect(workers).toHaveLength(2);
    client.dispose();
  });

  it('fails pending checks when the worker crashes, and recovers', async () => {
    const { engine } = stubEngine();
    const fake = fakeWorker(engine);
    const client = createLocalGrammarClient({ createWorker: () => fake.worker });
    const pending = client.check('a', 'en-US');
    fake.worker.onerror?.({ message: 'boom', preventDefault: () => {} });
    await expect(pending).rejects.toThrow(/boom/);
    expect(fake.terminatedCount()).toBe(1);
  });
});
