import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createCaptchaHandler,
  createCaptchaService,
  memoryStore,
  redisStore,
  solveWork,
  type CaptchaHandler,
  type CaptchaStore,
  type WorkPuzzle,
} from '../../../src/captcha/server/index.js';
import { DEFAULT_RATE_LIMITS } from '../../../src/captcha/server/rateLimiter.js';
import { fakeMaker, rightResults } from './fakeMaker.js';
import { redisMissing, startRedis, type RedisServer } from './redisServer.js';

const secret = 'a test secret that is long enough for HMAC-SHA256!';
const PERSON = '198.51.100.7';

/** Posts to the handler as a client at `address` (undefined: a host that gives no address). */
function client(handler: CaptchaHandler) {
  return async (
    path: string,
    address: string | undefined,
    body: unknown = {},
    headers: Record<string, string> = {},
  ) => {
    const response = await handler(
      new Request(`http://captcha.test/captcha/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
      address === undefined ? undefined : { clientAddress: address },
    );
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
}

/**
 * The flood, against a handler with default limits over `store`: bounded in count (`scale` of the full figures
 * in bench/captcha-flood.mjs), on no network at all.
 */
function describeFlood(name: string, makeStore: () => CaptchaStore, floodSize: number) {
  describe(`a flood of creates against the ${name}`, () => {
    it("keeps a person's challenge and token from before it, serves their creates during it, holds each network to its budget", async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        const service = createCaptchaService({
          secret,
          images: fakeMaker,
          work: { squarings: 4, modulusBits: 512 },
          store: makeStore(),
        });
        const post = client(createCaptchaHandler(service));

        // Before the flood: one challenge pending, one passed (its token not yet redeemed).
        const pending = await post('slide', PERSON);
        const passed = await post('slide', PERSON);
        const verified = await post(`${passed.json.id as string}/verify`, PERSON, {
          answer: rightResults.slide,
          work: solveWork(passed.json.work as WorkPuzzle),
        });
        expect(verified.json).toMatchObject({ ok: true });

        // The flood: fresh /64s of one /48, and a few creates from each of many other /48s; the person asks for
        // a challenge now and then, from their own address.
        let servedFromOneNetwork = 0;
        let servedFromOthers = 0;
        const personStatuses: number[] = [];
        for (let i = 0; i < floodSize; i += 1) {
          const oneNetwork = await post('slide', `2001:db8:ffff:${i.toString(16)}::1`);
          if (oneNetwork.status === 200) servedFromOneNetwork += 1;
          const other = await post('slide', `2001:db8:${(i % 97).toString(16)}:${i.toString(16)}::1`);
          if (other.status === 200) servedFromOthers += 1;
          // Ten creates in all: with the two before, within the 16 a client may hold (a 17th would replace its
          // own oldest).
          if (i % (floodSize / 10) === 0) personStatuses.push((await post('click', PERSON)).status);
        }
        expect(servedFromOneNetwork).toBe(DEFAULT_RATE_LIMITS.max48);
        expect(servedFromOthers).toBeGreaterThan(floodSize / 2);
        expect(personStatuses).toEqual(Array<number>(10).fill(200));

        // Requests with no address: one shared bucket, never more.
        let servedUnknown = 0;
        for (let i = 0; i < 100; i += 1) if ((await post('slide', undefined)).status === 200) servedUnknown += 1;
        expect(servedUnknown).toBe(DEFAULT_RATE_LIMITS.maxUnknown);

        // After it: the person's challenge still verifies, and their token still redeems once.
        const late = await post(`${pending.json.id as string}/verify`, PERSON, {
          answer: rightResults.slide,
          work: solveWork(pending.json.work as WorkPuzzle),
        });
        expect(late.json).toMatchObject({ ok: true });
        expect(await service.redeem(verified.json.token, {})).toMatchObject({ ok: true });
        expect(await service.redeem(late.json.token, {})).toMatchObject({ ok: true });
      } finally {
        warn.mockRestore();
      }
    }, 120_000);

    it('gives a forged X-Forwarded-For nothing behind a trusted proxy: one client, one budget', async () => {
      const service = createCaptchaService({
        secret,
        images: fakeMaker,
        work: { squarings: 4, modulusBits: 512 },
        store: makeStore(),
      });
      const post = client(createCaptchaHandler(service, { trustProxy: 1 }));
      let served = 0;
      for (let i = 0; i < 100; i += 1) {
        // The client writes any chain it likes; the proxy (10.0.0.1 to the server) appends the address it saw.
        const forged = `${i % 2 ? `203.0.113.${i}` : 'x'.repeat(2000)}, ${i % 3 ? 'unknown' : `2001:db8:${i}::1`}`;
        const response = await post('slide', '10.0.0.1', {}, { 'x-forwarded-for': `${forged}, 192.0.2.55` });
        if (response.status === 200) served += 1;
      }
      expect(served).toBe(DEFAULT_RATE_LIMITS.max);
    }, 60_000);
  });
}

describeFlood('memory store', () => memoryStore(), 3_000);

const missing = redisMissing();

describe.skipIf(missing !== null)('on a real redis-server', () => {
  let redis: RedisServer;
  const clients: Redis[] = [];
  let round = 0;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
    await redis?.stop();
  });
  const store = () => {
    const connection = new Redis(redis.url);
    clients.push(connection);
    return redisStore(connection, { prefix: `flood${(round += 1)}:` });
  };
  describeFlood('Redis store', store, 1_000);

  it('keeps every key of a client under 100 bytes, whatever the request sends', async () => {
    const connection = new Redis(redis.url);
    clients.push(connection);
    const service = createCaptchaService({
      secret,
      images: fakeMaker,
      work: { squarings: 4, modulusBits: 512 },
      store: redisStore(connection),
    });
    const post = client(
      createCaptchaHandler(service, { clientKey: (request) => request.headers.get('x-session') ?? undefined }),
    );
    await post('slide', undefined, {}, { 'x-session': 's'.repeat(6000) });
    await post('slide', '2001:db8::1', {}, { 'x-session': '2001:db8:1234:5678:9abc:def0:1234:5678' });
    const keys = await connection.keys('confab:captcha:*');
    expect(keys.length).toBeGreaterThan(4);
    for (const key of keys) expect(Buffer.byteLength(key)).toBeLessThanOrEqual(100);
  });
});
