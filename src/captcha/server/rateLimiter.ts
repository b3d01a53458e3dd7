import type { RateCounter } from './store.js';

/** Per-client rate limit of the handler: at most `max` requests in each window of `windowMs`. */
export interface RateLimitOptions {
  /** Requests allowed per client per window [60]. */
  max?: number;
  /** Window length in ms [60,000]. */
  windowMs?: number;
  /**
   * Most clients tracked at once in this process [10,000] (not used when the store counts, as `redisStore`
   * does). Past it, the oldest window still under its limit is forgotten; a window over its limit is kept to its
   * end. When every tracked client is over its limit, a new client is refused (429) until the first window ends.
   */
  maxClients?: number;
}

/** A fixed-window counter per client key. */
export interface RateLimiter {
  /** Counts one request from `key`: 0 when allowed, else the seconds to wait before its window resets. */
  hit(key: string): number | Promise<number>;
}

interface Window {
  start: number;
  count: number;
}

function checked(options: RateLimitOptions): Required<RateLimitOptions> {
  const { max = 60, windowMs = 60_000, maxClients = 10_000 } = options;
  for (const [name, value] of Object.entries({ max, windowMs, maxClients })) {
    if (!Number.isInteger(value) || value < 1) throw new RangeError(`rateLimit.${name} must be a positive integer`);
  }
  return { max, windowMs, maxClients };
}

const secondsUntil = (time: number, end: number) => Math.max(1, Math.ceil((end - time) / 1000));

/**
 * A rate limiter in this process's memory, bounded to `maxClients` windows; `now` is the clock in ms. Windows
 * under their limit and windows over it are kept apart, so making room never forgets a client that is over
 * its limit (which would let it start again) and costs no scan. Throws a RangeError for a bad option.
 */
export function createRateLimiter(options: RateLimitOptions = {}, now: () => number = Date.now): RateLimiter {
  const { max, windowMs, maxClients } = checked(options);
  // Both Maps iterate in insertion order: `under` by window start (a key is re-added when its window restarts).
  const under = new Map<string, Window>();
  const over = new Map<string, Window>();
  // When every tracked window is over its limit: the time the first of them ends (no room before it).
  let fullUntil = -Infinity;

  /** Frees one place for a new window: 0, or the seconds until a place frees. */
  const makeRoom = (time: number): number => {
    if (under.size + over.size < maxClients) return 0;
    const oldest = under.keys().next();
    if (!oldest.done) {
      under.delete(oldest.value);
      return 0;
    }
    if (time < fullUntil) return secondsUntil(time, fullUntil);
    let firstEnd = Infinity;
    for (const [key, window] of over) {
      const end = window.start + windowMs;
      if (end <= time) over.delete(key);
      else firstEnd = Math.min(firstEnd, end);
    }
    if (over.size < maxClients) return 0;
    fullUntil = firstEnd;
    return secondsUntil(time, firstEnd);
  };

  return {
    hit(key) {
      const time = now();
      let window = under.get(key) ?? over.get(key);
      if (window && time - window.start >= windowMs) {
        under.delete(key);
        over.delete(key);
        window = undefined;
      }
      if (!window) {
        const wait = makeRoom(time);
        if (wait > 0) return wait;
        window = { start: time, count: 0 };
        under.set(key, window);
      }
      window.count += 1;
      if (window.count <= max) return 0;
      if (under.delete(key)) over.set(key, window);
      return secondsUntil(time, window.start + windowMs);
    },
  };
}

/**
 * A rate limiter counted by the store (one atomic step per request, as `redisStore` does), so every server
 * instance sharing the store shares each client's limit. Throws a RangeError for a bad option.
 */
export function createStoreRateLimiter(counter: RateCounter, options: RateLimitOptions = {}): RateLimiter {
  const { max, windowMs } = checked(options);
  return {
    async hit(key) {
      const { count, resetMs } = await counter.countHit(key, windowMs);
      return count <= max ? 0 : Math.max(1, Math.ceil(resetMs / 1000));
    },
  };
}
