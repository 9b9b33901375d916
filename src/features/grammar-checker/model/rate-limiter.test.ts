import { isRetryableStatus, maxRetries, parseRetryAfter } from './http-retry';
import { SlidingWindowRateLimiter } from './rate-limiter';

describe('SlidingWindowRateLimiter', () => {
  it('limits requests per window', () => {
    let now = 0;
    const limiter = new SlidingWindowRateLimiter({ maxRequests: 3, maxBytes: 1000, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.waitTime(10)).toBe(0);
      limiter.record(10);
      now += 1000;
    }
    expect(limiter.waitTime(10)).toBe(57_000); // the first expires at 60 s
    now = 60_000;
    expect(limiter.waitTime(10)).toBe(0);
  });

  it('limits bytes per window (sliding, not fixed)', () => {
    let now = 0;
    const limiter = new SlidingWindowRateLimiter({ maxRequests: 20, maxBytes: 75_000, windowMs: 60_000 }, () => now);
    limiter.record(40_000);
    now = 30_000;
    limiter.record(30_000);
    expect(limiter.waitTime(10_000)).toBe(30_000); // needs the 40 KB request to expire
    expect(limiter.waitTime(5_000)).toBe(0);
    expect(limiter.waitTime(80_000)).toBe(Infinity);
  });

  it('blocks after a server refusal', () => {
    let now = 0;
    const limiter = new SlidingWindowRateLimiter({}, () => now);
    limiter.blockFor(5_000);
    expect(limiter.waitTime(1)).toBe(5_000);
    now = 5_000;
    expect(limiter.waitTime(1)).toBe(0);
  });
});

describe('retry rules', () => {
  it('retries POST once, GET never', () => {
    expect(maxRetries('POST')).toBe(1);
    expect(maxRetries('get')).toBe(0);
  });

  it('knows the transient statuses', () => {
    expect([408, 409, 425, 429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 413, 501].some(isRetryableStatus)).toBe(false);
  });

  it('parses Retry-After', () => {
    const now = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
