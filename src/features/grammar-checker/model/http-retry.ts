/**
 * The product's HTTP retry rules, as pure functions: a request that is not idempotent (the
 * POST of a check) is retried once on a transient status; idempotent ones (GET) never are.
 */

/** Statuses worth one more try: the server may answer differently a moment later. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** How many times a request may be retried after its first attempt. */
export function maxRetries(method: string): number {
  return method.toUpperCase() === 'POST' ? 1 : 0;
}

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

/**
 * Milliseconds `Retry-After` asks to wait: delta-seconds (`120`) or an HTTP-date
 * (`Wed, 21 Oct 2015 07:28:00 GMT`, counted from `now`). `undefined` when absent or unreadable;
 * never negative.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
