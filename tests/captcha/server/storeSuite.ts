import { describe, expect, it } from 'vitest';
import type { CaptchaStore } from '../../../src/captcha/server/index.js';

/** How a store suite gets its stores: a fresh one, and a second one on the same data (another client). */
export interface StoreFactory {
  store: () => CaptchaStore;
  /** Another store over the same data through another connection (for the memory store: the same store). */
  twin: () => CaptchaStore;
  /** Lets `ms` pass for the store's clock (real time for Redis, a moved clock for memory). */
  elapse: (ms: number) => Promise<void>;
}

let counter = 0;
const freshId = () => `slide-test${String((counter += 1)).padStart(20, '0')}`;

/** The behaviour every CaptchaStore owes, run against memoryStore and redisStore alike. */
export function describeStore(name: string, factory: () => StoreFactory) {
  describe(`${name}: the store contract`, () => {
    it('holds what was added, and only the first add of an id', async () => {
      const { store } = factory();
      const s = store();
      const id = freshId();
      expect(await s.get(id)).toBeNull();
      expect(await s.add(id, 'first', 60_000)).toBe(true);
      expect(await s.add(id, 'second', 60_000)).toBe(false);
      expect(await s.get(id)).toBe('first');
    });

    it('swaps only from the expected value', async () => {
      const { store } = factory();
      const s = store();
      const id = freshId();
      expect(await s.swap(id, 'a', 'b', 60_000)).toBe(false);
      await s.add(id, 'a', 60_000);
      expect(await s.swap(id, 'x', 'b', 60_000)).toBe(false);
      expect(await s.get(id)).toBe('a');
      expect(await s.swap(id, 'a', 'b', 60_000)).toBe(true);
      expect(await s.get(id)).toBe('b');
      expect(await s.swap(id, 'a', 'c', 60_000)).toBe(false);
    });

    it('forgets an entry when its time is up, and a swap sets a new time', async () => {
      const { store, elapse } = factory();
      const s = store();
      const short = freshId();
      const renewed = freshId();
      // 300 ms leaves a busy machine time for the swap to come before the first expiry.
      await s.add(short, 'v', 300);
      await s.add(renewed, 'v', 300);
      expect(await s.swap(renewed, 'v', 'w', 60_000)).toBe(true);
      await elapse(400);
      expect(await s.get(short)).toBeNull();
      expect(await s.add(short, 'again', 60_000)).toBe(true);
      expect(await s.get(renewed)).toBe('w');
    });

    it('lets exactly one of two clients win a swap of the same value at once', async () => {
      const { store, twin } = factory();
      const [a, b] = [store(), twin()];
      for (let round = 0; round < 20; round += 1) {
        const id = freshId();
        await a.add(id, 'pending', 60_000);
        const wins = await Promise.all([a.swap(id, 'pending', 'by-a', 60_000), b.swap(id, 'pending', 'by-b', 60_000)]);
        expect(wins.filter(Boolean)).toHaveLength(1);
        expect(await a.get(id)).toBe(wins[0] ? 'by-a' : 'by-b');
      }
    });

    it('lets exactly one of two clients add the same id at once', async () => {
      const { store, twin } = factory();
      const [a, b] = [store(), twin()];
      const id = freshId();
      const added = await Promise.all([a.add(id, 'a', 60_000), b.add(id, 'b', 60_000)]);
      expect(added.filter(Boolean)).toHaveLength(1);
    });
  });
}
