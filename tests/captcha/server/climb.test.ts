import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLIMB, multiplierOf } from '../../../src/captcha/server/climb.js';
import {
  createCaptchaService,
  memoryStore,
  redisStore,
  solveWork,
  type CaptchaStore,
} from '../../../src/captcha/server/index.js';
import { memoryTally } from '../../../src/captcha/server/memoryStore.js';
import { fakeMaker, rightResults, wrongResults } from './fakeMaker.js';
import { redisMissing, startRedis, type RedisServer } from './redisServer.js';

const secret = 'a test secret that is long enough for HMAC-SHA256!';
const base = 100;

/** A client of the /48 `network`, in its own /64 `n`, as the handler's keys name them. */
const inNetwork = (network: string, n: number) => ({
  known: true,
  client: `v6/64:${network}-${n}`,
  networks: [`v6/56:${network}-${n % 4}`, `v6/48:${network}`],
});

function climbSuite(name: string, stores: () => [CaptchaStore, CaptchaStore]) {
  describe(`the climb on ${name}`, () => {
    const services = () =>
      stores().map((store) =>
        createCaptchaService({ secret, images: fakeMaker, store, work: { squarings: base, modulusBits: 512 } }),
      );

    it("keeps a new client's first challenge at the base; the 50th token of one /48 costs 16 times the first or more", async () => {
      // Two instances on one store, taking turns: the counts are the store's, so they agree.
      const [a, b] = services();
      const costs: number[] = [];
      for (let i = 0; i < 50; i += 1) {
        const service = i % 2 ? b! : a!;
        const client = inNetwork(`${name}-bots`, i);
        const { id, work } = await service.create('slide', { client });
        costs.push(work.squarings);
        expect(await service.verify(id, rightResults.slide, { work: solveWork(work) })).toMatchObject({ ok: true });
      }
      expect(costs[0]).toBe(base);
      expect(costs[49]! / costs[0]!).toBeGreaterThanOrEqual(16);
      for (let i = 1; i < 50; i += 1) expect(costs[i]).toBeGreaterThan(costs[i - 1]!);
      // A person elsewhere, meanwhile: the base.
      const person = await b!.create('slide', { client: inNetwork(`${name}-people`, 0) });
      expect(person.work.squarings).toBe(base);
    });

    it('climbs faster for one client key than for its network, and more for failures than for tokens', async () => {
      const [a] = services();
      const one = { known: true, client: `v4/32:${name}-one`, networks: [`v4/24:${name}-one`] };
      const first = await a!.create('region', { client: one });
      await a!.verify(first.id, wrongResults.region, { work: solveWork(first.work) });
      const second = await a!.create('region', { client: one });
      // One challenge, one failure (3): (1 + 4/2 + 4/6) times the base.
      expect(second.work.squarings).toBe(Math.round(base * (1 + 4 / 2 + 4 / 6)));
      const other = { known: true, client: `v4/32:${name}-two`, networks: [`v4/24:${name}-two`] };
      const passed = await a!.create('region', { client: other });
      await a!.verify(passed.id, rightResults.region, { work: solveWork(passed.work) });
      // One challenge, one token: (1 + 2/2 + 2/6) times the base.
      expect((await a!.create('region', { client: other })).work.squarings).toBe(Math.round(base * (1 + 1 + 2 / 6)));
    });
  });
}

climbSuite('memoryStore', () => {
  const store = memoryStore();
  return [store, store];
});

describe.skipIf(redisMissing() !== null)('on a real redis-server', () => {
  let redis: RedisServer | undefined;
  const clients: Redis[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await redis?.stop();
  });
  const connected = () => {
    const client = new Redis(redis!.url);
    clients.push(client);
    return redisStore(client, { prefix: 'climb:' });
  };
  climbSuite('redisStore', () => [connected(), connected()]);
});

describe('the multiplier', () => {
  it('is 1 for a client nothing has been seen of, grows with its counts and with the load, up to the cap', () => {
    expect(multiplierOf(DEFAULT_CLIMB, { client: 0, network: 0, perSecond: 0 })).toBe(1);
    expect(multiplierOf(DEFAULT_CLIMB, { client: 0, network: 98, perSecond: 0 })).toBeGreaterThanOrEqual(16);
    expect(multiplierOf(DEFAULT_CLIMB, { client: 0, network: 0, perSecond: 100 })).toBe(2);
    expect(multiplierOf(DEFAULT_CLIMB, { client: 1e6, network: 0, perSecond: 0 })).toBe(64);
  });
});

describe('memoryTally', () => {
  it('counts in a sliding window of ten slices: the oldest slice in proportion, nothing older', async () => {
    let time = 1_000_000;
    const { tally } = memoryTally({ now: () => time });
    for (let i = 0; i < 10; i += 1) await tally('k', 1, 1000);
    expect(await tally('k', 0, 1000)).toBe(10);
    time += 1050; // Half of the slice the ten counts are in is still in the window.
    expect(await tally('k', 1, 1000)).toBe(6);
    time += 100;
    expect(await tally('k', 0, 1000)).toBe(1);
    time += 2000;
    expect(await tally('k', 0, 1000)).toBe(0);
  });

  it('forgets the key counted least recently past its bound', async () => {
    const { tally } = memoryTally({ maxKeys: 2 });
    await tally('a', 5, 60_000);
    await tally('b', 5, 60_000);
    await tally('a', 0, 60_000);
    await tally('c', 5, 60_000);
    expect(await tally('a', 0, 60_000)).toBe(5);
    expect(await tally('b', 0, 60_000)).toBe(0);
  });
});
