import type { WorkerClient } from '@/lib/worker/worker-client';
import type { AnalyzeOptions, AnalyzeOutput, KeyphraseRequest, KeywordDensityHost, KeywordFilters, KeywordLanguage, PhraseLength, TextRange } from '../model';

/** What an analysis reads besides the text: the keyphrases, and the user's stop-word list as typed. */
export interface AnalysisExtras {
  keyphrases?: KeyphraseRequest;
  stopWordList?: string;
}

/**
 * The keyword density worker, as the page calls it. Calls run one at a time, in order, so
 * `findOccurrences` and `exportCsv` answer for the `analyze` called before them. Each takes an
 * optional `signal`: the page aborts what it no longer needs (an analysis of text since edited)
 * and the call rejects with an `AbortError` at once; a call aborted while it waits is never run.
 */
export interface KeywordDensityClient {
  /**
   * The tables of `text` under `filters` (each flag defaults to `false`). Pass `options.limit`,
   * the rows a view shows (default: all rows — slow to post for long texts; `distinctPhrases`
   * tells how many there are). With `extras`, also the keyphrases' verdicts, and the on-page
   * checks when the text is HTML source.
   */
  analyze(
    text: string,
    language: KeywordLanguage,
    filters?: Partial<KeywordFilters>,
    options?: Omit<AnalyzeOptions, 'customStopWords'>,
    signal?: AbortSignal,
    extras?: AnalysisExtras,
  ): Promise<AnalyzeOutput>;
  /** Ranges of `phrase` in the text of the latest `analyze` (see the model's `findOccurrences`). */
  findOccurrences(phrase: string, filters?: Partial<KeywordFilters>, signal?: AbortSignal, stopWordList?: string): Promise<TextRange[]>;
  /** The whole `n`-word table of the latest `analyze` as CSV (the model's `toCsv`), all rows. */
  exportCsv(n: PhraseLength, filters?: Partial<KeywordFilters>, signal?: AbortSignal, stopWordList?: string): Promise<string>;
  /** Stops the worker; pending calls reject with an `AbortError`. */
  dispose(): void;
}

/**
 * A {@link KeywordDensityClient}. The bridge (and with it the worker) loads with the first
 * analysis, not with the page; the model runs on the main thread where no worker can.
 */
export function createKeywordDensityClient(): KeywordDensityClient {
  let bridge: Promise<WorkerClient<KeywordDensityHost>> | undefined;
  const connect = () =>
    (bridge ??= import('@/lib/worker/worker-client').then(({ createWorkerClient }) =>
      createWorkerClient<KeywordDensityHost>({
        start: () => new Worker(new URL('./keyword-density.worker.ts', import.meta.url), { type: 'module' }),
        // Loaded on demand, so pages that have workers do not also ship the model.
        loadFallback: async () => (await import('../model/protocol')).createKeywordDensityHost(),
      }),
    ));
  return {
    analyze: async (text, language, filters, options, signal, extras) =>
      (await connect()).call('analyze', { text, language, filters, limit: options?.limit, order: options?.order, ...extras }, { signal }),
    findOccurrences: async (phrase, filters, signal, stopWordList) => (await connect()).call('occurrences', { phrase, filters, stopWordList }, { signal }),
    exportCsv: async (n, filters, signal, stopWordList) => (await connect()).call('csv', { n, filters, stopWordList }, { signal }),
    dispose: () => void bridge?.then((client) => client.dispose()),
  };
}
