import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaClientError, createCaptchaClient } from '../../../src/captcha/client/index.js';
import {
  createCaptchaHandler,
  createCaptchaService,
  memoryStore,
  solveWork,
  type CaptchaHandlerOptions,
  type CaptchaServiceOptions,
} from '../../../src/captcha/server/index.js';
import { fakeMaker, rightResults, wrongResults } from './fakeMaker.js';

const secret = 'a test secret that is long enough for HMAC-SHA256!';

/** A client whose fetch goes straight to an in-process handler, recording the paths it asked for. */
function setup(options: CaptchaHandlerOptions = { rateLimit: false }, serviceOptions: CaptchaServiceOptions = {}) {
  const service = createCaptchaService({
    secret,
    images: fakeMaker,
    // A store of its own: the climb's counts of one test do not raise the work of the next.
    store: memoryStore(),
    work: { squarings: 4, modulusBits: 512 },
    kinds: ['click', 'slide', 'region', 'rotate', 'proof'],
    ...serviceOptions,
  });
  const handler = createCaptchaHandler(service, options);
  const paths: string[] = [];
  const bodies: Record<string, unknown>[] = [];
  const client = createCaptchaClient({
    endpoint: 'https://site.test/captcha/',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      paths.push(new URL(request.url).pathname);
      bodies.push(JSON.parse((await request.clone().text()) || '{}') as Record<string, unknown>);
      return handler(request, { clientAddress: '192.0.2.1' });
    },
  });
  return { client, paths, bodies, service };
}

describe('createCaptchaClient', () => {
  it('loads a challenge as the widget takes it and gets a pass token for the right answer', async () => {
    const { client, paths, bodies, service } = setup();
    const data = await client.load('slide', { action: 'signup' });
    expect(data).toMatchObject({ thumbX: 0, thumbWidth: 50, image: expect.stringMatching(/^data:image\//) });
    const result = await client.verify(rightResults.slide);
    expect(result).toEqual({ ok: true, token: expect.any(String) });
    expect(paths).toEqual(['/captcha/slide', expect.stringMatching(/^\/captcha\/slide-[\w-]{24}\/verify$/)]);
    // The answer goes with the work the client solved while the person slid.
    expect(bodies[1]).toEqual({ answer: rightResults.slide, work: expect.stringMatching(/^[0-9a-f]+$/) });
    expect(await service.redeem(result.ok ? result.token : '', { action: 'signup' })).toMatchObject({ ok: true });
  });

  it('loads the next challenge of the same kind and action when an answer fails', async () => {
    const { client, paths, service } = setup();
    await client.load('rotate', { action: 'login' });
    const failed = await client.verify(wrongResults.rotate);
    expect(failed).toEqual({ ok: false, reason: 'wrong', data: expect.objectContaining({ thumbSize: 150 }) });
    expect(paths[2]).toBe('/captcha/rotate');
    const passed = await client.verify(rightResults.rotate);
    expect(passed.ok).toBe(true);
    expect(paths[3]).not.toBe(paths[1]);
    expect(await service.redeem(passed.ok ? passed.token : '', { action: 'login' })).toMatchObject({ ok: true });
  });

  it('takes a one-picture rotate result as a number (go-captcha-react’s confirm(angle)) and sends it as [angle]', async () => {
    const { client, bodies } = setup();
    await client.load('rotate');
    const outcome = await client.verify(220);
    expect(bodies[1]).toEqual({ answer: [220], work: expect.any(String) });
    // This challenge has two pictures: one angle is refused, and the next challenge comes with the refusal.
    expect(outcome).toMatchObject({ ok: false, data: expect.objectContaining({ thumbSize: 150 }) });
  });

  it('sends the answer to the challenge loaded last when two loads overlap', async () => {
    const { client, paths } = setup();
    await Promise.all([client.load('click'), client.load('region')]);
    expect((await client.verify(rightResults.region)).ok).toBe(true);
    expect(paths[2]).toMatch(/^\/captcha\/region-/);
  });

  it('throws a CaptchaClientError when nothing was loaded, when rate limited, or when unreachable', async () => {
    const { client } = setup({ rateLimit: { max: 1 } });
    await expect(client.verify([220, 10])).rejects.toThrow(CaptchaClientError);
    await client.load('click');
    const error = await client.load('click').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CaptchaClientError);
    expect(error).toMatchObject({ status: 429, code: 'rate-limited', retryAfter: 60 });

    const offline = createCaptchaClient({
      endpoint: '/captcha',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(offline.load('slide')).rejects.toMatchObject({ name: 'CaptchaClientError', status: 0 });
  });
});

describe('a busy service (503 busy, as at the start of a flood)', () => {
  afterEach(() => vi.useRealTimers());

  /** A client whose first `busyCount` creates are answered 503 busy with Retry-After `seconds`, then served. */
  function busyAtFirst(seconds: number, busyCount = 1) {
    const { service } = setup();
    const handler = createCaptchaHandler(service, { rateLimit: false });
    const asked: string[] = [];
    const client = createCaptchaClient({
      endpoint: '/captcha',
      // Solved at once, without the browser solver's timer slices, which the fake clock would hold.
      solveWork: async (puzzle) => solveWork(puzzle),
      fetch: async (input, init) => {
        const request = new Request(new URL(String(input), 'https://site.test'), init);
        asked.push(new URL(request.url).pathname);
        if (asked.length <= busyCount) {
          return Response.json({ ok: false, error: 'busy' }, { status: 503, headers: { 'retry-after': `${seconds}` } });
        }
        return handler(request, { clientAddress: '192.0.2.1' });
      },
    });
    return { client, asked };
  }

  it('waits out a short Retry-After once and loads the challenge, the loading state lasting that long', async () => {
    vi.useFakeTimers();
    const { client, asked } = busyAtFirst(2);
    let loaded = false;
    const loading = client.load('slide').then((data) => ((loaded = true), data));
    await vi.advanceTimersByTimeAsync(1900);
    expect(loaded).toBe(false);
    expect(asked).toEqual(['/captcha/slide']);
    await vi.advanceTimersByTimeAsync(200);
    await expect(loading).resolves.toMatchObject({ thumbWidth: 50 });
    expect(asked).toEqual(['/captcha/slide', '/captcha/slide']);
  });

  it('fails with the 503 when the service is still busy after the wait, or asks for a longer wait', async () => {
    vi.useFakeTimers();
    const twice = busyAtFirst(1, 2);
    const failing = twice.client.load('click').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await failing).toMatchObject({ name: 'CaptchaClientError', status: 503, code: 'busy', retryAfter: 1 });
    expect(twice.asked).toHaveLength(2);

    const long = busyAtFirst(30);
    await expect(long.client.load('click')).rejects.toMatchObject({ status: 503, retryAfter: 30 });
    expect(long.asked).toHaveLength(1);
  });

  it('stops waiting when the load is aborted (a newer load replaced it), asking nothing more', async () => {
    vi.useFakeTimers();
    const { client, asked } = busyAtFirst(3);
    const controller = new AbortController();
    const loading = client.load('rotate', { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error('replaced'));
    expect(await loading).toMatchObject({ message: 'replaced' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(asked).toHaveLength(1);
  });

  it('waits for the proof path too', async () => {
    vi.useFakeTimers();
    const { client, asked } = busyAtFirst(1);
    const token = client.verifyAnotherWay();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(token).resolves.toEqual(expect.any(String));
    expect(asked.slice(0, 2)).toEqual(['/captcha/proof', '/captcha/proof']);
  });
});

describe('verifyAnotherWay (the proof kind)', () => {
  it('solves a proof challenge, reporting progress, and resolves a token that redeems as proof', async () => {
    // 4,000 squarings (400 a picture, ten times for proof): three slices of the main-thread solver (no Worker in Node).
    const { client, paths, bodies, service } = setup(
      { rateLimit: false },
      { work: { squarings: 400, modulusBits: 512 } },
    );
    const progress: number[] = [];
    const token = await client.verifyAnotherWay({ action: 'signup', onProgress: (done) => progress.push(done) });
    expect(paths).toEqual(['/captcha/proof', expect.stringMatching(/^\/captcha\/proof-[\w-]{24}\/verify$/)]);
    expect(bodies[1]).toEqual({ work: expect.stringMatching(/^[0-9a-f]+$/) });
    expect(progress).toEqual([0, 0.375, 0.75, 1]);
    expect(await service.redeem(token, { action: 'signup' })).toMatchObject({ ok: true, kind: 'proof' });
  });

  it('stops when its signal aborts, sending no answer', async () => {
    const { client, paths } = setup({ rateLimit: false }, { work: { squarings: 400, modulusBits: 512 } });
    const stop = new AbortController();
    const verifying = client.verifyAnotherWay({
      signal: stop.signal,
      onProgress: (done) => {
        if (done > 0) stop.abort(new DOMException('cancelled', 'AbortError'));
      },
    });
    await expect(verifying).rejects.toMatchObject({ name: 'AbortError' });
    expect(paths).toEqual(['/captcha/proof']);
  });

  it('says whether the handler serves proof once a challenge has loaded, so the widget offers the way or not', async () => {
    const served = setup().client;
    const notServed = setup({ rateLimit: false, kinds: ['slide'] }).client;
    expect(served.servesAnotherWay).toBe(false);
    await served.load('slide');
    await notServed.load('slide');
    expect(served.servesAnotherWay).toBe(true);
    expect(notServed.servesAnotherWay).toBe(false);
  });

  it('throws a CaptchaClientError with code kind-off when the service has the path off', async () => {
    const { client } = setup({ rateLimit: false }, { kinds: ['slide'] });
    await expect(client.verifyAnotherWay()).rejects.toMatchObject({
      name: 'CaptchaClientError',
      status: 403,
      code: 'kind-off',
    });
  });
});
