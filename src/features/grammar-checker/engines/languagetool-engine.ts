/**
 * The remote engine: LanguageTool's HTTP API v2 (`POST {base}/v2/check`, `GET {base}/v2/languages`).
 *
 * The text leaves the device, so the UI must say so. Everything the public API asks of a client
 * is done here: texts over 20 KB are split at paragraph (then line, sentence, word) boundaries
 * into several requests whose findings are merged with offsets in the full text; a
 * client-side sliding window keeps us under 20 requests and 75 KB per minute (waiting briefly,
 * or failing with `rateLimited` and the wait so the UI can tell the user); a check POST is
 * retried once on a transient status, honouring `Retry-After`; each request has a timeout; a
 * new check aborts the previous one.
 */
import { languageToolUrl } from '@/config/site';
import { GrammarCheckError, abortedError, isAbortError, throwIfAborted } from '../model/errors';
import { isRetryableStatus, maxRetries, parseRetryAfter } from '../model/http-retry';
import { grammarLanguage } from '../model/languages';
import {
  finalizeSuggestions,
  isCheckResponse,
  mapLanguageToolMatches,
  type LanguageToolLanguage,
} from '../model/languagetool-response';
import { SlidingWindowRateLimiter, type RateLimit } from '../model/rate-limiter';
import { splitIntoChunks, utf8ByteLength } from '../model/request-chunks';
import type { CheckOptions, GrammarEngine, ProgressListener, Suggestion } from '../model/types';
import { applyUserPreferences } from '../model/user-preferences';

/** The API base URL from the build configuration, else LanguageTool's public API. */
export const defaultLanguageToolUrl = languageToolUrl;

export interface LanguageToolEngineOptions {
  /** API base URL without `/v2` (default {@link defaultLanguageToolUrl}). */
  baseUrl?: string;
  /** The fetch to use (default `globalThis.fetch`); tests pass a fake. */
  fetch?: typeof fetch;
  /** Per-request time limit in ms (default 20,000). */
  timeoutMs?: number;
  /** Largest request text in UTF-8 bytes (default 20,000, the public API's limit). */
  maxRequestBytes?: number;
  /** Longest text accepted at all, in UTF-8 bytes (default 150,000: two minutes of the public budget); longer fails with `tooLong`. */
  maxTextBytes?: number;
  /** Client-side limit (default 20 requests and 75,000 bytes per 60 s). Pass `null` to disable (own server). */
  rateLimit?: Partial<RateLimit> | null;
  /** Longest wait for the rate limiter before failing with `rateLimited` (default 10,000 ms). */
  maxRateLimitWaitMs?: number;
  /** Longest `Retry-After` honoured before a retry (default 10,000 ms); longer ones fail at once. */
  maxRetryDelayMs?: number;
  /** Delay before the retry when the server sends no `Retry-After` (default 1,000 ms). */
  retryDelayMs?: number;
  /** LanguageTool's `level` (default unset = `default`; `picky` adds style rules); a check's `picky` option asks for `picky`. */
  level?: 'default' | 'picky';
  /** Clock and timer, injectable for tests (defaults `Date.now` and `setTimeout`). */
  now?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** One limiter per page for the default API: every engine instance shares the per-IP budget. */
let sharedLimiter: SlidingWindowRateLimiter | undefined;

export class LanguageToolEngine implements GrammarEngine {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly maxRequestBytes: number;
  private readonly maxTextBytes: number;
  private readonly limiter: SlidingWindowRateLimiter | null;
  private readonly maxRateLimitWaitMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly retryDelayMs: number;
  private readonly level: 'default' | 'picky' | undefined;
  private readonly now: () => number;
  private readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;

  constructor(options: LanguageToolEngineOptions = {}) {
    this.baseUrl = (options.baseUrl ?? defaultLanguageToolUrl()).replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.maxRequestBytes = options.maxRequestBytes ?? 20_000;
    this.maxTextBytes = options.maxTextBytes ?? 150_000;
    this.now = options.now ?? Date.now;
    if (options.rateLimit === null) this.limiter = null;
    else if (options.rateLimit || options.now) this.limiter = new SlidingWindowRateLimiter(options.rateLimit ?? {}, this.now);
    else this.limiter = sharedLimiter ??= new SlidingWindowRateLimiter();
    this.maxRateLimitWaitMs = options.maxRateLimitWaitMs ?? 10_000;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 10_000;
    this.retryDelayMs = options.retryDelayMs ?? 1_000;
    this.level = options.level;
    this.sleep = options.sleep ?? abortableSleep;
  }

  supports(language: string): boolean {
    return grammarLanguage(language)?.languageTool === true;
  }

  async check(text: string, language: string, signal?: AbortSignal, onProgress?: ProgressListener, options?: CheckOptions): Promise<Suggestion[]> {
    // Only the caller cancels: checks are independent of each other.
    const cancel = signal ?? new AbortController().signal;
    throwIfAborted(cancel);
    if (!this.supports(language)) throw new GrammarCheckError({ kind: 'unsupported', language });
    if (text.trim() === '') return [];
    if (utf8ByteLength(text) > this.maxTextBytes) throw new GrammarCheckError({ kind: 'tooLong', maxBytes: this.maxTextBytes });
    const chunks = splitIntoChunks(text, this.maxRequestBytes, language.split('-')[0]);
    const found: Suggestion[] = [];
    onProgress?.({ phase: 'checking', loaded: 0, total: chunks.length });
    for (const [index, chunk] of chunks.entries()) {
      if (chunk.text.trim() === '') continue;
      try {
        await this.waitForBudget(utf8ByteLength(chunk.text), cancel);
        const response = await this.postCheck(chunk.text, language, options, cancel);
        found.push(...mapLanguageToolMatches(response, text, chunk.offset));
      } catch (error) {
        if (error instanceof GrammarCheckError && error.failure.kind === 'rateLimited' && index > 0) {
          const partial = finalizeSuggestions(applyUserPreferences(found, options));
          throw new GrammarCheckError({ ...error.failure, partial: { checkedUpTo: chunk.offset, suggestions: partial } });
        }
        throw error;
      }
      onProgress?.({ phase: 'checking', loaded: index + 1, total: chunks.length });
    }
    return finalizeSuggestions(applyUserPreferences(found, options));
  }

  /**
   * The server's languages (`GET /v2/languages`). Idempotent, so never retried; times out like a check.
   */
  async languages(signal?: AbortSignal): Promise<LanguageToolLanguage[]> {
    const response = await this.request(`${this.baseUrl}/v2/languages`, { method: 'GET', headers: { Accept: 'application/json' } }, signal ?? new AbortController().signal);
    const body = await readJson(response);
    if (!Array.isArray(body)) throw new GrammarCheckError({ kind: 'server', status: response.status }, 'Unexpected /v2/languages response');
    return body as LanguageToolLanguage[];
  }

  private async waitForBudget(bytes: number, signal: AbortSignal): Promise<void> {
    if (!this.limiter) return;
    const wait = this.limiter.waitTime(bytes);
    if (wait > this.maxRateLimitWaitMs) {
      throw new GrammarCheckError({ kind: 'rateLimited', retryAfterSeconds: Number.isFinite(wait) ? Math.ceil(wait / 1000) : 60 });
    }
    if (wait > 0) await this.sleep(wait, signal);
  }

  private async postCheck(text: string, language: string, options: CheckOptions | undefined, signal: AbortSignal) {
    const form = new URLSearchParams({ text, language });
    const level = options?.picky ? 'picky' : this.level;
    if (level) form.set('level', level);
    const disabled = options?.disabledRules?.filter((id) => /^[A-Z0-9_]+$/.test(id)) ?? [];
    if (disabled.length > 0) form.set('disabledRules', disabled.join(','));
    const init: RequestInit = {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', Accept: 'application/json' },
      body: form.toString(),
    };
    const url = `${this.baseUrl}/v2/check`;
    const retries = maxRetries('POST');
    for (let attempt = 0; ; attempt++) {
      this.limiter?.record(utf8ByteLength(text));
      let response: Response;
      try {
        response = await this.request(url, init, signal, true);
      } catch (error) {
        if (!(error instanceof RetryableStatus) || attempt >= retries) throw finalError(error);
        const delay = error.retryAfterMs ?? this.retryDelayMs;
        if (error.retryAfterMs !== undefined && error.retryAfterMs > this.maxRetryDelayMs) throw finalError(error);
        await this.sleep(delay, signal);
        continue;
      }
      const body = await readJson(response);
      // The answer may arrive after the check was cancelled: cancelled stays cancelled.
      throwIfAborted(signal);
      if (!isCheckResponse(body)) throw new GrammarCheckError({ kind: 'server', status: response.status }, 'Unexpected /v2/check response');
      return body;
    }
  }

  /**
   * One HTTP exchange with the timeout. Resolves with a 2xx response; a retryable status
   * (when `retryable`) becomes a {@link RetryableStatus}; anything else a GrammarCheckError.
   */
  private async request(url: string, init: RequestInit, signal: AbortSignal, retryable = false): Promise<Response> {
    throwIfAborted(signal);
    const attempt = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      attempt.abort();
    }, this.timeoutMs);
    const unlink = linkSignal(signal, attempt);
    let response: Response;
    try {
      response = await this.fetchImpl(url, { ...init, signal: attempt.signal });
    } catch (error) {
      if (signal.aborted) throw abortedError();
      if (timedOut) throw new GrammarCheckError({ kind: 'timeout' });
      if (isAbortError(error)) throw abortedError();
      throw new GrammarCheckError({ kind: 'offline' }, undefined, { cause: error });
    } finally {
      clearTimeout(timer);
      unlink();
    }
    if (response.ok) return response;
    const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), this.now());
    if (response.status === 429) this.limiter?.blockFor(retryAfterMs ?? 60_000);
    if (retryable && isRetryableStatus(response.status)) throw new RetryableStatus(response.status, retryAfterMs);
    throw statusError(response.status, retryAfterMs);
  }
}

/** A transient status that may be retried; becomes a GrammarCheckError when it is not. */
class RetryableStatus extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs: number | undefined,
  ) {
    super(`HTTP ${status}`);
  }
}

function finalError(error: unknown): unknown {
  return error instanceof RetryableStatus ? statusError(error.status, error.retryAfterMs) : error;
}

function statusError(status: number, retryAfterMs: number | undefined): GrammarCheckError {
  if (status === 429) return new GrammarCheckError({ kind: 'rateLimited', retryAfterSeconds: Math.max(1, Math.ceil((retryAfterMs ?? 60_000) / 1000)) });
  if (status === 413) return new GrammarCheckError({ kind: 'tooLong' });
  return new GrammarCheckError({ kind: 'server', status });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw new GrammarCheckError({ kind: 'server', status: response.status }, 'Unreadable response body', { cause: error });
  }
}

/** Makes `target` abort when `source` does; returns the unlinker. */
function linkSignal(source: AbortSignal | undefined, target: AbortController): () => void {
  if (!source) return () => {};
  if (source.aborted) {
    target.abort();
    return () => {};
  }
  const onAbort = () => target.abort();
  source.addEventListener('abort', onAbort, { once: true });
  return () => source.removeEventListener('abort', onAbort);
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortedError());
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
