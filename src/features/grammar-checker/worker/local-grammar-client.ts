/**
 * The page's handle on the local grammar engine: a {@link GrammarEngine} whose work happens in
 * a Web Worker (./local-grammar.worker.ts), through the shared worker bridge.
 *
 * - Checks are cancelled by the caller's `signal` only (the tool aborts the check it replaces);
 *   an aborted check rejects with `aborted` at once and the worker drops it.
 * - Loading progress (bytes of harper's WASM or a dictionary) reaches `onProgress`.
 * - Idle shutdown: after `idleTimeoutMs` without calls the worker is terminated, and the worker
 *   it started for harper with it, freeing harper (~230 MB) and the dictionaries; the next check
 *   starts a new one (the browser's HTTP cache makes reloading cheap, setting harper up costs
 *   about a second, during which the interim English spelling answers).
 * - A crash fails the checks it held and the next check starts a new worker: the engine is not
 *   re-run on the page (the page's policy allows no WebAssembly, and it may have been memory).
 *   Where workers cannot run at all (tests, old environments), it runs on the main thread.
 */
import { isAbortError } from '@/lib/worker/abort';
import { reviveError } from '@/lib/worker/messages';
import { createWorkerClient, type WorkerLike } from '@/lib/worker/worker-client';
import { abortedError, grammarErrorFrom } from '../model/errors';
import { grammarLanguage } from '../model/languages';
import type { CheckOptions, GrammarEngine, ProgressListener } from '../model/types';
import type { LocalGrammarHost } from './local-grammar-host';

export interface LocalGrammarClientOptions {
  /** Terminate the idle worker after this many ms (default 180,000; 0 = never). */
  idleTimeoutMs?: number;
  /** Site root the worker loads assets from (default `location.origin + '/'`). */
  assetBaseUrl?: string;
  /** Starts the worker (default: the module worker next to this file). */
  start?: () => WorkerLike;
}

export interface LocalGrammarClient extends GrammarEngine {
  /** Spelling suggestions for one word (for findings that got none within the engine's time budget). */
  suggest(word: string, language: string): Promise<string[]>;
  /** Starts loading what `language` needs (e.g. when the user picks it), without checking. */
  preload(language: string): void;
  /** The grammar language to offer for `text` written with `chosen` selected, or null (detected on the device). */
  suggestLanguage(text: string, chosen: string): Promise<string | null>;
  /** Terminates the worker; pending checks reject with `aborted`. The client stays usable. */
  dispose(): void;
}

/** Checks, suggestions and a preload may run in the worker side by side. */
const maxConcurrent = 4;

export function createLocalGrammarClient(options: LocalGrammarClientOptions = {}): LocalGrammarClient {
  const assetBaseUrl = () => options.assetBaseUrl ?? `${globalThis.location?.origin ?? ''}/`;
  const client = createWorkerClient<LocalGrammarHost>({
    start: options.start ?? (() => new Worker(new URL('./local-grammar.worker.ts', import.meta.url), { type: 'module' })),
    loadFallback: async () => {
      const [{ createLocalGrammarHost }, { LocalEngine }, { createBrowserAssetSource }] = await Promise.all([
        import('./local-grammar-host'),
        import('../engines/local-engine'),
        import('../engines/browser-assets'),
      ]);
      return createLocalGrammarHost((baseUrl) => new LocalEngine(createBrowserAssetSource({ baseUrl })));
    },
    maxConcurrent,
    idleTimeoutMs: options.idleTimeoutMs ?? 180_000,
    afterCrash: 'restart',
    // A typed failure thrown in the worker arrives as data: the caller gets its GrammarCheckError back.
    reviveError: (error) => grammarErrorFrom(error) ?? reviveError(error),
  });
  /** One way to say "cancelled" to the grammar UI: a GrammarCheckError of kind `aborted` (named AbortError). */
  const asGrammarError = (error: unknown): never => {
    throw isAbortError(error) ? abortedError() : error;
  };

  return {
    supports(language) {
      return grammarLanguage(language) !== undefined;
    },
    check(text: string, language: string, signal?: AbortSignal, onProgress?: ProgressListener, checkOptions?: CheckOptions) {
      const input = { text, language, assetBaseUrl: assetBaseUrl(), ...(checkOptions ? { options: plainOptions(checkOptions) } : {}) };
      return client.call('check', input, { signal, onProgress }).catch(asGrammarError);
    },
    suggest(word, language) {
      return client.call('suggest', { word, language, assetBaseUrl: assetBaseUrl() }).catch(asGrammarError);
    },
    preload(language) {
      // Errors surface at check time.
      client.call('preload', { language, assetBaseUrl: assetBaseUrl() }).catch(() => {});
    },
    suggestLanguage(text, chosen) {
      return client.call('suggestLanguage', { text, chosen }).catch(asGrammarError);
    },
    dispose() {
      client.dispose();
    },
  };
}

/** Options as plain arrays (a frozen store state or a Set-backed array would not clone). */
function plainOptions(options: CheckOptions): CheckOptions {
  return {
    ...(options.personalWords ? { personalWords: [...options.personalWords] } : {}),
    ...(options.disabledRules ? { disabledRules: [...options.disabledRules] } : {}),
    ...(options.picky ? { picky: true } : {}),
    ...(options.live ? { live: true } : {}),
  };
}
