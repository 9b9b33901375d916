import { resolveObjectURL } from 'node:buffer';
import { runInNewContext } from 'node:vm';
import { warmUpIntl } from './intl-warm-up';

class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWorker.started.push(this);
  }
}

describe('warmUpIntl', () => {
  const realWorker = (globalThis as { Worker?: unknown }).Worker;
  afterEach(() => {
    (globalThis as { Worker?: unknown }).Worker = realWorker;
    FakeWorker.started = [];
  });

  it('starts one worker that makes a number formatter and plural rules, then reports and closes', async () => {
    (globalThis as { Worker?: unknown }).Worker = FakeWorker;
    warmUpIntl();
    expect(FakeWorker.started).toHaveLength(1);
    const [worker] = FakeWorker.started;
    const source = await resolveObjectURL(worker!.url)!.text();

    const made: string[] = [];
    const events: string[] = [];
    runInNewContext(source, {
      Intl: {
        NumberFormat: function NumberFormat() {
          made.push('NumberFormat');
        },
        PluralRules: function PluralRules() {
          made.push('PluralRules');
        },
      },
      postMessage: () => events.push('message'),
      close: () => events.push('close'),
    });
    expect(made).toEqual(['NumberFormat', 'PluralRules']);
    expect(events).toEqual(['message', 'close']);
  });

  it('frees the blob once the worker has reported', () => {
    (globalThis as { Worker?: unknown }).Worker = FakeWorker;
    warmUpIntl();
    const [worker] = FakeWorker.started;
    expect(resolveObjectURL(worker!.url)).toBeDefined();
    worker!.onmessage!();
    expect(resolveObjectURL(worker!.url)).toBeUndefined();
  });

  it('does nothing, and does not throw, where workers are missing or forbidden', () => {
    delete (globalThis as { Worker?: unknown }).Worker;
    expect(() => warmUpIntl()).not.toThrow();
    (globalThis as { Worker?: unknown }).Worker = class {
      constructor() {
        throw new DOMException('blocked by the content security policy', 'SecurityError');
      }
    };
    expect(() => warmUpIntl()).not.toThrow();
  });
});
