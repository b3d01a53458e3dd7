import { describe, expect, it } from 'vitest';
import { clientKeys } from '../../../src/captcha/server/clientAddress.js';
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

    it("caps a client's live challenges: its new one replaces its own oldest, never a stranger's", async () => {
      const s = factory().store();
      const client = clientKeys(`2001:db8:${(counter += 1).toString(16)}:1::1`);
      const stranger = clientKeys(`2001:db8:${(counter += 1).toString(16)}:2::1`);
      const theirs = freshId();
      await s.add(theirs, 'person', 60_000, { owner: stranger });
      const ids = Array.from({ length: 20 }, freshId);
      for (const id of ids) expect(await s.add(id, 'flood', 60_000, { owner: client })).toBe(true);
      const held = await Promise.all(ids.map((id) => s.get(id)));
      // The default cap, 16 a client: the four oldest made room, the newest sixteen are held.
      expect(held.map((value) => value !== null)).toEqual([
        ...Array<boolean>(4).fill(false),
        ...Array<boolean>(16).fill(true),
      ]);
      expect(await s.get(theirs)).toBe('person');
    });

    it("caps a network's live challenges: 600 /64s of one /48 hold at most 512, other networks untouched", async () => {
      const s = factory().store();
      const network = (counter += 1).toString(16);
      const outsider = freshId();
      await s.add(outsider, 'person', 60_000, { owner: clientKeys(`2001:db9:${network}:1::1`) });
      const ids: string[] = [];
      for (let i = 0; i < 600; i += 1) {
        const id = freshId();
        ids.push(id);
        await s.add(id, 'flood', 60_000, { owner: clientKeys(`2001:db8:${network}:${i.toString(16)}::1`) });
      }
      const held = (await Promise.all(ids.map((id) => s.get(id)))).filter((value) => value !== null);
      expect(held.length).toBeLessThanOrEqual(512);
      expect(held.length).toBeGreaterThan(400);
      expect(await s.get(ids[599]!)).toBe('flood');
      expect(await s.get(outsider)).toBe('person');
    });

    it('keeps a pass token through any number of new challenges', async () => {
      const s = factory().store();
      const token = `pass:${freshId()}`;
      await s.add(token, 'passed', 60_000, { kept: true });
      const owner = clientKeys(`2001:db8:${(counter += 1).toString(16)}::1`);
      for (let i = 0; i < 40; i += 1) await s.add(freshId(), 'flood', 60_000, { owner });
      expect(await s.get(token)).toBe('passed');
      expect(await s.swap(token, 'passed', 'redeemed', 60_000)).toBe(true);
    });
  });
}
