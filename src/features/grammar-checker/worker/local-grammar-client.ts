/**
 * The page's handle on the local grammar engine: a {@link GrammarEngine} whose work happens in
 * a Web Worker (./local-grammar.worker.ts).
 *
 * - Latest check wins: a new `check` rejects the previous one with `aborted` at once and tells
 *   the worker to drop it; an aborted `signal` does the same.
 * - Loading progress (bytes of harper's WASM or a dictionary) reaches `onProgress`.
 * - Idle shutdown: after `idleTimeoutMs` without requests the worker is terminated, freeing
 *   harper (~100 MB) and the dictionaries; the next check starts a new one (the browser's HTTP
 *   cache makes reloading cheap, compiling WASM costs a second or two).
 * - Where `Worker` does not exist (tests, old environments) the engine runs on the main thread.
 */
import { GrammarCheckError, abortedError } from '../model/errors';
import { grammarLanguage } from '../model/languages';
import type { CheckOptions, GrammarEngine, ProgressListener, Suggestion } from '../model/types';
import type { LocalGrammarRequest, LocalGrammarResponse } from './protocol';

/** What the client needs of a worker (a real `Worker` or a test double). */
export interface WorkerLike {
  postMessage(message: LocalGrammarRequest): void;
  terminate(): void;
  onmessage: ((event: { data: LocalGrammarResponse }) => void) | null;
  onerror: ((event: { preventDefault?: () => void; message?: string }) => void) | null;
}

export interface LocalGrammarClientOptions {
  /** Terminate the idle worker after this many ms (default 180,000; 0 = never). */
  idleTimeoutMs?: number;
  /** Site root the worker loads assets from (default `location.origin + '/'`). */
  assetBaseUrl?: string;
  /** Starts the worker (default: the module worker next to this file). */
  createWorker?: () => WorkerLike;
}

export interface LocalGrammarClient extends GrammarEngine {
  /** Spelling suggestions for one word (for findings that got none within the engine's time budget). */
  suggest(word: string, language: string): Promise<string[]>;
  /** Starts loading what `language` needs (e.g. when the user picks it), without checking. */
  preload(language: string): void;
  /** Terminates the worker; pending checks reject with `aborted`. The client stays usable. */
  dispose(): void;
}

type Pending =
  | { kind: 'check'; resolve: (s: Suggestion[]) => void; reject: (e: unknown) => void; onProgress?: ProgressListener; cleanup: () => void }
  | { kind: 'suggest'; resolve: (s: string[]) => void; reject: (e: unknown) => void; cleanup: () => void };

function defaultWorker(): WorkerLike {
  return new Worker(new URL('./local-grammar.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

export function createLocalGrammarClient(options: LocalGrammarClientOptions = {}): LocalGrammarClient {
  const idleTimeoutMs = options.idleTimeoutMs ?? 180_000;
  const assetBaseUrl = () => options.assetBaseUrl ?? `${globalThis.location?.origin ?? ''}/`;
  let worker: WorkerLike | undefined;
  let fallback: ReturnType<typeof startFallback> | undefined;
  let nextId = 0;
  let currentCheck: number | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const pending = new Map<number, Pending>();

  function send(request: LocalGrammarRequest): void {
    clearIdle();
    const target = ensureWorker();
    if (target) target.postMessage(request);
    else (fallback ??= startFallback(receive)).handle(request);
  }

  function ensureWorker(): WorkerLike | undefined {
    if (worker) return worker;
    if (!options.createWorker && typeof Worker === 'undefined') return undefined;
    try {
      const started = (options.createWorker ?? defaultWorker)();
      started.onmessage = (event) => receive(event.data);
      started.onerror = (event) => {
        event.preventDefault?.();
        // The worker crashed or could not load: fail what is pending, start afresh next time.
        const error = new Error(`Grammar worker failed${event.message ? `: ${event.message}` : ''}`);
        shutDown(() => error);
      };
      worker = started;
      return started;
    } catch {
      return undefined;
    }
  }

  function receive(response: LocalGrammarResponse): void {
    const entry = pending.get(response.id);
    if (!entry) return;
    if (response.type === 'progress') {
      if (entry.kind === 'check') entry.onProgress?.(response.progress);
      return;
    }
    pending.delete(response.id);
    entry.cleanup();
    if (response.type === 'error') {
      const failure = response.failure;
      entry.reject(failure.kind === 'error' ? new Error(failure.message) : new GrammarCheckError(failure));
    } else if (response.type === 'result' && entry.kind === 'check') entry.resolve(response.suggestions);
    else if (response.type === 'suggestions' && entry.kind === 'suggest') entry.resolve(response.replacements);
    if (response.id === currentCheck) currentCheck = undefined;
    scheduleIdle();
  }

  function cancel(id: number): void {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    entry.cleanup();
    entry.reject(abortedError());
    if (worker) worker.postMessage({ type: 'abort', id });
    else fallback?.handle({ type: 'abort', id });
    scheduleIdle();
  }

  function clearIdle(): void {
    if (idleTimer !== undefined) clearTimeout(idleTimer);
    idleTimer = undefined;
  }

  function scheduleIdle(): void {
    clearIdle();
    if (idleTimeoutMs <= 0 || pending.size > 0 || !worker) return;
    idleTimer = setTimeout(() => {
      if (pending.size === 0) shutDown(() => abortedError());
    }, idleTimeoutMs);
  }

  function shutDown(reason: () => unknown): void {
    clearIdle();
    worker?.terminate();
    worker = undefined;
    currentCheck = undefined;
    for (const [id, entry] of [...pending]) {
      pending.delete(id);
      entry.cleanup();
      entry.reject(reason());
    }
  }

  return {
    supports(language) {
      return grammarLanguage(language) !== undefined;
    },

    check(text: string, language: string, signal?: AbortSignal, onProgress?: ProgressListener, checkOptions?: CheckOptions) {
      if (currentCheck !== undefined) cancel(currentCheck);
      if (signal?.aborted) return Promise.reject(abortedError());
      const id = ++nextId;
      currentCheck = id;
      return new Promise<Suggestion[]>((resolve, reject) => {
        const onAbort = () => cancel(id);
        signal?.addEventListener('abort', onAbort, { once: true });
        pending.set(id, { kind: 'check', resolve, reject, onProgress, cleanup: () => signal?.removeEventListener('abort', onAbort) });
        send({ type: 'check', id, text, language, assetBaseUrl: assetBaseUrl(), ...(checkOptions ? { options: plainOptions(checkOptions) } : {}) });
      });
    },

    suggest(word, language) {
      const id = ++nextId;
      return new Promise<string[]>((resolve, reject) => {
        pending.set(id, { kind: 'suggest', resolve, reject, cleanup: () => {} });
        send({ type: 'suggest', id, word, language, assetBaseUrl: assetBaseUrl() });
      });
    },

    preload(language) {
      send({ type: 'preload', language, assetBaseUrl: assetBaseUrl() });
      scheduleIdle();
    },

    dispose() {
      shutDown(() => abortedError());
    },
  };
}

/** Options as plain arrays (a frozen store state or a Set-backed array would not clone). */
function plainOptions(options: CheckOptions): CheckOptions {
  return {
    ...(options.personalWords ? { personalWords: [...options.personalWords] } : {}),
    ...(options.disabledRules ? { disabledRules: [...options.disabledRules] } : {}),
  };
}

/** The same host on the main thread, its engine loaded on first use. */
function startFallback(receive: (response: LocalGrammarResponse) => void) {
  const host = Promise.all([import('./local-grammar-host'), import('../engines/local-engine'), import('../engines/browser-assets')]).then(
    ([{ createLocalGrammarHost }, { LocalEngine }, { createBrowserAssetSource }]) => {
      const engines = new Map<string, InstanceType<typeof LocalEngine>>();
      return createLocalGrammarHost((base) => {
        let engine = engines.get(base);
        if (!engine) engines.set(base, (engine = new LocalEngine(createBrowserAssetSource({ baseUrl: base }))));
        return engine;
      }, receive);
    },
  );
  return {
    handle(request: LocalGrammarRequest) {
      void host.then((h) => h.handle(request));
    },
  };
}
