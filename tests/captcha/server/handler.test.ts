import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CaptchaConfigError,
  createCaptchaHandler,
  createCaptchaService,
  memoryStore,
  solveWork,
  toNodeHandler,
  type CaptchaHandlerOptions,
  type CaptchaKind,
  type CaptchaService,
  type WorkPuzzle,
} from '../../../src/captcha/server/index.js';
import { fakeAnswers, fakeMaker, rightResults, wrongResults } from './fakeMaker.js';
import { expectNoAnswerIn } from './leaks.js';

const secret = 'a test secret that is long enough for HMAC-SHA256!';
const redeemKey = 'a redeem key, also at least 32 bytes long';
const answers = Object.values(fakeAnswers);
/** The JSON `work` field that solves a challenge's puzzle, as the browser client sends it. */
const workFor = (created: { json: Record<string, unknown> }) => solveWork(created.json.work as WorkPuzzle);

function setup(options: CaptchaHandlerOptions = {}, service?: CaptchaService) {
  // A store of its own: the climb's counts of one test do not raise the work of the next.
  const captcha =
    service ??
    createCaptchaService({ secret, images: fakeMaker, store: memoryStore(), work: { squarings: 4, modulusBits: 512 } });
  const handler = createCaptchaHandler(captcha, { rateLimit: false, ...options });
  /** Sends a request and returns its status, headers and JSON body, after checking the body for answer numbers. */
  const send = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    clientAddress = '192.0.2.1',
  ) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const response = await handler(new Request(`http://captcha.test${path}`, init), { clientAddress });
    const text = await response.text();
    const json: unknown = text === '' ? null : JSON.parse(text);
    expectNoAnswerIn(json, answers);
    expect(text).not.toMatch(/\bat \S+ \(|stack/i);
    return { status: response.status, headers: response.headers, json: json as Record<string, unknown> };
  };
  return { handler, send, service: captcha };
}

describe('createCaptchaHandler', () => {
  it('answers health', async () => {
    const { send } = setup();
    expect(await send('GET', '/captcha/health')).toMatchObject({ status: 200, json: { ok: true } });
  });

  it('makes a challenge, passes the right answer once, and says why it refuses a replay', async () => {
    const { send } = setup();
    const created = await send('POST', '/captcha/slide', {});
    expect(created.status).toBe(200);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const { id, data } = created.json as { id: string; data: Record<string, unknown> };
    expect(Object.keys(data).sort()).toEqual(['image', 'thumb', 'thumbHeight', 'thumbWidth', 'thumbX', 'thumbY']);
    const work = workFor(created);
    const verified = await send('POST', `/captcha/${id}/verify`, { answer: rightResults.slide, work });
    expect(verified).toMatchObject({ status: 200, json: { ok: true, token: expect.any(String) } });
    const replay = await send('POST', `/captcha/${id}/verify`, { answer: rightResults.slide, work });
    expect(replay).toMatchObject({ status: 422, json: { ok: false, reason: 'used' } });
  });

  it('refuses a wrong answer with 422 and a malformed one with 400', async () => {
    const { send } = setup();
    // A region challenge allows two attempts, so a wrong answer brings the next attempt's work.
    const created = await send('POST', '/captcha/region', {});
    const { id } = created.json as { id: string };
    expect(
      await send('POST', `/captcha/${id}/verify`, { answer: wrongResults.region, work: workFor(created) }),
    ).toMatchObject({
      status: 422,
      json: {
        ok: false,
        reason: 'wrong',
        work: { modulus: expect.any(String), base: expect.any(String), squarings: 4 },
      },
    });
    for (const answer of ['220', -1, [220], null, { x: 1 }]) {
      expect(await send('POST', `/captcha/${id}/verify`, { answer })).toMatchObject({
        status: 400,
        json: { ok: false, reason: 'malformed' },
      });
    }
    expect(await send('POST', `/captcha/${id}/verify`, {})).toMatchObject({ status: 400 });
    expect(await send('POST', `/captcha/${id}/verify`, '{"answer": NaN}')).toMatchObject({
      status: 400,
      json: { ok: false, error: 'malformed' },
    });
    expect(await send('POST', `/captcha/${id}/verify`, '[1,2]')).toMatchObject({ status: 400 });
    expect(await send('POST', '/captcha/not-an-id/verify', { answer: 220 })).toMatchObject({
      status: 400,
      json: { reason: 'malformed' },
    });
  });

  it('takes JSON bodies only (415), of at most maxBodyBytes (413), declared or streamed', async () => {
    const { send, handler } = setup({ maxBodyBytes: 1024 });
    expect(await send('POST', '/captcha/slide', 'action=x', { 'content-type': 'text/plain' })).toMatchObject({
      status: 415,
      json: { ok: false, error: 'unsupported-media-type' },
    });
    expect(
      await send('POST', '/captcha/slide', 'a=b', { 'content-type': 'application/x-www-form-urlencoded' }),
    ).toMatchObject({ status: 415 });
    const huge = { answer: Array.from({ length: 500 }, (_, i) => ({ x: 1, y: 1, index: i + 1 })) };
    expect(await send('POST', '/captcha/click-AAAAAAAAAAAAAAAAAAAAAAAA/verify', huge)).toMatchObject({
      status: 413,
      json: { ok: false, error: 'payload-too-large' },
    });
    // A body streamed without a Content-Length is counted as it arrives.
    const chunk = new TextEncoder().encode(' '.repeat(512));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 100) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await handler(
      new Request('http://captcha.test/captcha/slide', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(100);
  });

  it('answers unknown routes with 404 and wrong methods with 405', async () => {
    const { send } = setup();
    expect(await send('GET', '/elsewhere')).toMatchObject({ status: 404, json: { error: 'not-found' } });
    expect(await send('POST', '/captcha/drag', {})).toMatchObject({ status: 404 });
    expect(await send('POST', '/captcha/a/b/c', {})).toMatchObject({ status: 404 });
    expect(await send('POST', '/captcha/redeem', {})).toMatchObject({ status: 404 });
    const wrongMethod = await send('GET', '/captcha/slide');
    expect(wrongMethod).toMatchObject({ status: 405 });
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });

  it('limits each client: 429 with Retry-After, other clients unaffected', async () => {
    const { send } = setup({ rateLimit: { max: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i += 1) expect((await send('POST', '/captcha/click', {})).status).toBe(200);
    const limited = await send('POST', '/captcha/click', {});
    expect(limited).toMatchObject({ status: 429, json: { ok: false, error: 'rate-limited' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect((await send('POST', '/captcha/click', {}, {}, '192.0.2.2')).status).toBe(200);
    expect((await send('GET', '/captcha/health')).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless told how many proxies append to it', async () => {
    const direct = setup({ rateLimit: { max: 1 } });
    expect((await direct.send('POST', '/captcha/slide', {}, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(200);
    expect((await direct.send('POST', '/captcha/slide', {}, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(429);

    const proxied = setup({ rateLimit: { max: 1 }, trustProxy: 1 });
    const via = (forwarded: string) => proxied.send('POST', '/captcha/slide', {}, { 'x-forwarded-for': forwarded });
    expect((await via('198.51.100.1')).status).toBe(200);
    expect((await via('198.51.100.2')).status).toBe(200);
    // A client that forges the left part of the header is still known by what the proxy appended.
    expect((await via('203.0.113.9, 198.51.100.2')).status).toBe(429);
  });

  it('keys IPv6 clients per /64, and an IPv4-mapped address as the IPv4 address', async () => {
    const { send } = setup({ rateLimit: { max: 3 } });
    const statuses: number[] = [];
    for (let i = 1; i <= 200; i += 1) {
      statuses.push((await send('POST', '/captcha/click', {}, {}, `2001:db8:1:2::${i.toString(16)}`)).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    // Another /64 of the same /48 is another client.
    expect((await send('POST', '/captcha/click', {}, {}, '2001:db8:1:3::1')).status).toBe(200);
    for (const spelling of ['192.0.2.7', '::ffff:192.0.2.7', '::FFFF:c000:207', '[::ffff:192.0.2.7]:443']) {
      await send('POST', '/captcha/click', {}, {}, spelling);
    }
    expect((await send('POST', '/captcha/click', {}, {}, '192.0.2.7')).status).toBe(429);
  });

  it('makes clients it cannot tell apart share one low-rate bucket, never unlimited, and says so once with the fix', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // A Next.js route handler as the README had it: no connection info, no trusted proxy.
      const handler = createCaptchaHandler(createCaptchaService({ secret, images: fakeMaker }), {
        rateLimit: { max: 1, maxUnknown: 3 },
      });
      const post = () =>
        handler(
          new Request('http://captcha.test/captcha/slide', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          }),
        );
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await post()).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(
        /cannot tell clients apart.*one low-rate bucket.*clientAddress.*trustProxy.*clientKey.*x-vercel-forwarded-for/,
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('keys on clientKey when given: its addresses grouped, undefined in the shared bucket', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const seen: unknown[] = [];
      const { send } = setup({
        rateLimit: { max: 1, maxUnknown: 2 },
        clientKey: (request, info) => {
          seen.push(info);
          return request.headers.get('x-client') ?? undefined;
        },
      });
      const as = (client?: string) =>
        send('POST', '/captcha/rotate', {}, client === undefined ? {} : { 'x-client': client });
      expect((await as('session-1')).status).toBe(200);
      expect((await as('session-1')).status).toBe(429);
      expect((await as('session-2')).status).toBe(200);
      expect((await as('2001:db8::1')).status).toBe(200);
      expect((await as('2001:db8:0:0:ffff::2')).status).toBe(429);
      expect((await as()).status).toBe(200);
      expect((await as('')).status).toBe(200);
      expect((await as()).status).toBe(429);
      expect(seen[0]).toEqual({ clientAddress: '192.0.2.1' });
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('answers an unexpected error with 500 internal and no detail, and reports it to onError', async () => {
    const failing: CaptchaService = {
      create: () => Promise.reject(new Error('database password is hunter2')),
      verify: () => Promise.reject(new Error('boom')),
      redeem: () => Promise.reject(new Error('boom')),
    };
    const onError = vi.fn();
    const { send } = setup({ onError }, failing);
    const response = await send('POST', '/captcha/slide', {});
    expect(response).toMatchObject({ status: 500, json: { ok: false, error: 'internal' } });
    expect(JSON.stringify(response.json)).not.toContain('hunter2');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'database password is hunter2' }));
  });

  it('logs an unexpected error to the console when no onError is given, never in the response', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const failing: CaptchaService = {
        create: () => Promise.reject(new Error('database password is hunter2')),
        verify: () => Promise.reject(new Error('boom')),
        redeem: () => Promise.reject(new Error('boom')),
      };
      const response = await setup({}, failing).send('POST', '/captcha/slide', {});
      expect(response).toMatchObject({ status: 500, json: { ok: false, error: 'internal' } });
      expect(error).toHaveBeenCalledTimes(1);
      expect(error.mock.calls[0]).toContainEqual(expect.objectContaining({ message: 'database password is hunter2' }));
    } finally {
      error.mockRestore();
    }
  });

  it('allows the origins named in cors, answers their preflight, and no other origin', async () => {
    const { send } = setup({ cors: { origins: ['https://app.example'] } });
    const allowed = await send('POST', '/captcha/slide', {}, { origin: 'https://app.example' });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(allowed.headers.get('vary')).toBe('Origin');
    const other = await send('POST', '/captcha/slide', {}, { origin: 'https://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await send('OPTIONS', '/captcha/slide', undefined, { origin: 'https://app.example' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    expect((await send('OPTIONS', '/captcha/slide', undefined, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('allows only the actions listed', async () => {
    const { send } = setup({ actions: ['login'] });
    expect((await send('POST', '/captcha/slide', { action: 'login' })).status).toBe(200);
    expect(await send('POST', '/captcha/slide', { action: 'admin' })).toMatchObject({
      status: 400,
      json: { error: 'bad-action' },
    });
    expect((await send('POST', '/captcha/slide', { action: 42 })).status).toBe(400);
  });

  it('refuses bad options at start', () => {
    const service = createCaptchaService({ secret, images: fakeMaker });
    expect(() => createCaptchaHandler(service, { basePath: 'captcha' })).toThrow(CaptchaConfigError);
    expect(() => createCaptchaHandler(service, { maxBodyBytes: 10 })).toThrow(CaptchaConfigError);
    expect(() => createCaptchaHandler(service, { redeemKey: 'short' })).toThrow(CaptchaConfigError);
    expect(() => createCaptchaHandler(service, { trustProxy: -1 })).toThrow(CaptchaConfigError);
  });

  it('refuses the signing secret as the redeem key', () => {
    const service = createCaptchaService({ secret, images: fakeMaker });
    expect(() => createCaptchaHandler(service, { redeemKey: secret })).toThrow(
      /redeemKey must not be the signing secret/,
    );
    expect(() => createCaptchaHandler(service, { redeemKey })).not.toThrow();
    const weak = 'a test secret, weak: never for production';
    const tested = createCaptchaService({ secret: weak.slice(0, 20), testMode: true, images: fakeMaker });
    expect(() => createCaptchaHandler(tested, { redeemKey: weak })).not.toThrow();
    const testedLong = createCaptchaService({ secret: 'x'.repeat(40), testMode: true, images: fakeMaker });
    expect(() => createCaptchaHandler(testedLong, { redeemKey: 'x'.repeat(40) })).toThrow(CaptchaConfigError);
  });
});

describe('work over HTTP', () => {
  it('carries the puzzle in the challenge and its answer in the verify body; refuses missing work with 422', async () => {
    const { send } = setup();
    const created = await send('POST', '/captcha/click', {});
    expect(created.json.work).toEqual({
      modulus: expect.stringMatching(/^[0-9a-f]{128}$/),
      base: expect.stringMatching(/^[0-9a-f]+$/),
      squarings: 4,
    });
    const id = created.json.id as string;
    for (const work of [undefined, 'xyz', [], [-1], (created.json.work as WorkPuzzle).base]) {
      expect(await send('POST', `/captcha/${id}/verify`, { answer: rightResults.click, work })).toMatchObject({
        status: 422,
        json: { ok: false, reason: 'work' },
      });
    }
    const body = { answer: rightResults.click, work: workFor(created) };
    expect(await send('POST', `/captcha/${id}/verify`, body)).toMatchObject({ status: 200, json: { ok: true } });
  });

  it('climbs: each new challenge of one /48 asks more work than the one before, another network stays at the base', async () => {
    const service = createCaptchaService({
      secret,
      images: fakeMaker,
      store: memoryStore(),
      work: { squarings: 60, modulusBits: 512 },
    });
    const { handler } = setup({}, service);
    const from = async (clientAddress: string) => {
      const request = new Request('http://localhost/captcha/slide', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const response = await handler(request, { clientAddress });
      return ((await response.json()) as { work: WorkPuzzle }).work.squarings;
    };
    const climb = [];
    // A new /64 each time, all in 2001:db8:aa::/48: the wider network climbs all the same.
    for (let i = 0; i < 6; i += 1) climb.push(await from(`2001:db8:aa:${i}::1`));
    expect(climb[0]).toBe(60);
    for (let i = 1; i < climb.length; i += 1) expect(climb[i]).toBeGreaterThan(climb[i - 1]!);
    expect(await from('2001:db8:bb::1')).toBe(60);
  });
});

describe('kinds: the host picks the paths', () => {
  it("serves only the kinds listed: with kinds ['click'], any other kind and proof are refused with 403", async () => {
    const service = createCaptchaService({
      secret,
      images: fakeMaker,
      store: memoryStore(),
      work: { squarings: 4, modulusBits: 512 },
      kinds: ['click', 'slide', 'region', 'rotate', 'proof'],
    });
    const { send } = setup({ kinds: ['click'], redeemKey }, service);
    for (const kind of ['slide', 'region', 'rotate', 'proof']) {
      expect(await send('POST', `/captcha/${kind}`, {})).toMatchObject({
        status: 403,
        json: { ok: false, error: 'kind-off' },
      });
    }
    const created = await send('POST', '/captcha/click', {});
    expect(created).toMatchObject({ status: 200, json: { anotherWay: false } });
    // A slide token earned elsewhere (the service itself serves slide) is refused at this handler's redeem route.
    const slide = await service.create('slide');
    const passed = await service.verify(slide.id, rightResults.slide, { work: solveWork(slide.work) });
    const auth = { authorization: `Bearer ${redeemKey}` };
    const token = passed.ok ? passed.token : '';
    expect(await send('POST', '/captcha/redeem', { token }, auth)).toMatchObject({
      status: 422,
      json: { ok: false, reason: 'kind' },
    });
  });

  it('serves the four pictures by default, never proof, and says so with each challenge', async () => {
    const { send } = setup();
    expect(await send('POST', '/captcha/proof', {})).toMatchObject({ status: 403, json: { error: 'kind-off' } });
    for (const kind of ['click', 'slide', 'region', 'rotate']) {
      expect(await send('POST', `/captcha/${kind}`, {})).toMatchObject({ status: 200, json: { anotherWay: false } });
    }
  });

  it("answers 403 for proof listed at the handler but not in the service's kinds", async () => {
    const { send } = setup({ kinds: ['slide', 'proof'] });
    expect(await send('POST', '/captcha/proof', {})).toMatchObject({ status: 403, json: { error: 'kind-off' } });
    expect(await send('POST', '/captcha/slide', {})).toMatchObject({ status: 200, json: { anotherWay: true } });
  });

  it('serves proof when listed (no data, ten pictures of work), verifies it on its work alone, within a budget', async () => {
    const service = createCaptchaService({
      secret,
      images: fakeMaker,
      store: memoryStore(),
      work: { squarings: 4, modulusBits: 512 },
      kinds: ['rotate', 'proof'],
      proof: { perClient: 1 },
    });
    const { send } = setup({ redeemKey }, service);
    const created = await send('POST', '/captcha/proof', { action: 'login' });
    expect(created).toMatchObject({
      status: 200,
      json: { id: expect.stringMatching(/^proof-/), data: null, anotherWay: true },
    });
    expect(created.json.work).toMatchObject({ squarings: 40 });
    const verified = await send('POST', `/captcha/${created.json.id as string}/verify`, { work: workFor(created) });
    expect(verified).toMatchObject({ status: 200, json: { ok: true } });
    const auth = { authorization: `Bearer ${redeemKey}` };
    const token = verified.json.token;
    expect(await send('POST', '/captcha/redeem', { token, action: 'login' }, auth)).toMatchObject({
      status: 200,
      json: { ok: true, kind: 'proof', action: 'login' },
    });
    // One proof a client per window: the second gets 429 with Retry-After.
    const second = await send('POST', '/captcha/proof', {});
    expect(second).toMatchObject({ status: 429, json: { ok: false, error: 'proof-budget' } });
    expect(second.headers.get('retry-after')).toBe('600');
  });

  it('refuses a kinds list that names nothing or something else, at start', () => {
    const service = createCaptchaService({ secret, images: fakeMaker });
    for (const kinds of [[], ['square']]) {
      expect(() => createCaptchaHandler(service, { kinds: kinds as CaptchaKind[] })).toThrow(CaptchaConfigError);
    }
  });
});

describe('the redeem route', () => {
  async function passedToken(send: ReturnType<typeof setup>['send'], action: string) {
    const created = await send('POST', '/captcha/region', { action });
    const { id } = created.json as { id: string };
    const body = { answer: rightResults.region, work: workFor(created) };
    return (await send('POST', `/captcha/${id}/verify`, body)).json.token as string;
  }

  it('redeems a token once for a caller with the redeem key', async () => {
    const { send } = setup({ redeemKey, cors: { origins: '*' } });
    const token = await passedToken(send, 'signup');
    const auth = { authorization: `Bearer ${redeemKey}`, origin: 'https://app.example' };
    const redeemed = await send('POST', '/captcha/redeem', { token, action: 'signup' }, auth);
    expect(redeemed).toMatchObject({ status: 200, json: { ok: true, action: 'signup' } });
    expect(redeemed.headers.get('access-control-allow-origin')).toBeNull();
    expect(await send('POST', '/captcha/redeem', { token, action: 'signup' }, auth)).toMatchObject({
      status: 422,
      json: { ok: false, reason: 'used' },
    });
    expect(await send('POST', '/captcha/redeem', { token: 'nope' }, auth)).toMatchObject({
      status: 400,
      json: { reason: 'malformed' },
    });
  });

  it('refuses a caller without the key, or with another', async () => {
    const { send } = setup({ redeemKey });
    const token = await passedToken(send, '');
    expect(await send('POST', '/captcha/redeem', { token })).toMatchObject({ status: 401 });
    expect(
      await send('POST', '/captcha/redeem', { token }, { authorization: `Bearer ${redeemKey.slice(1)}x` }),
    ).toMatchObject({ status: 401, json: { error: 'unauthorized' } });
  });

  it('takes the Bearer scheme in any case', async () => {
    const { send } = setup({ redeemKey });
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const token = await passedToken(send, '');
      expect(
        await send('POST', '/captcha/redeem', { token }, { authorization: `${scheme} ${redeemKey}` }),
      ).toMatchObject({ status: 200, json: { ok: true } });
    }
  });
});

describe('toNodeHandler', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function listen(options: CaptchaHandlerOptions = {}) {
    const service = createCaptchaService({ secret, images: fakeMaker, work: { squarings: 4, modulusBits: 512 } });
    server = createServer(toNodeHandler(createCaptchaHandler(service, options), { maxBodyBytes: 4096 }));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/captcha`;
  }

  it('serves the routes over Node http, keyed on the socket address', async () => {
    const base = await listen({ rateLimit: { max: 2 } });
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ ok: true });
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const { id, work } = (await (await post('/click', {})).json()) as { id: string; work: WorkPuzzle };
    const verified = await post(`/${id}/verify`, { answer: rightResults.click, work: solveWork(work) });
    expect(await verified.json()).toMatchObject({ ok: true });
    const limited = await post('/click', {});
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('stops reading a body past its limit with 413', async () => {
    const base = await listen();
    const response = await fetch(`${base}/slide`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'x'.repeat(100_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, error: 'payload-too-large' });
  });

  it("stops a chunked body past its own limit, before the handler's larger one, with 413", async () => {
    const base = await listen();
    const chunk = new TextEncoder().encode(' '.repeat(1000));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 6; i += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    };
    const response = await fetch(`${base}/slide`, init);
    expect(response.status).toBe(413);
  });

  /** Sends a request's head and a few bytes of body over a raw socket; resolves the status line it gets back. */
  function declareAndStall(base: string, declaredLength: string): Promise<string> {
    const { hostname, port, pathname } = new URL(`${base}/slide`);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${declaredLength}\r\n\r\n{"a`,
        );
      });
      let received = '';
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('latin1');
        if (received.includes('\r\n')) {
          socket.destroy();
          resolve(received.slice(0, received.indexOf('\r\n')));
        }
      });
      socket.on('error', reject);
    });
  }

  it.each([
    ['over the socket limit', '999999999999'],
    ['over the handler limit only', '20000'],
  ])('answers a declared length %s with 413 at once, without waiting for the body', async (_name, length) => {
    const base = await listen();
    // Node would wait 300 s for a body that never comes; the answer must come before the test's own timeout.
    expect(await declareAndStall(base, length)).toBe('HTTP/1.1 413 Payload Too Large');
  });
});
