import { UNKNOWN_CLIENT } from './clientAddress.js';
import { CaptchaBusyError } from './errors.js';
import { DEFAULT_OWNER_CAPS, wholeTtl, type CaptchaStore, type ChallengeOwner, type Tally } from './store.js';
import { sliceOf, slidingCount, TALLY_SLICES } from './tally.js';

/** Options of {@link memoryStore}. */
export interface MemoryStoreOptions {
  /**
   * Most challenges held at once [50,000], and apart from them most pass tokens [as many]. Past it, expired
   * entries go first; then a challenge with no owner drops the oldest without one, and an owner's challenge
   * replaces that owner's oldest, or is refused (`CaptchaBusyError`) when the owner holds none. A token never
   * makes room by dropping another: it is refused when the tokens are full of live ones.
   */
  maxEntries?: number;
  /** Live challenges per client key [16]; a client's new challenge replaces its own oldest. */
  maxPerClient?: number;
  /**
   * Live challenges per wider network (IPv6 /56 and /48, IPv4 /24) and for every client whose address cannot be
   * known, together [512]; a network's new challenge replaces the network's oldest.
   */
  maxPerNetwork?: number;
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
  /** The owners' keys, for a challenge added with an owner. */
  owners?: readonly string[];
}

/**
 * A store in this process's memory: the default, for a single server instance. Pass tokens are kept apart from
 * challenges, so no flood of new challenges drops one; live challenges are capped per client and per network,
 * so a flood replaces its own challenges, not other people's; both areas are bounded. Dropping an entry always
 * fails closed (the challenge it held is refused as unknown), never lets an answer or a token be used twice.
 * Several instances behind a load balancer need `redisStore()` instead.
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

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`memoryStore: ${name} must be a positive integer, got ${String(value)}`);
  }
  return value;
}

/** One area of entries (challenges, or tokens): a Map in insertion order, so its first entries are the oldest. */
function area(now: () => number) {
  // A swap changes its entry in place: deleting and re-adding keys makes V8 rehash a large Map again and again
  // (30 times slower at 30,000).
  const entries = new Map<string, Entry>();
  let lastSweep = -Infinity;
  return {
    entries,
    /** Drops expired entries from the oldest on, then (at most once a second) from all, while `full()`. */
    sweep(full: () => boolean, onDrop: (id: string, entry: Entry) => void) {
      const time = now();
      for (const [id, entry] of entries) {
        if (!full() || entry.expiresAt > time) break;
        entries.delete(id);
        onDrop(id, entry);
      }
      // Entries have different lifetimes, so an expired one may sit behind a live one: a full pass, at most once
      // a second (a flood of adds on a full store must not cost a full pass each).
      if (full() && time - lastSweep >= 1000) {
        lastSweep = time;
        for (const [id, entry] of entries) {
          if (entry.expiresAt > time) continue;
          entries.delete(id);
          onDrop(id, entry);
        }
      }
    },
  };
}

function ownMemoryStore(options: MemoryStoreOptions): CaptchaStore {
  const maxEntries = positiveInteger('maxEntries', options.maxEntries ?? 50_000);
  const maxPerClient = positiveInteger('maxPerClient', options.maxPerClient ?? DEFAULT_OWNER_CAPS.perClient);
  const maxPerNetwork = positiveInteger('maxPerNetwork', options.maxPerNetwork ?? DEFAULT_OWNER_CAPS.perNetwork);
  const now = options.now ?? Date.now;
  const challenges = area(now);
  const tokens = area(now);
  // Each owner's live challenge ids, oldest first.
  const owned = new Map<string, Set<string>>();

  const disown = (id: string, entry: Entry) => {
    for (const key of entry.owners ?? []) {
      const ids = owned.get(key);
      ids?.delete(id);
      if (ids?.size === 0) owned.delete(key);
    }
  };
  const dropChallenge = (id: string) => {
    const entry = challenges.entries.get(id);
    if (!entry) return;
    challenges.entries.delete(id);
    disown(id, entry);
  };

  const live = (id: string): Entry | undefined => {
    for (const { entries } of [challenges, tokens]) {
      const entry = entries.get(id);
      if (!entry) continue;
      if (entry.expiresAt > now()) return entry;
      if (entries === challenges.entries) dropChallenge(id);
      else entries.delete(id);
    }
    return undefined;
  };

  /** Makes room under each of the owner's caps by dropping that owner's own oldest (expired ones first). */
  const capOwner = (owner: ChallengeOwner) => {
    const caps: [string, number][] = [
      [owner.client, owner.client === UNKNOWN_CLIENT ? maxPerNetwork : maxPerClient],
      ...owner.networks.map((key): [string, number] => [key, maxPerNetwork]),
    ];
    for (const [key, cap] of caps) {
      const ids = owned.get(key);
      while (ids && ids.size >= cap) {
        const oldest = ids.values().next();
        if (oldest.done) break;
        dropChallenge(oldest.value);
      }
    }
  };

  const makeChallengeRoom = (owner: ChallengeOwner | undefined) => {
    const full = () => challenges.entries.size >= maxEntries;
    if (!full()) return;
    challenges.sweep(full, disown);
    if (!full()) return;
    if (owner) {
      // Full of live challenges: the owner's own oldest makes room, never a stranger's.
      const ids = owned.get(owner.client);
      const oldest = ids?.values().next();
      if (!oldest || oldest.done) throw new CaptchaBusyError('memoryStore: full of live challenges', 1);
      dropChallenge(oldest.value);
      return;
    }
    for (const [id, entry] of challenges.entries) {
      if (!full()) return;
      if (entry.owners) continue;
      dropChallenge(id);
    }
    if (full()) throw new CaptchaBusyError('memoryStore: full of live challenges', 1);
  };

  const makeTokenRoom = () => {
    const full = () => tokens.entries.size >= maxEntries;
    tokens.sweep(full, () => undefined);
    if (full()) throw new CaptchaBusyError('memoryStore: full of live pass tokens', 1);
  };

  const tally = memoryTally({ maxKeys: maxEntries, now });
  return {
    tally: tally.tally,
    async add(id, value, ttlMs, addOptions = {}) {
      if (live(id)) return false;
      const expiresAt = now() + wholeTtl(ttlMs);
      if (addOptions.kept) {
        makeTokenRoom();
        tokens.entries.set(id, { value, expiresAt });
        return true;
      }
      const { owner } = addOptions;
      if (owner) capOwner(owner);
      makeChallengeRoom(owner);
      const owners = owner ? [owner.client, ...owner.networks] : undefined;
      challenges.entries.set(id, { value, expiresAt, owners });
      for (const key of owners ?? []) {
        let ids = owned.get(key);
        if (!ids) owned.set(key, (ids = new Set()));
        ids.add(id);
      }
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
