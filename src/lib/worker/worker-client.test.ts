import { createLatestSignal, isAbortError } from './abort';
import type { CallContext } from './host';
import { reviveError, serializeError } from './messages';
import { FakeWorker, type FakeWorkerOptions } from './testing/fake-worker';
import { WorkerCrashError, createWorkerClient, type WorkerClientOptions } from './worker-client';

/** A host with one procedure of each kind the features use. */
function createTestHost() {
  const log: string[] = [];
  let releaseSlow: (() => void) | undefined;
  return {
    log,
    releaseSlow: () => releaseSlow?.(),
    /** Whether a `slow` call has reached its handler. */
    slowRunning: () => releaseSlow !== undefined,
    host: {
      /** Synchronous, like counting: answers in call order. */
      echo(input: { text: string }) {
        log.push(input.text);
        return input.text.toUpperCase();
      },
      /** Reports progress, then answers. */
      steps(input: { count: number }, context: CallContext<number>) {
        for (let step = 1; step <= input.count; step++) context.progress(step);
        return input.count;
      },
      /** Waits until released or aborted, like a check loading a dictionary. */
      slow(_input: null, context: CallContext<never>) {
        return new Promise<string>((resolve, reject) => {
          releaseSlow = () => resolve('done');
          context.signal.addEventListener('abort', () => {
            log.push('slow aborted');
            reject(context.signal.reason);
          });
        });
      },
      /** Sends its buffer back, transferred. */
      bytes(input: { buffer: ArrayBuffer }, context: CallContext<never>) {
        context.transfer([input.buffer]);
        return { length: input.buffer.byteLength, buffer: input.buffer };
      },
      fail(input: { message: string }): never {
        throw Object.assign(new Error(input.message), { name: 'TypedFailure', failure: { kind: 'server', status: 503 } });
      },
    },
  };
}

type TestHost = ReturnType<typeof createTestHost>['host'];

/**
 * Waits until the worker runs the `slow` call: the client posts calls only once the worker says
 * it is ready, which a loaded machine may take longer than one tick to deliver.
 */
async function untilSlowRuns(host: ReturnType<typeof createTestHost>) {
  while (!host.slowRunning()) await new Promise((resolve) => setTimeout(resolve, 1));
}

/** A client over fake workers (or none), with what it started. */
function setUp(options: Partial<WorkerClientOptions<TestHost>> & { worker?: FakeWorkerOptions | 'unavailable' } = {}) {
  const inWorker = createTestHost();
  const onPage = createTestHost();
  const started: FakeWorker[] = [];
  const fallbackLoads = jest.fn(async () => onPage.host);
  const client = createWorkerClient<TestHost>({
    start: () => {
      if (options.worker === 'unavailable') throw new ReferenceError('Worker is not defined');
      const worker = new FakeWorker(inWorker.host, { ...options.worker });
      started.push(worker);
      return worker;
    },
    loadFallback: fallbackLoads,
    ...options,
  });
  return { client, inWorker, onPage, started, fallbackLoads };
}

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

describe('worker client', () => {
  it('starts the worker on the first call, once, and answers in call order', async () => {
    const { client, started, inWorker, fallbackLoads } = setUp();
    expect(started).toHaveLength(0);
    const answers = await Promise.all(['a', 'b', 'c'].map((text) => client.call('echo', { text })));
    expect(answers).toEqual(['A', 'B', 'C']);
    expect(inWorker.log).toEqual(['a', 'b', 'c']);
    expect(started).toHaveLength(1);
    expect(fallbackLoads).not.toHaveBeenCalled();
    client.dispose();
  });

  it('rejects at once with a standard AbortError when the signal has already aborted, and sends nothing', async () => {
    const { client, started } = setUp();
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await client.call('echo', { text: 'x' }, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(started).toHaveLength(0);
  });

  it('drops a call aborted while it waits: it never reaches the worker, the newest does', async () => {
    const { client, inWorker } = setUp();
    const latest = createLatestSignal();
    const first = client.call('echo', { text: 'first' }, { signal: latest.next() });
    const second = client.call('echo', { text: 'second' }, { signal: latest.next() });
    const third = client.call('echo', { text: 'third' }, { signal: latest.next() });
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect(await third).toBe('THIRD');
    expect(inWorker.log).toEqual(['third']);
    client.dispose();
  });

  it('aborts a running call: the caller hears at once, the handler sees its signal abort', async () => {
    const { client, inWorker } = setUp();
    const controller = new AbortController();
    const slow = client.call('slow', null, { signal: controller.signal });
    const next = client.call('echo', { text: 'after' });
    await untilSlowRuns(inWorker);
    controller.abort();
    await expect(slow).rejects.toMatchObject({ name: 'AbortError' });
    expect(await next).toBe('AFTER');
    expect(inWorker.log).toEqual(['slow aborted', 'after']);
    client.dispose();
  });

  it('terminates the worker to stop a running call when told to, and starts a fresh one', async () => {
    const { client, started, inWorker } = setUp({ abortInFlight: 'terminate' });
    const controller = new AbortController();
    const slow = client.call('slow', null, { signal: controller.signal });
    await untilSlowRuns(inWorker);
    controller.abort();
    await expect(slow).rejects.toMatchObject({ name: 'AbortError' });
    expect(started[0]?.terminated).toBe(true);
    expect(await client.call('echo', { text: 'x' })).toBe('X');
    expect(started).toHaveLength(2);
    client.dispose();
  });

  it('passes progress through, in order', async () => {
    const { client } = setUp();
    const progress: number[] = [];
    expect(await client.call('steps', { count: 3 }, { onProgress: (step) => progress.push(step) })).toBe(3);
    expect(progress).toEqual([1, 2, 3]);
    client.dispose();
  });

  it('transfers listed objects both ways instead of copying them', async () => {
    const { client } = setUp();
    const buffer = new Uint8Array([1, 2, 3]).buffer;
    const answer = await client.call('bytes', { buffer }, { transfer: [buffer] });
    expect(buffer.byteLength).toBe(0);
    expect(answer.length).toBe(3);
    expect([...new Uint8Array(answer.buffer)]).toEqual([1, 2, 3]);
    client.dispose();
  });

  it('rejects with the error thrown in the worker: its name, message and data', async () => {
    const { client } = setUp();
    await expect(client.call('fail', { message: 'Service unavailable' })).rejects.toMatchObject({
      name: 'TypedFailure',
      message: 'Service unavailable',
      failure: { kind: 'server', status: 503 },
    });
    client.dispose();
  });

  it('runs the host on the main thread, loaded once, where workers are unavailable', async () => {
    const { client, onPage, fallbackLoads } = setUp({ worker: 'unavailable' });
    const progress: number[] = [];
    expect(await client.call('echo', { text: 'page' })).toBe('PAGE');
    expect(await client.call('steps', { count: 2 }, { onProgress: (step) => progress.push(step) })).toBe(2);
    expect(onPage.log).toEqual(['page']);
    expect(progress).toEqual([1, 2]);
    expect(fallbackLoads).toHaveBeenCalledTimes(1);
  });

  it('aborts a call running on the main thread through its signal', async () => {
    const { client, onPage } = setUp({ worker: 'unavailable' });
    const controller = new AbortController();
    const slow = client.call('slow', null, { signal: controller.signal });
    await untilSlowRuns(onPage);
    controller.abort();
    await expect(slow).rejects.toMatchObject({ name: 'AbortError' });
    expect(onPage.log).toEqual(['slow aborted']);
  });

  it('moves to the main thread with the calls intact when the worker script fails to load', async () => {
    const { client, onPage, started } = setUp({ worker: { failToLoad: true } });
    const buffer = new Uint8Array([7, 8]).buffer;
    const answer = await client.call('bytes', { buffer }, { transfer: [buffer] });
    expect(answer.length).toBe(2);
    expect(started[0]?.posted).toEqual([]);
    expect(await client.call('echo', { text: 'later' })).toBe('LATER');
    expect(onPage.log).toEqual(['later']);
    expect(started).toHaveLength(1);
  });

  it('after a crash, re-runs the calls it held on the main thread with the same answers', async () => {
    const { client, started, onPage } = setUp({ worker: { silent: true } });
    const answers = Promise.all([client.call('echo', { text: 'one' }), client.call('echo', { text: 'two' })]);
    await tick();
    started[0]?.crash('out of memory');
    expect(await answers).toEqual(['ONE', 'TWO']);
    expect(onPage.log).toEqual(['one', 'two']);
    expect(started[0]?.terminated).toBe(true);
  });

  it("with afterCrash 'restart', fails the calls the worker held and starts a new worker for the next", async () => {
    const { client, started, fallbackLoads } = setUp({ afterCrash: 'restart', worker: { silent: true } });
    const held = client.call('echo', { text: 'lost' });
    await tick();
    started[0]?.crash('out of memory');
    const error: unknown = await held.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerCrashError);
    expect((error as Error).message).toMatch(/out of memory/);
    const next = client.call('echo', { text: 'next' });
    expect(started).toHaveLength(2);
    // The new worker answers: calls are posted once it is ready, a macrotask after it starts.
    started[1]!.options.silent = false;
    expect(await next).toBe('NEXT');
    expect(fallbackLoads).not.toHaveBeenCalled();
    client.dispose();
  });

  it('shuts an idle worker down and starts a new one for the next call', async () => {
    const { client, started } = setUp({ idleTimeoutMs: 20 });
    expect(await client.call('echo', { text: 'a' })).toBe('A');
    await tick(10);
    expect(started[0]?.terminated).toBe(false);
    await tick(40);
    expect(started[0]?.terminated).toBe(true);
    expect(await client.call('echo', { text: 'b' })).toBe('B');
    expect(started).toHaveLength(2);
    client.dispose();
  });

  it('does not shut a worker down while a call runs', async () => {
    const { client, started, inWorker } = setUp({ idleTimeoutMs: 10 });
    const slow = client.call('slow', null);
    await untilSlowRuns(inWorker);
    // Four idle timeouts while the call runs.
    await tick(40);
    expect(started[0]?.terminated).toBe(false);
    inWorker.releaseSlow();
    expect(await slow).toBe('done');
    client.dispose();
  });

  it('runs up to maxConcurrent calls side by side', async () => {
    const { client, inWorker } = setUp({ maxConcurrent: 2 });
    const slow = client.call('slow', null);
    expect(await client.call('echo', { text: 'beside' })).toBe('BESIDE');
    inWorker.releaseSlow();
    expect(await slow).toBe('done');
    client.dispose();
  });

  it('dispose rejects pending calls with AbortError and terminates the worker; a later call starts afresh', async () => {
    const { client, started } = setUp();
    const slow = client.call('slow', null);
    const waiting = client.call('echo', { text: 'waiting' });
    await tick();
    client.dispose();
    await expect(slow).rejects.toMatchObject({ name: 'AbortError' });
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(started[0]?.terminated).toBe(true);
    expect(await client.call('echo', { text: 'again' })).toBe('AGAIN');
    client.dispose();
  });

  it('ignores messages that are not the bridge’s (pdf.js posts its own in a worker)', async () => {
    const { client, started } = setUp();
    const pending = client.call('echo', { text: 'x' });
    await tick(0);
    started[0]?.dispatchEvent(Object.assign(new Event('message'), { data: { sourceName: 'worker', action: 'ready' } }));
    expect(await pending).toBe('X');
    client.dispose();
  });

  it('rejects an unknown procedure without harming the worker', async () => {
    const { client } = setUp();
    await expect(client.call('nope' as 'echo', { text: '' })).rejects.toThrow('Unknown procedure: nope');
    expect(await client.call('echo', { text: 'ok' })).toBe('OK');
    client.dispose();
  });
});

describe('errors across the boundary', () => {
  it('keep name, message and cloneable fields; an AbortError stays a DOMException', () => {
    const typed = Object.assign(new Error('Too many requests'), { name: 'RateLimited', retryAfter: 30, callback: () => {} });
    expect(serializeError(typed)).toEqual({ name: 'RateLimited', message: 'Too many requests', data: { retryAfter: 30 } });
    expect(serializeError('plain')).toEqual({ name: 'Error', message: 'plain' });
    const revived = reviveError({ name: 'RateLimited', message: 'Too many requests', data: { retryAfter: 30 } });
    expect(revived).toMatchObject({ name: 'RateLimited', message: 'Too many requests', retryAfter: 30 });
    const aborted = reviveError(serializeError(new DOMException('stop', 'AbortError')));
    expect(aborted).toBeInstanceOf(DOMException);
    expect(isAbortError(aborted)).toBe(true);
  });
});

describe('createLatestSignal', () => {
  it('aborts the previous signal on next() and the current one on abort()', () => {
    const latest = createLatestSignal();
    const first = latest.next();
    const second = latest.next();
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(false);
    latest.abort();
    expect(second.aborted).toBe(true);
  });
});
