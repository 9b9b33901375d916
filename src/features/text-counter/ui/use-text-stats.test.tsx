import { renderHook } from '@testing-library/react';
import type { CounterClient } from './use-counter-client';
import { useTextStats } from './use-text-stats';

type IdleWindow = Window & { requestIdleCallback?: (run: () => void) => number; cancelIdleCallback?: (handle: number) => void };

describe('useTextStats before the worker answers', () => {
  const idle: Array<() => void> = [];
  const win = window as IdleWindow;
  const RealSegmenter = Intl.Segmenter;
  const granularities: Array<string | undefined> = [];

  beforeEach(() => {
    idle.length = 0;
    granularities.length = 0;
    win.requestIdleCallback = (run) => idle.push(run);
    win.cancelIdleCallback = () => {};
    Intl.Segmenter = class extends RealSegmenter {
      constructor(locales?: Intl.LocalesArgument, options?: Intl.SegmenterOptions) {
        super(locales, options);
        granularities.push(options?.granularity);
      }
    };
  });

  afterEach(() => {
    Intl.Segmenter = RealSegmenter;
    delete win.requestIdleCallback;
    delete win.cancelIdleCallback;
  });

  it('builds a word segmenter at the first idle moment, before there is any text or answer', () => {
    // A worker that never answers: nothing else on the main thread needs a segmenter yet.
    const client = () => ({ call: () => new Promise(() => {}) }) as unknown as CounterClient;
    renderHook(() => useTextStats(client, '', 'pl', null, false));
    expect(granularities).toEqual([]);
    for (const run of idle.splice(0)) run();
    expect(granularities).toEqual(['word']);
  });
});
