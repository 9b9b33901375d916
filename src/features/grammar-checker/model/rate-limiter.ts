/**
 * Client-side sliding-window rate limiter, so that we never send what LanguageTool's public API
 * would refuse (per IP: 20 requests and 75 KB per minute). It only answers "how long until this
 * request may go"; the caller decides to wait or to tell the user.
 */

export interface RateLimit {
  /** Requests allowed per window (default 20). */
  maxRequests: number;
  /** Bytes allowed per window (default 75,000). */
  maxBytes: number;
  /** Window length in milliseconds (default 60,000). */
  windowMs: number;
}

export const LANGUAGETOOL_PUBLIC_LIMIT: RateLimit = { maxRequests: 20, maxBytes: 75_000, windowMs: 60_000 };

export class SlidingWindowRateLimiter {
  private readonly limit: RateLimit;
  private readonly now: () => number;
  /** Sent requests still inside the window, oldest first. */
  private sent: Array<{ at: number; bytes: number }> = [];

  /**
   * @param limit Defaults to {@link LANGUAGETOOL_PUBLIC_LIMIT}.
   * @param now Clock in milliseconds (default `Date.now`); injectable for tests.
   */
  constructor(limit: Partial<RateLimit> = {}, now: () => number = Date.now) {
    this.limit = { ...LANGUAGETOOL_PUBLIC_LIMIT, ...limit };
    this.now = now;
  }

  /**
   * Milliseconds to wait before a request of `bytes` may be sent (0: now). A request larger
   * than the byte budget on its own can never fit and gets `Infinity`.
   */
  waitTime(bytes: number): number {
    if (bytes > this.limit.maxBytes) return Infinity;
    const now = this.now();
    this.expire(now);
    let count = this.sent.length;
    let total = this.sent.reduce((sum, r) => sum + r.bytes, 0);
    if (count < this.limit.maxRequests && total + bytes <= this.limit.maxBytes) return 0;
    // Walk the window oldest first until dropping the expired entries makes room.
    for (const record of this.sent) {
      count -= 1;
      total -= record.bytes;
      if (count < this.limit.maxRequests && total + bytes <= this.limit.maxBytes) {
        return Math.max(0, record.at + this.limit.windowMs - now);
      }
    }
    return 0;
  }

  /** Records a request of `bytes` as sent now. */
  record(bytes: number): void {
    const now = this.now();
    this.expire(now);
    this.sent.push({ at: now, bytes });
  }

  /**
   * Records a refusal by the server (HTTP 429 with `Retry-After`): no request goes until then,
   * whatever our own bookkeeping says.
   */
  blockFor(ms: number): void {
    const now = this.now();
    // Fill the window with a request that expires exactly when the server allows again.
    const at = now + ms - this.limit.windowMs;
    this.sent = [...this.sent, { at, bytes: this.limit.maxBytes }].sort((a, b) => a.at - b.at);
  }

  private expire(now: number): void {
    const cutoff = now - this.limit.windowMs;
    let drop = 0;
    while (drop < this.sent.length && (this.sent[drop] as { at: number }).at <= cutoff) drop++;
    if (drop > 0) this.sent = this.sent.slice(drop);
  }
}
