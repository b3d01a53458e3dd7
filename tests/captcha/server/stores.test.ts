import { Redis } from 'ioredis';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createCaptchaHandler,
  createCaptchaService,
  memoryStore,
  redisStore,
  RedisClientError,
  solveWork,
  type VerifyResult,
} from '../../../src/captcha/server/index.js';
import type { CaptchaHandler, CaptchaStore, RedisClientLike } from '../../../src/captcha/server/index.js';
import { clientKeys } from '../../../src/captcha/server/clientAddress.js';
import { CaptchaBusyError } from '../../../src/captcha/server/errors.js';
import { fakeMaker, rightResults, wrongResults } from './fakeMaker.js';
import { redisMissing, startRedis, type RedisServer } from './redisServer.js';
import { solving } from './solving.js';
import { describeStore } from './storeSuite.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const secret = 'a test secret that is long enough for HMAC-SHA256!';
/** Cheap work (4 squarings modulo a 512-bit N): these tests are about the stores. */
const cheapWork = { squarings: 4, modulusBits: 512 };
const reasonOf = (result: VerifyResult) => (result.ok ? 'ok' : result.reason);

describe('memoryStore', () => {
  let time = 1_000_000;
  let shared: CaptchaStore;
  describeStore('memoryStore', () => ({
    store: () => (shared = memoryStore({ now: () => time })),
    twin: () => shared,
    elapse: async (ms) => {
      time += ms;
    },
  }));

  it('holds at most maxEntries, dropping expired entries first and then the oldest', async () => {
    let now = 0;
    const store = memoryStore({ maxEntries: 3, now: () => now });
    await store.add('old', '1', 10_000);
    await store.add('short', '2', 10);
    await store.add('newer', '3', 10_000);
    now = 50;
    await store.add('fourth', '4', 10_000);
    expect(await store.get('short')).toBeNull();
    expect(await store.get('old')).toBe('1');
    await store.add('fifth', '5', 10_000);
    expect(await store.get('old')).toBeNull();
    expect([await store.get('newer'), await store.get('fourth'), await store.get('fifth')]).toEqual(['3', '4', '5']);
  });

  it('is one store per process and name with `shared`, whichever copy of the module makes it', async () => {
    const here = memoryStore({ shared: 'stores.test' });
    vi.resetModules();
    const again = await import('../../../src/captcha/server/memoryStore.js');
    expect(again.memoryStore).not.toBe(memoryStore);
    const there = again.memoryStore({ shared: 'stores.test' });
    expect(await here.add('slide-shared', 'v', 60_000)).toBe(true);
    expect(await there.get('slide-shared')).toBe('v');
    expect(await memoryStore().get('slide-shared')).toBeNull();
    expect(await memoryStore({ shared: 'another name' }).get('slide-shared')).toBeNull();
  });

  it('keeps pass tokens apart: a full store of challenges refuses a new owner rather than drop a token or a stranger', async () => {
    const store = memoryStore({ maxEntries: 3 });
    expect(await store.add('pass:slide-person', 'token', 60_000, { kept: true })).toBe(true);
    const [a, b, c] = ['192.0.2.1', '192.0.3.1', '192.0.4.1'].map(clientKeys);
    await store.add('slide-a1', 'a', 60_000, { owner: a! });
    await store.add('slide-b1', 'b', 60_000, { owner: b! });
    await store.add('slide-a2', 'a', 60_000, { owner: a! });
    // Full: a's next replaces a's own oldest; c, holding none, is refused, and b's challenge stays.
    expect(await store.add('slide-a3', 'a', 60_000, { owner: a! })).toBe(true);
    expect(await store.get('slide-a1')).toBeNull();
    await expect(store.add('slide-c1', 'c', 60_000, { owner: c! })).rejects.toBeInstanceOf(CaptchaBusyError);
    expect(await store.get('slide-b1')).toBe('b');
    expect(await store.get('pass:slide-person')).toBe('token');
    // Tokens have their own bound: a new one never drops a live one.
    await store.add('pass:2', 't', 60_000, { kept: true });
    await store.add('pass:3', 't', 60_000, { kept: true });
    await expect(store.add('pass:4', 't', 60_000, { kept: true })).rejects.toBeInstanceOf(CaptchaBusyError);
    expect(await store.get('pass:slide-person')).toBe('token');
  });

  it('refuses a maxEntries that is not a positive integer', () => {
    expect(() => memoryStore({ maxEntries: 0 })).toThrow(RangeError);
    expect(() => memoryStore({ maxEntries: Number.NaN })).toThrow(RangeError);
    expect(() => memoryStore({ maxPerClient: 0 })).toThrow(RangeError);
    expect(() => memoryStore({ maxPerNetwork: 1.5 })).toThrow(RangeError);
  });

  it('fails closed when a challenge was evicted: the answer is refused as unknown', async () => {
    const service = solving(
      createCaptchaService({ secret, images: fakeMaker, store: memoryStore({ maxEntries: 2 }), work: cheapWork }),
    );
    const first = await service.create('slide');
    await service.create('slide');
    await service.create('slide');
    expect(await service.verify(first.id, rightResults.slide)).toEqual({ ok: false, reason: 'unknown' });
  });
});

describe('redisStore', () => {
  it('refuses something that is not a Redis client', () => {
    expect(() => redisStore({} as RedisClientLike)).toThrow(RedisClientError);
    expect(() => redisStore(null as unknown as RedisClientLike)).toThrow(RedisClientError);
  });
});

const missing = redisMissing();

describe.skipIf(missing !== null)('redisStore on a real redis-server', () => {
  let redis: RedisServer;
  const closers: (() => Promise<unknown>)[] = [];
  const io = () => {
    const client = new Redis(redis.url);
    closers.push(() => client.quit());
    return client;
  };
  const nodeRedis = async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    closers.push(() => client.close());
    return client;
  };

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
    await redis?.stop();
  });

  describeStore('redisStore on ioredis', () => ({
    store: () => redisStore(io(), { prefix: 'suite-io:' }),
    twin: () => redisStore(io(), { prefix: 'suite-io:' }),
    elapse: sleep,
  }));

  describe('on node-redis', () => {
    let clients: RedisClientLike[] = [];
    beforeAll(async () => {
      clients = [await nodeRedis(), await nodeRedis()];
    });
    describeStore('redisStore on node-redis', () => ({
      store: () => redisStore(clients[0]!, { prefix: 'suite-node:' }),
      twin: () => redisStore(clients[1]!, { prefix: 'suite-node:' }),
      elapse: sleep,
    }));

    it('counts rate-limit hits with their window', async () => {
      const store = redisStore(clients[0]!, { prefix: 'count-node:' });
      expect(await store.countHit!('198.51.100.1', 5_000)).toEqual({ count: 1, resetMs: expect.any(Number) });
      const second = await store.countHit!('198.51.100.1', 5_000);
      expect(second.count).toBe(2);
      expect(second.resetMs).toBeGreaterThan(4_000);
      expect(second.resetMs).toBeLessThanOrEqual(5_000);
    });
  });

  it('counts the rate limit in Redis: two instances share one limit per client', async () => {
    const instance = (prefix: string) => {
      const service = createCaptchaService({
        secret,
        images: fakeMaker,
        store: redisStore(io(), { prefix }),
        work: cheapWork,
      });
      return createCaptchaHandler(service, { rateLimit: { max: 3, windowMs: 60_000 } });
    };
    const [a, b] = [instance('shared-limit:'), instance('shared-limit:')];
    const post = (handler: CaptchaHandler, clientAddress: string) =>
      handler(
        new Request('http://captcha.test/captcha/click', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
        { clientAddress },
      );
    const statuses = [];
    for (const handler of [a, b, a, b, a, b]) statuses.push((await post(handler, '2001:db8:5::1')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const limited = await post(a, '2001:db8:5::2');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect((await post(b, '2001:db8:6::1')).status).toBe(200);
    const client = io();
    const key = `shared-limit:rate:{${clientKeys('2001:db8:5::1').client}}`;
    expect(await client.get(key)).toBe('7');
    expect(await client.pttl(key)).toBeGreaterThan(59_000);
  });

  it('counts hits atomically: many at once from several instances, none lost', async () => {
    const stores = [redisStore(io(), { prefix: 'atomic:' }), redisStore(io(), { prefix: 'atomic:' })];
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => stores[i % 2]!.countHit!('client', 60_000)),
    );
    expect(results.map(({ count }) => count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
  });

  it('keeps each challenge in one key whose hash tag is its id, with an expiry', async () => {
    const client = io();
    const store = redisStore(client, { prefix: 'tag:' });
    const service = createCaptchaService({
      secret,
      images: fakeMaker,
      store,
      work: { squarings: 4, modulusBits: 512 },
    });
    const { id } = await service.create('rotate');
    const keys = await client.keys('tag:*');
    // Beside it, the period's work modulus and the climb's counts: each a key of its own, each expiring.
    expect(keys.filter((key) => !/^tag:(\{work-modulus:512:\d+\}|tally:\{[^}]+\}:\d+)$/.test(key))).toEqual([
      `tag:{${id}}`,
    ]);
    for (const key of keys) expect(await client.pttl(key)).toBeGreaterThan(0);
  });

  it('lets exactly one of two server instances pass the same challenge at once', async () => {
    // Two services, as on two machines: each with its own connection to the same Redis.
    const [a, b] = [io(), io()].map((client) =>
      createCaptchaService({
        secret,
        images: fakeMaker,
        work: { squarings: 4, modulusBits: 512 },
        store: redisStore(client, { prefix: 'race:' }),
      }),
    );
    for (let round = 0; round < 10; round += 1) {
      const { id, work } = await a!.create('slide');
      const nonces = solveWork(work);
      const results = await Promise.all([
        a!.verify(id, rightResults.slide, { work: nonces }),
        b!.verify(id, rightResults.slide, { work: nonces }),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toEqual({ ok: false, reason: 'used' });
      const winner = results.find((result) => result.ok);
      const redeemed = await Promise.all([a!.redeem(winner!.token), b!.redeem(winner!.token)]);
      expect(redeemed.map((result) => result.ok).sort()).toEqual([false, true]);
    }
  });

  // 16 bits: nonces spent on one puzzle also solve the renewed one only once in 65,536.
  const instances = (prefix: string) =>
    [io(), io(), io()].map((client) =>
      createCaptchaService({
        secret,
        images: fakeMaker,
        maxAttempts: 3,
        work: { squarings: 4, modulusBits: 512 },
        store: redisStore(client, { prefix }),
      }),
    );

  it('judges one of many answers sent at once with and without valid work: the rest count nothing', async () => {
    const services = instances('brute:');
    const { id, work } = await services[0]!.create('region');
    const nonces = solveWork(work);
    // Half with the puzzle's work, half with none or made-up work, on three instances.
    const guesses = Array.from({ length: 12 }, (_, i) =>
      services[i % 3]!.verify(id, wrongResults.region, { work: i % 2 === 0 ? nonces : i % 4 === 1 ? undefined : [i] }),
    );
    const results = await Promise.all(guesses);
    const reasons = results.map(reasonOf);
    expect(reasons.filter((reason) => reason === 'wrong')).toHaveLength(1);
    expect(reasons.filter((reason) => reason === 'work')).toHaveLength(11);
    // One attempt counted: the renewed puzzle still lets the right answer through.
    const next = results.find((result) => !result.ok && result.reason === 'wrong');
    const renewed = next && !next.ok ? next.work : undefined;
    expect(renewed).toBeDefined();
    expect(await services[2]!.verify(id, rightResults.region, { work: solveWork(renewed!) })).toMatchObject({
      ok: true,
    });
  });

  it('never counts more than maxAttempts wrong answers across instances', async () => {
    const services = instances('bound:');
    const { id, work: first } = await services[0]!.create('click');
    let work = first;
    const reasons = [];
    for (let i = 0; i < 5; i += 1) {
      const result = await services[i % 3]!.verify(id, wrongResults.click, { work: solveWork(work) });
      reasons.push(reasonOf(result));
      if (!result.ok && result.work) work = result.work;
    }
    expect(reasons).toEqual(['wrong', 'wrong', 'wrong', 'too-many-attempts', 'too-many-attempts']);
  });

  it("refuses work reused across challenges and another challenge's work, on any instance", async () => {
    const [a, b] = instances('reuse:');
    const first = await a!.create('slide');
    const second = await b!.create('slide');
    const firstWork = solveWork(first.work);
    const secondWork = solveWork(second.work);
    expect(await b!.verify(first.id, rightResults.slide, { work: firstWork })).toMatchObject({ ok: true });
    // Reused on the second challenge (unless both first solutions coincide by chance, 1 in 65,536 at 16 bits).
    if (firstWork[0] !== secondWork[0]) {
      expect(await a!.verify(second.id, rightResults.slide, { work: firstWork })).toEqual({
        ok: false,
        reason: 'work',
      });
    }
    expect(await a!.verify(second.id, rightResults.slide, { work: secondWork })).toMatchObject({ ok: true });
  });

  it('answers expired for a challenge past its time, while Redis still holds its key', async () => {
    // The service's clock moves, not Redis's: the key outlives the challenge by as long again, so a late answer
    // hears `expired` rather than `unknown`.
    let skew = 0;
    const service = solving(
      createCaptchaService({
        secret,
        images: fakeMaker,
        ttlMs: 60_000,
        work: { squarings: 4, modulusBits: 512 },
        now: () => Date.now() + skew,
        store: redisStore(io(), { prefix: 'ttl:' }),
      }),
    );
    const { id } = await service.create('click');
    skew = 60_000;
    expect(await service.verify(id, rightResults.click)).toEqual({ ok: false, reason: 'expired' });
  });
});
