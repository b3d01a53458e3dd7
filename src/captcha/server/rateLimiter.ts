/** Per-client rate limit of the handler: at most `max` requests in each window of `windowMs`. */
export interface RateLimitOptions {
  /** Requests allowed per client per window [60]. */
  max?: number;
  /** Window length in ms [60,000]. */
  windowMs?: number;
  /** Most clients tracked at once [10,000]; past it, the oldest window is forgotten. */
  maxClients?: number;
}

/** A fixed-window counter per client key, bounded in memory. */
export interface RateLimiter {
  /** Counts one request from `key`: 0 when allowed, else the seconds to wait before the window resets. */
  hit(key: string): number;
}

/** Creates a rate limiter; `now` is the clock in ms. Throws a RangeError for a bad option. */
export function createRateLimiter(options: RateLimitOptions = {}, now: () => number = Date.now): RateLimiter {
  const { max = 60, windowMs = 60_000, maxClients = 10_000 } = options;
  for (const [name, value] of Object.entries({ max, windowMs, maxClients })) {
    if (!Number.isInteger(value) || value < 1) throw new RangeError(`rateLimit.${name} must be a positive integer`);
  }
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      const time = now();
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        windows.delete(key);
        for (const [oldKey, old] of windows) {
          if (windows.size < maxClients && time - old.start < windowMs) break;
          windows.delete(oldKey);
        }
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= max ? 0 : Math.max(1, Math.ceil((window.start + windowMs - time) / 1000));
    },
  };
}
