import { wholeTtl, type CaptchaStore, type Tally } from './store.js';
import { sliceOf, slidingCount, TALLY_SLICES } from './tally.js';

/** Options of {@link memoryStore}. */
export interface MemoryStoreOptions {
  /** Most entries held at once [50,000]; past it, expired entries go first, then the oldest added. */
  maxEntries?: number;
  /** The clock, in ms since the epoch [Date.now]; tests move it. */
  now?: () => number;
  /**
   * A name that makes the store one per process [none: a store of its own]: every `memoryStore({ shared })`
   * of that name, from any copy of this module (Next.js loads a module once for route handlers and once for
   * server actions), is the same store, made with the first caller's options.
   */
  shared?: string;
}

interface Entry {
  value: string;
  expiresAt: number;
}

/**
 * A store in this process's memory: the default, for a single server instance. Bounded: when full, it drops
 * expired entries, then the oldest added. Dropping an entry always fails closed (the challenge or token it held
 * is refused as unknown), so a flood of new challenges can cost users a retry but never lets an answer or a
 * token be used twice. Several instances behind a load balancer need `redisStore()` instead.
 */
export function memoryStore(options: MemoryStoreOptions = {}): CaptchaStore {
  const { shared, ...own } = options;
  if (shared === undefined) return ownMemoryStore(own);
  const registry = processStores();
  let store = registry.get(shared);
  if (!store) {
    store = ownMemoryStore(own);
    registry.set(shared, store);
  }
  return store;
}

function ownMemoryStore(options: MemoryStoreOptions): CaptchaStore {
  const maxEntries = options.maxEntries ?? 50_000;
  if (!Number.isInteger(maxEntries) || maxEntries < 1) {
    throw new RangeError(`memoryStore: maxEntries must be a positive integer, got ${String(maxEntries)}`);
  }
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order, so the first entries are the oldest added. A swap changes its entry in
  // place: deleting and re-adding keys makes V8 rehash a large Map again and again (30 times slower at 30,000).
  const entries = new Map<string, Entry>();
  let lastSweep = -Infinity;

  const live = (id: string): Entry | undefined => {
    const entry = entries.get(id);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(id);
      return undefined;
    }
    return entry;
  };

  const makeRoom = () => {
    // Checked before any iterator is made: a Map iterator steps over the slots of deleted entries.
    if (entries.size < maxEntries) return;
    const time = now();
    for (const [id, entry] of entries) {
      if (entries.size < maxEntries) return;
      if (entry.expiresAt <= time) entries.delete(id);
      else break;
    }
    // Entries have different lifetimes, so an expired one may sit behind a live one: sweep them all before
    // evicting, at most once a second (a flood of adds on a full store must not cost a full pass each).
    if (entries.size >= maxEntries && time - lastSweep >= 1000) {
      lastSweep = time;
      for (const [id, entry] of entries) if (entry.expiresAt <= time) entries.delete(id);
    }
    for (const id of entries.keys()) {
      if (entries.size < maxEntries) return;
      entries.delete(id);
    }
  };

  const tally = memoryTally({ maxKeys: maxEntries, now });
  return {
    tally: tally.tally,
    async add(id, value, ttlMs) {
      if (live(id)) return false;
      makeRoom();
      entries.set(id, { value, expiresAt: now() + wholeTtl(ttlMs) });
      return true;
    },
    async get(id) {
      return live(id)?.value ?? null;
    },
    async swap(id, expected, next, ttlMs) {
      const entry = live(id);
      if (entry?.value !== expected) return false;
      entry.value = next;
      entry.expiresAt = now() + wholeTtl(ttlMs);
      return true;
    },
  };
}

/**
 * Sliding-window counts in this process's memory, for `memoryStore` and for services whose store keeps none.
 * Bounded: past `maxKeys` keys, the key counted least recently goes first (a forgotten key counts from 0 again).
 */
export function memoryTally(options: { maxKeys?: number; now?: () => number } = {}): Tally {
  const maxKeys = options.maxKeys ?? 50_000;
  const now = options.now ?? Date.now;
  /** Per key, the count of each slice still in its window. */
  const counts = new Map<string, Map<number, number>>();
  return {
    async tally(key, amount, windowMs) {
      const { slice, into } = sliceOf(now(), windowMs);
      const slices = counts.get(key) ?? new Map<number, number>();
      // Re-added at the end: the Map's first key is the one counted least recently.
      counts.delete(key);
      counts.set(key, slices);
      for (const old of slices.keys()) if (old < slice - TALLY_SLICES) slices.delete(old);
      slices.set(slice, (slices.get(slice) ?? 0) + amount);
      for (const oldest of counts.keys()) {
        if (counts.size <= maxKeys) break;
        counts.delete(oldest);
      }
      const newestFirst = Array.from({ length: TALLY_SLICES + 1 }, (_, age) => slices.get(slice - age) ?? 0);
      return slidingCount(newestFirst, into);
    },
  };
}

// On globalThis, not in this module: a bundler may load the module twice in one process, and both copies must
// find the same stores.
const registryKey = Symbol.for('confab-ui.captcha.memoryStores');

function processStores(): Map<string, CaptchaStore> {
  const holder = globalThis as { [registryKey]?: Map<string, CaptchaStore> };
  return (holder[registryKey] ??= new Map());
}
