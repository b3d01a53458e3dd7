import { Redis } from 'ioredis';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCaptchaService, memoryStore, redisStore, RedisClientError } from '../../../src/captcha/server/index.js';
import type { CaptchaStore, RedisClientLike } from '../../../src/captcha/server/index.js';
import { fakeMaker, rightResults, wrongResults } from './fakeMaker.js';
import { redisMissing, startRedis, type RedisServer } from './redisServer.js';
import { describeStore } from './storeSuite.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const secret = 'a test secret that is long enough for HMAC-SHA256!';

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

  it('refuses a maxEntries that is not a positive integer', () => {
    expect(() => memoryStore({ maxEntries: 0 })).toThrow(RangeError);
    expect(() => memoryStore({ maxEntries: Number.NaN })).toThrow(RangeError);
  });

  it('fails closed when a challenge was evicted: the answer is refused as unknown', async () => {
    const service = createCaptchaService({ secret, images: fakeMaker, store: memoryStore({ maxEntries: 2 }) });
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
  });

  it('keeps each challenge in one key whose hash tag is its id, with an expiry', async () => {
    const client = io();
    const service = createCaptchaService({ secret, images: fakeMaker, store: redisStore(client, { prefix: 'tag:' }) });
    const { id } = await service.create('rotate');
    expect(await client.keys('tag:*')).toEqual([`tag:{${id}}`]);
    expect(await client.pttl(`tag:{${id}}`)).toBeGreaterThan(0);
  });

  it('lets exactly one of two server instances pass the same challenge at once', async () => {
    // Two services, as on two machines: each with its own connection to the same Redis.
    const [a, b] = [io(), io()].map((client) =>
      createCaptchaService({ secret, images: fakeMaker, store: redisStore(client, { prefix: 'race:' }) }),
    );
    for (let round = 0; round < 10; round += 1) {
      const { id } = await a!.create('slide');
      const results = await Promise.all([a!.verify(id, rightResults.slide), b!.verify(id, rightResults.slide)]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toEqual({ ok: false, reason: 'used' });
      const winner = results.find((result) => result.ok);
      const redeemed = await Promise.all([a!.redeem(winner!.token), b!.redeem(winner!.token)]);
      expect(redeemed.map((result) => result.ok).sort()).toEqual([false, true]);
    }
  });

  it('counts wrong answers sent at once by many clients: never more than maxAttempts', async () => {
    const services = [io(), io(), io()].map((client) =>
      createCaptchaService({
        secret,
        images: fakeMaker,
        maxAttempts: 3,
        store: redisStore(client, { prefix: 'brute:' }),
      }),
    );
    const { id } = await services[0]!.create('region');
    const guesses = Array.from({ length: 12 }, (_, i) => services[i % 3]!.verify(id, wrongResults.region));
    const reasons = (await Promise.all(guesses)).map((result) => (result.ok ? 'ok' : result.reason));
    expect(reasons.filter((reason) => reason === 'wrong')).toHaveLength(3);
    expect(await services[1]!.verify(id, rightResults.region)).toEqual({ ok: false, reason: 'too-many-attempts' });
  });

  it('answers expired for a challenge past its time, while Redis still holds its key', async () => {
    // The service's clock moves, not Redis's: the key outlives the challenge by as long again, so a late answer
    // hears `expired` rather than `unknown`.
    let skew = 0;
    const service = createCaptchaService({
      secret,
      images: fakeMaker,
      ttlMs: 60_000,
      now: () => Date.now() + skew,
      store: redisStore(io(), { prefix: 'ttl:' }),
    });
    const { id } = await service.create('click');
    skew = 60_000;
    expect(await service.verify(id, rightResults.click)).toEqual({ ok: false, reason: 'expired' });
  });
});
