/** A small least-recently-used cache: at most `limit` entries; reading an entry makes it the most recent. */
export interface LruCache<Key, Value> {
  /** The value for `key`, made with `make` (and kept) when absent. */
  get(key: Key, make: () => Value): Value;
  /** How many entries are kept. */
  readonly size: number;
}

/** Creates an LRU cache of at most `limit` entries (at least 1). */
export function createLruCache<Key, Value>(limit: number): LruCache<Key, Value> {
  const max = Math.max(1, Math.floor(limit));
  const entries = new Map<Key, Value>();
  return {
    get(key, make) {
      if (entries.has(key)) {
        const value = entries.get(key) as Value;
        entries.delete(key);
        entries.set(key, value);
        return value;
      }
      const value = make();
      entries.set(key, value);
      if (entries.size > max) entries.delete(entries.keys().next().value as Key);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
