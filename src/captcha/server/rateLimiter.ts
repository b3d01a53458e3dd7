import { UNKNOWN_CLIENT, type ClientKeys } from './clientAddress.js';
import type { RateCounter } from './store.js';

/**
 * The handler's rate limits, each a budget of requests per window of `windowMs`: per client, per wider network,
 * for every client whose address cannot be known together, and for the whole service. A request is counted
 * from the narrowest on and refused at the first budget spent, so a client over its own budget spends none of
 * its network's.
 */
export interface RateLimitOptions {
  /** Requests allowed per client (an IPv4 address, an IPv6 /64, or a `clientKey`) per window [60]. */
  max?: number;
  /** Per IPv6 /56 [240]. */
  max56?: number;
  /** Per IPv6 /48 [480]: 3,000 /64s of one /48 get no more than this. */
  max48?: number;
  /** Per IPv4 /24 [240]. */
  max24?: number;
  /**
   * For every request whose address cannot be known, together [30]: one shared, low-rate bucket (never
   * unlimited); the handler says once in the log how to give it addresses.
   */
  maxUnknown?: number;
  /** For the whole service [6,000]. */
  maxService?: number;
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
  /**
   * Counts one request from `key`, allowed `max` a window [the `max` option]: 0 when allowed, else the seconds to
   * wait before its window resets.
   */
  hit(key: string, max?: number): number | Promise<number>;
}

interface Window {
  start: number;
  count: number;
}

/** The default budgets of {@link RateLimitOptions}. */
export const DEFAULT_RATE_LIMITS: Required<RateLimitOptions> = {
  max: 60,
  max56: 240,
  max48: 480,
  max24: 240,
  maxUnknown: 30,
  maxService: 6_000,
  windowMs: 60_000,
  maxClients: 10_000,
};

function checked(options: RateLimitOptions): Required<RateLimitOptions> {
  const merged = { ...DEFAULT_RATE_LIMITS, ...options };
  for (const [name, value] of Object.entries(merged)) {
    if (!Number.isInteger(value) || value < 1) throw new RangeError(`rateLimit.${name} must be a positive integer`);
  }
  return merged;
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
    hit(key, limit = max) {
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
      if (window.count <= limit) return 0;
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
    async hit(key, limit = max) {
      const { count, resetMs } = await counter.countHit(key, windowMs);
      return count <= limit ? 0 : Math.max(1, Math.ceil(resetMs / 1000));
    },
  };
}

/** The key the whole service's budget is counted under. */
export const SERVICE_KEY = 'service';

/**
 * Counts a request under each of its keys in turn, narrowest first (client, networks, the service), each against
 * its own budget, and stops at the first spent: 0 when allowed, else the seconds to wait. A request whose address
 * cannot be known counts in the one shared bucket. Throws a RangeError for a bad option.
 */
export function createNetworkLimiter(
  limiter: RateLimiter,
  options: RateLimitOptions = {},
): (keys: ClientKeys) => Promise<number> {
  const limits = checked(options);
  const budgetOf = (key: string): number => {
    if (key === UNKNOWN_CLIENT) return limits.maxUnknown;
    if (key === SERVICE_KEY) return limits.maxService;
    if (key.startsWith('v6/56:')) return limits.max56;
    if (key.startsWith('v6/48:')) return limits.max48;
    if (key.startsWith('v4/24:')) return limits.max24;
    return limits.max;
  };
  return async (keys) => {
    for (const key of [keys.client, ...keys.networks, SERVICE_KEY]) {
      const wait = await limiter.hit(key, budgetOf(key));
      if (wait > 0) return wait;
    }
    return 0;
  };
}
