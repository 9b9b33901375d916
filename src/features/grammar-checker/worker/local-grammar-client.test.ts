import { FakeWorker } from '@/lib/worker/testing/fake-worker';
import { GrammarCheckError, abortedError } from '../model/errors';
import type { CheckProgress, Suggestion } from '../model/types';
import type { LocalEngine } from '../engines/local-engine';
import { createLocalGrammarClient } from './local-grammar-client';
import { createLocalGrammarHost } from './local-grammar-host';

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
  /** Resolves the checks the engine holds, once at least `count` have reached it (messages cross the fake worker as macrotasks). */
  const reached = async (count: number) => {
    while (waiting.length < count) await new Promise((r) => setTimeout(r, 1));
  };
  const release = async (count = 1) => {
    await reached(count);
    waiting.splice(0).forEach((f) => f());
  };
  return { engine: engine as unknown as LocalEngine, reached, release, preload: engine.preload };
}

/** Fake workers serving the real host over `engine`; the list grows as the client starts them. */
function fakeWorkers(engine: LocalEngine) {
  const started: FakeWorker[] = [];
  const start = () => {
    const worker = new FakeWorker(createLocalGrammarHost(() => engine));
    started.push(worker);
    return worker;
  };
  const sentCalls = () => started.flatMap((w) => w.posted as Array<{ kind: string; method?: string; input?: unknown }>);
  return { start, started, sentCalls };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('local grammar client', () => {
  it('forwards progress and resolves with the result', async () => {
    const { engine, release } = stubEngine();
    const fake = fakeWorkers(engine);
    const client = createLocalGrammarClient({ start: fake.start, assetBaseUrl: 'https://site.test/' });
    const progress: CheckProgress[] = [];
    const pending = client.check('teh', 'en-US', undefined, (p) => progress.push(p), { personalWords: ['x'], picky: true, live: true });
    await tick();
    await release();
    await expect(pending).resolves.toMatchObject([{ original: 'teh', replacements: ['y'] }]);
    expect(progress).toEqual([{ phase: 'loading', loaded: 50, total: 100 }]);
    expect(fake.sentCalls()[0]).toMatchObject({ kind: 'call', method: 'check', input: { text: 'teh', assetBaseUrl: 'https://site.test/', options: { personalWords: ['x'], picky: true, live: true } } });
    client.dispose();
  });

  it('runs checks independently: aborting one leaves the other, and the worker is told to drop it', async () => {
    const { engine, reached, release } = stubEngine();
    const fake = fakeWorkers(engine);
    const client = createLocalGrammarClient({ start: fake.start });
    const controller = new AbortController();
    const first = client.check('one', 'en-US', controller.signal);
    const second = client.check('two', 'en-US');
    await reached(2);
    controller.abort();
    await expect(first).rejects.toMatchObject({ failure: { kind: 'aborted' } });
    await release(2);
    await expect(second).resolves.toMatchObject([{ original: 'two' }]);
    expect(fake.sentCalls().map((m) => m.kind)).toEqual(['call', 'call', 'abort']);
    client.dispose();
  });

  it('aborts on the signal with an AbortError that is a GrammarCheckError', async () => {
    const { engine } = stubEngine();
    const fake = fakeWorkers(engine);
    const client = createLocalGrammarClient({ start: fake.start });
    const controller = new AbortController();
    const pending = client.check('one', 'en-US', controller.signal);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GrammarCheckError);
    expect((error as Error).name).toBe('AbortError');
    client.dispose();
  });

  it('brings typed failures back from the worker as GrammarCheckErrors', async () => {
    const { engine } = stubEngine();
    const fake = fakeWorkers(engine);
    const client = createLocalGrammarClient({ start: fake.start });
    jest.spyOn(engine, 'check').mockRejectedValueOnce(new GrammarCheckError({ kind: 'unsupported', language: 'xx-XX' }));
    const error = await client.check('x', 'xx-XX').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GrammarCheckError);
    expect((error as GrammarCheckError).failure).toEqual({ kind: 'unsupported', language: 'xx-XX' });
    client.dispose();
  });

  it('answers suggest and preload', async () => {
    const { engine, preload } = stubEngine();
    const fake = fakeWorkers(engine);
    const client = createLocalGrammarClient({ start: fake.start });
    client.preload('pl-PL');
    await expect(client.suggest('smochód', 'pl-PL')).resolves.toEqual(['smochód!']);
    expect(preload).toHaveBeenCalledWith('pl-PL');
    client.dispose();
  });

  it('shuts the idle worker down and starts a new one when needed', async () => {
    const { engine, release } = stubEngine();
    const fake = fakeWorkers(engine);
    const client = createLocalGrammarClient({ idleTimeoutMs: 20, start: fake.start });
    const pending = client.check('a', 'en-US');
    await tick();
    await release();
    await pending;
    // The idle timeout (20 ms) runs out; polled, since a loaded machine may delay its timer.
    for (let waited = 0; !fake.started[0]?.terminated && waited < 2_000; waited += 10) await new Promise((r) => setTimeout(r, 10));
    expect(fake.started[0]?.terminated).toBe(true);
    const again = client.check('b', 'en-US');
    await tick();
    await release();
    await expect(again).resolves.toHaveLength(1);
    expect(fake.started).toHaveLength(2);
    client.dispose();
  });

  it('fails pending checks when the worker crashes, and recovers with a new worker', async () => {
    const { engine, reached, release } = stubEngine();
    const fake = fakeWorkers(engine);
    const client = createLocalGrammarClient({ start: fake.start });
    const pending = client.check('a', 'en-US');
    // Crash once the worker holds the check: a worker that dies before it is ready counts as one
    // that cannot load, and the client would rightly run the next check on the page instead.
    await reached(1);
    fake.started[0]?.crash('boom');
    await expect(pending).rejects.toThrow(/boom/);
    expect(fake.started[0]?.terminated).toBe(true);
    const again = client.check('b', 'en-US');
    // The crashed worker's check is still held by the shared engine double: wait until the new
    // worker's check has reached it too, or a slow start would leave 'b' unreleased.
    await release(2);
    await expect(again).resolves.toMatchObject([{ original: 'b' }]);
    expect(fake.started).toHaveLength(2);
    client.dispose();
  });
});
