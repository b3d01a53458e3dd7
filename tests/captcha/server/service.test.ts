import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  CaptchaBudgetError,
  CaptchaConfigError,
  CaptchaInputError,
  CaptchaKindOffError,
  createCaptchaService,
  memoryStore,
  solveWork,
  type CaptchaKind,
  type CaptchaServiceOptions,
  type VerifyResult,
} from '../../../src/captcha/server/index.js';
import { fakeMaker, rightResults, wrongResults } from './fakeMaker.js';
import { solving } from './solving.js';

const secret = 'a test secret that is long enough for HMAC-SHA256!';
const kinds: CaptchaKind[] = ['click', 'slide', 'region', 'rotate'];
/** Cheap work for tests: 4 squarings modulo a 512-bit N (made in milliseconds). */
const cheapWork = { squarings: 4, modulusBits: 512 };

type SetupOptions = Pick<
  CaptchaServiceOptions,
  'maxAttempts' | 'ttlMs' | 'tokenTtlMs' | 'secret' | 'proof' | 'work' | 'kinds' | 'climb'
>;

/**
 * A service with cheap work (4 squarings modulo a 512-bit N), serving every kind and `proof`, and the same
 * service solving its work by itself (`service`).
 */
function setup(options: SetupOptions = {}) {
  let time = 1_700_000_000_000;
  const clock = {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
  const store = memoryStore({ now: clock.now });
  const bare = createCaptchaService({
    secret,
    images: fakeMaker,
    store,
    now: clock.now,
    work: cheapWork,
    kinds: [...kinds, 'proof'],
    ...options,
  });
  return { service: solving(bare), bare, store, clock };
}

async function passed(service: ReturnType<typeof setup>['service'], kind: CaptchaKind = 'slide', action?: string) {
  const { id } = await service.create(kind, { action });
  const result = await service.verify(id, rightResults[kind]);
  if (!result.ok) throw new Error(`expected a pass, got ${result.reason}`);
  return { id, token: result.token };
}

const reasonOf = (result: VerifyResult) => (result.ok ? 'ok' : result.reason);

/** Another answer than `answer`, of the same form: the right one plus one, modulo nothing. */
const offByOne = (answer: string) => (BigInt(`0x${answer}`) + 1n).toString(16);

describe('createCaptchaService: start-up', () => {
  it('refuses to serve without a secret, or with one under 32 bytes: at the first call, not when made', async () => {
    // Made at import time while `next build` collects page data, where runtime secrets are rarely set.
    const missing = createCaptchaService({ images: fakeMaker, work: cheapWork });
    await expect(missing.create('slide')).rejects.toThrow(CaptchaConfigError);
    await expect(missing.verify('slide-AAAAAAAAAAAAAAAAAAAAAAAA', rightResults.slide)).rejects.toThrow(/required/);
    await expect(missing.redeem('v1.x')).rejects.toThrow(CaptchaConfigError);
    await expect(
      createCaptchaService({ secret: 'short', images: fakeMaker, work: cheapWork }).create('slide'),
    ).rejects.toThrow(/at least 32 bytes/);
    await expect(
      createCaptchaService({ secret: new Uint8Array(31), images: fakeMaker, work: cheapWork }).create('slide'),
    ).rejects.toThrow(CaptchaConfigError);
    await expect(
      createCaptchaService({ secret: randomBytes(32), images: fakeMaker, work: cheapWork }).create('slide'),
    ).resolves.toMatchObject({ id: expect.any(String) });
  });

  it.each([
    ['32 spaces', ' '.repeat(32)],
    ["'a' x 32", 'a'.repeat(32)],
    ['whitespace of every kind', ' \t\n\r\v\f'.repeat(8)],
    ['a short pattern', 'changeme'.repeat(6)],
    ['15 different bytes', 'abcdefghijklmno'.repeat(3)],
    ['hex with 5 digits', 'deadbeef'.repeat(8)],
    ['32 zero bytes', new Uint8Array(32)],
  ])('refuses a guessable secret (%s) at the first call, saying how to make one', async (_name, weak) => {
    const service = createCaptchaService({ secret: weak, images: fakeMaker, work: cheapWork });
    await expect(service.create('slide')).rejects.toThrow(CaptchaConfigError);
    await expect(service.redeem('v1.x')).rejects.toThrow(/different byte values.*openssl rand -base64 48/);
  });

  it('accepts random secrets as openssl writes them, in base64 or hex', async () => {
    for (let i = 0; i < 200; i += 1) {
      for (const text of [randomBytes(48).toString('base64'), randomBytes(32).toString('hex')]) {
        const service = createCaptchaService({ secret: text, images: fakeMaker, work: cheapWork });
        expect(await service.redeem('not a token')).toEqual({ ok: false, reason: 'malformed' });
      }
    }
  });

  it('redeems in one copy of the module what another copy issued, with the default store (Next.js loads it twice)', async () => {
    const first = solving(
      createCaptchaService({ secret, images: fakeMaker, work: { squarings: 4, modulusBits: 512 } }),
    );
    vi.resetModules();
    const again = await import('../../../src/captcha/server/index.js');
    expect(again.createCaptchaService).not.toBe(createCaptchaService);
    const second = again.createCaptchaService({ secret, images: fakeMaker, work: cheapWork });
    const { token } = await passed(first, 'slide', 'signup');
    expect(await second.redeem(token, { action: 'signup' })).toMatchObject({ ok: true });
    expect(await first.redeem(token, { action: 'signup' })).toEqual({ ok: false, reason: 'used' });
    // Another secret is another store: its services share nothing with these.
    const stranger = solving(
      createCaptchaService({
        secret: `${secret} (another)`,
        images: fakeMaker,
        work: { squarings: 4, modulusBits: 512 },
      }),
    );
    const { id } = await first.create('slide');
    expect(await stranger.verify(id, rightResults.slide)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('starts without a secret in explicit test mode only', async () => {
    const service = solving(createCaptchaService({ testMode: true, images: fakeMaker, work: cheapWork }));
    const { token } = await passed(service);
    expect(await service.redeem(token)).toMatchObject({ ok: true });
  });

  it('refuses testMode when NODE_ENV is production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(() => createCaptchaService({ testMode: true, images: fakeMaker, work: cheapWork })).toThrow(
        /testMode.*production/,
      );
      expect(() => createCaptchaService({ secret, testMode: true, images: fakeMaker, work: cheapWork })).toThrow(
        CaptchaConfigError,
      );
      expect(() => createCaptchaService({ secret, images: fakeMaker, work: cheapWork })).not.toThrow();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it.each([
    ['empty', ''],
    ['short', 'test'],
  ])('in testMode, an %s secret does not make tokens forgeable', async (_name, weak) => {
    const store = memoryStore();
    const service = solving(
      createCaptchaService({
        secret: weak,
        testMode: true,
        images: fakeMaker,
        store,
        work: { squarings: 4, modulusBits: 512 },
      }),
    );
    const { id, token } = await passed(service);
    const claims = token.split('.').slice(0, 4);
    // What an attacker who knows the test secret would sign.
    const forged = [
      ...claims,
      createHmac('sha256', weak)
        .update(['confab-captcha-token', 'v1', id, '', parseInt(claims[3]!, 36)].join('\n'))
        .digest('base64url'),
    ].join('.');
    expect(forged).not.toBe(token);
    expect(await service.redeem(forged)).toEqual({ ok: false, reason: 'bad-signature' });
    // Services of one process given the same test secret still accept each other's tokens.
    const twin = createCaptchaService({ secret: weak, testMode: true, images: fakeMaker, work: cheapWork, store });
    expect(await twin.redeem(token)).toMatchObject({ ok: true });
  });

  it('refuses options out of range', () => {
    expect(() => createCaptchaService({ secret, images: fakeMaker, work: cheapWork, ttlMs: 0 })).toThrow(
      CaptchaConfigError,
    );
    expect(() => createCaptchaService({ secret, images: fakeMaker, work: cheapWork, maxAttempts: 1.5 })).toThrow(
      CaptchaConfigError,
    );
    expect(() =>
      createCaptchaService({ secret, images: fakeMaker, work: cheapWork, tolerance: { slide: -1 } }),
    ).toThrow(/tolerance.slide/);
  });

  it('cannot be imported without sharp: the error says to install it', async () => {
    vi.resetModules();
    vi.doMock('sharp', () => {
      throw Object.assign(new Error("Cannot find package 'sharp'"), { code: 'ERR_MODULE_NOT_FOUND' });
    });
    try {
      await expect(import('../../../src/captcha/server/index.js')).rejects.toThrow('npm install sharp');
    } finally {
      vi.doUnmock('sharp');
      vi.resetModules();
    }
  });
});

describe('create', () => {
  it('gives ids of the kind with at least 128 random bits, never twice', async () => {
    const { service } = setup();
    const ids = new Set<string>();
    for (let i = 0; i < 200; i += 1) ids.add((await service.create('click')).id);
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^click-[A-Za-z0-9_-]{24}$/); // 24 base64url characters: 144 bits
  });

  it('refuses an unknown kind or a bad action with a typed error', async () => {
    const { service } = setup();
    await expect(service.create('drag' as CaptchaKind)).rejects.toThrow(CaptchaInputError);
    await expect(service.create('slide', { action: 'sign up!' })).rejects.toThrow(CaptchaInputError);
    await expect(service.create('slide', { action: 'x'.repeat(65) })).rejects.toThrow(CaptchaInputError);
  });
});

describe('verify', () => {
  it.each(kinds)('passes the right %s answer once, then says used (replay)', async (kind) => {
    const { service } = setup();
    const { id } = await service.create(kind);
    const result = await service.verify(id, rightResults[kind]);
    expect(result).toEqual({ ok: true, token: expect.stringMatching(/^v1\./) });
    expect(await service.verify(id, rightResults[kind])).toEqual({ ok: false, reason: 'used' });
  });

  it.each(kinds)("refuses a wrong %s answer as wrong, with the next attempt's work", async (kind) => {
    const { service } = setup({ maxAttempts: 3 });
    const { id } = await service.create(kind);
    expect(await service.verify(id, wrongResults[kind])).toEqual({
      ok: false,
      reason: 'wrong',
      work: { modulus: expect.stringMatching(/^[0-9a-f]{128}$/), base: expect.any(String), squarings: 4 },
    });
  });

  it('spends a challenge after maxAttempts wrong answers, even before the right one (brute force)', async () => {
    const { service } = setup({ maxAttempts: 3 });
    const { id } = await service.create('rotate');
    const reasons = [];
    for (let guess = 0; guess < 6; guess += 1) reasons.push(reasonOf(await service.verify(id, [guess * 60, 0])));
    expect(reasons).toEqual(['wrong', 'wrong', 'wrong', 'too-many-attempts', 'too-many-attempts', 'too-many-attempts']);
    expect(await service.verify(id, rightResults.rotate)).toEqual({ ok: false, reason: 'too-many-attempts' });
  });

  it('judges one of concurrent guesses sent with the same work: the others are refused as work', async () => {
    const { bare } = setup({ maxAttempts: 2 });
    const { id, work } = await bare.create('slide');
    const answer = solveWork(work);
    const guesses = Array.from({ length: 10 }, (_, x) => bare.verify(id, { x: x * 5, y: 91 }, { work: answer }));
    const reasons = (await Promise.all(guesses)).map(reasonOf);
    expect(reasons.filter((reason) => reason === 'wrong')).toHaveLength(1);
    expect(reasons.filter((reason) => reason === 'work')).toHaveLength(9);
  });

  it('says expired after the challenge time, and unknown once the store has let it go', async () => {
    const { service, clock } = setup({ ttlMs: 60_000 });
    const { id } = await service.create('region');
    clock.advance(60_000);
    expect(await service.verify(id, rightResults.region)).toEqual({ ok: false, reason: 'expired' });
    clock.advance(60_000);
    expect(await service.verify(id, rightResults.region)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('says unknown for a well-formed id it never made', async () => {
    const { service } = setup();
    expect(await service.verify('slide-AAAAAAAAAAAAAAAAAAAAAAAA', rightResults.slide)).toEqual({
      ok: false,
      reason: 'unknown',
    });
  });

  const malformed: [string, unknown, unknown][] = [
    ['a missing id', undefined, rightResults.slide],
    ['an id that is not a string', 42, rightResults.slide],
    ['an id of no kind', 'drag-AAAAAAAAAAAAAAAAAAAAAAAA', rightResults.slide],
    ['an id with too few random characters', 'slide-AAAA', rightResults.slide],
    ['NaN', 'slide', { x: Number.NaN, y: 91 }],
    ['Infinity', 'slide', { x: Number.POSITIVE_INFINITY, y: 91 }],
    ['a negative position', 'slide', { x: -5, y: 91 }],
    ['a string for a number', 'slide', { x: '171', y: 91 }],
    ['a huge number', 'region', { x: 1e12, y: 80 }],
    ['an extra field', 'slide', { x: 171, y: 91, proto: 1 }],
    ['a missing answer', 'slide', undefined],
    ['null', 'slide', null],
    ['an array for a point', 'slide', [171, 91]],
    ['a huge array of dots', 'click', Array.from({ length: 10_000 }, (_, i) => ({ x: 1, y: 1, index: i + 1 }))],
    ['dots out of order', 'click', [...rightResults.click].reverse()],
    ['an empty list of dots', 'click', []],
    ['one angle, not a list', 'rotate', 220],
    ['a string angle', 'rotate', ['220', 10]],
    ['an angle past 360', 'rotate', [220, 361]],
    ['a negative angle', 'rotate', [-1, 10]],
    ['an angle of NaN', 'rotate', [220, Number.NaN]],
    ['an empty list of angles', 'rotate', []],
    ['a huge list of angles', 'rotate', Array.from({ length: 10_000 }, () => 220)],
    ['an answer of another kind (a point for rotate)', 'rotate', rightResults.slide],
    ['an answer of another kind (an angle for click)', 'click', 220],
  ];

  it.each(malformed)('refuses %s as malformed, without spending an attempt', async (_, idOrKind, answer) => {
    const { service } = setup({ maxAttempts: 1 });
    const kind = typeof idOrKind === 'string' && !idOrKind.includes('-') ? (idOrKind as CaptchaKind) : 'slide';
    const { id } = await service.create(kind);
    const target = typeof idOrKind === 'string' && !idOrKind.includes('-') ? id : idOrKind;
    expect(await service.verify(target, answer)).toEqual({ ok: false, reason: 'malformed' });
    expect(await service.verify(id, rightResults[kind])).toMatchObject({ ok: true });
  });

  it('refuses an answer sent to the id of a challenge of another kind', async () => {
    const { service } = setup();
    const slide = await service.create('slide');
    const rotateId = slide.id.replace(/^slide-/, 'rotate-');
    expect(await service.verify(rotateId, rightResults.rotate)).toEqual({ ok: false, reason: 'unknown' });
    expect(await service.verify(slide.id, rightResults.rotate)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('redeem', () => {
  it('accepts a pass token once, for its action', async () => {
    const { service } = setup();
    const { id, token } = await passed(service, 'click', 'signup');
    expect(await service.redeem(token, { action: 'signup' })).toEqual({
      ok: true,
      challengeId: id,
      action: 'signup',
      kind: 'click',
    });
    expect(await service.redeem(token, { action: 'signup' })).toEqual({ ok: false, reason: 'used' });
  });

  it('refuses a token made for another action (signup never passes for login)', async () => {
    const { service } = setup();
    const { token } = await passed(service, 'slide', 'signup');
    expect(await service.redeem(token, { action: 'login' })).toEqual({ ok: false, reason: 'wrong-action' });
    expect(await service.redeem(token)).toEqual({ ok: false, reason: 'wrong-action' });
    expect(await service.redeem(token, { action: 'signup' })).toMatchObject({ ok: true });
  });

  it('refuses a token after its expiry', async () => {
    const { service, clock } = setup({ tokenTtlMs: 30_000 });
    const { token } = await passed(service);
    clock.advance(30_000);
    expect(await service.redeem(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token with any one byte changed', async () => {
    const { service } = setup();
    const { token } = await passed(service, 'region', 'login');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    for (let i = 0; i < token.length; i += 1) {
      const swapped = alphabet[(alphabet.indexOf(token[i]!) + 1) % alphabet.length]!;
      const altered = token.slice(0, i) + swapped + token.slice(i + 1);
      const result = await service.redeem(altered, { action: 'login' });
      expect(result.ok, `byte ${i} changed`).toBe(false);
      expect(['malformed', 'bad-signature']).toContain(result.ok ? '' : result.reason);
    }
    expect(await service.redeem(token, { action: 'login' })).toMatchObject({ ok: true });
  });

  it('refuses a token signed with another secret', async () => {
    const { service, store, clock } = setup();
    const other = solving(
      createCaptchaService({
        secret: `${secret}, but another`,
        images: fakeMaker,
        work: cheapWork,
        store,
        now: clock.now,
      }),
    );
    const { token } = await passed(other);
    expect(await service.redeem(token)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a well-signed token the store does not know (made with another store)', async () => {
    const { service, clock } = setup();
    const elsewhere = solving(createCaptchaService({ secret, images: fakeMaker, work: cheapWork, now: clock.now }));
    const { token } = await passed(elsewhere);
    expect(await service.redeem(token)).toEqual({ ok: false, reason: 'unknown' });
  });

  it.each([undefined, 42, '', 'v1.', 'x'.repeat(10_000), { token: 'v1' }])('refuses %j as malformed', async (token) => {
    const { service } = setup();
    expect(await service.redeem(token)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('redeems a token once even when asked twice at once', async () => {
    const { service } = setup();
    const { token } = await passed(service);
    const results = await Promise.all([service.redeem(token), service.redeem(token), service.redeem(token)]);
    expect(results.map((result) => result.ok).sort()).toEqual([false, false, true]);
  });
});

describe('work: a time-lock puzzle', () => {
  it("hands out a new base with every challenge, on the period's modulus, at the squarings asked for", async () => {
    const { bare } = setup();
    const a = await bare.create('slide');
    const b = await bare.create('slide');
    expect(a.work).toEqual({
      modulus: expect.stringMatching(/^[0-9a-f]{128}$/),
      base: expect.any(String),
      squarings: 4,
    });
    expect(b.work.modulus).toBe(a.work.modulus);
    expect(b.work.base).not.toBe(a.work.base);
  });

  const noWork: [string, unknown][] = [
    ['no work', undefined],
    ['work that is not a string', 7],
    ['an empty string', ''],
    ['a list of nonces (the old format)', [1, 2]],
    ['upper-case hex', 'ABC'],
    ['text that is not hex', 'xyz'],
    ['more digits than any modulus has', 'f'.repeat(1025)],
  ];

  it.each(noWork)('refuses %s as work, counting no attempt', async (_, work) => {
    const { bare } = setup({ maxAttempts: 1 });
    const { id, work: puzzle } = await bare.create('slide');
    for (let i = 0; i < 3; i += 1) {
      expect(await bare.verify(id, rightResults.slide, { work })).toEqual({ ok: false, reason: 'work' });
    }
    expect(await bare.verify(id, rightResults.slide, { work: solveWork(puzzle) })).toMatchObject({ ok: true });
  });

  it('refuses a wrong answer to the puzzle, even with the right picture answer, counting no attempt', async () => {
    const { bare } = setup({ maxAttempts: 1 });
    const { id, work } = await bare.create('region');
    const right = solveWork(work);
    for (const wrong of [offByOne(right), work.base, solveWork({ ...work, squarings: 3 }), work.modulus]) {
      expect(await bare.verify(id, rightResults.region, { work: wrong })).toEqual({ ok: false, reason: 'work' });
    }
    expect(await bare.verify(id, wrongResults.region, { work: right })).toEqual({ ok: false, reason: 'wrong' });
  });

  it("refuses another challenge's answer (foreign)", async () => {
    const { bare } = setup({ maxAttempts: 1 });
    const mine = await bare.create('rotate');
    const other = await bare.create('rotate');
    const theirs = solveWork(other.work);
    expect(await bare.verify(mine.id, rightResults.rotate, { work: theirs })).toEqual({ ok: false, reason: 'work' });
    expect(await bare.verify(mine.id, rightResults.rotate, { work: solveWork(mine.work) })).toMatchObject({ ok: true });
  });

  it('refuses an answer spent on a wrong try (reused): the next try needs the new puzzle', async () => {
    const { bare } = setup({ maxAttempts: 3 });
    const { id, work } = await bare.create('click');
    const spent = solveWork(work);
    const wrong = await bare.verify(id, wrongResults.click, { work: spent });
    expect(wrong).toMatchObject({ ok: false, reason: 'wrong', work: { modulus: work.modulus, squarings: 4 } });
    const next = !wrong.ok && wrong.work ? wrong.work : work;
    expect(next.base).not.toBe(work.base);
    expect(await bare.verify(id, rightResults.click, { work: spent })).toEqual({ ok: false, reason: 'work' });
    expect(await bare.verify(id, rightResults.click, { work: solveWork(next) })).toMatchObject({ ok: true });
  });

  it('rotates the modulus each period; a challenge of the last period still verifies, on another instance too', async () => {
    const { bare, store, clock } = setup({ work: { ...cheapWork, rotateMs: 60_000 }, ttlMs: 120_000 });
    const before = await bare.create('slide');
    clock.advance(60_000);
    const after = await bare.create('slide');
    expect(after.work.modulus).not.toBe(before.work.modulus);
    // Another instance: its own process cache, the same store and clock.
    const other = createCaptchaService({
      secret,
      images: fakeMaker,
      store,
      now: clock.now,
      work: { ...cheapWork, rotateMs: 60_000 },
    });
    expect((await other.create('slide')).work.modulus).toBe(after.work.modulus);
    expect(await other.verify(before.id, rightResults.slide, { work: solveWork(before.work) })).toMatchObject({
      ok: true,
    });
  });

  it("refuses an answer made on an earlier period's modulus for a challenge of this one (stale)", async () => {
    const { bare, clock } = setup({ work: { ...cheapWork, rotateMs: 60_000 } });
    const old = await bare.create('region');
    clock.advance(60_000);
    const fresh = await bare.create('region');
    // The same base squared modulo the old N: what a bot that kept an old modulus's work would send.
    const base = (BigInt(`0x${fresh.work.base}`) % BigInt(`0x${old.work.modulus}`)).toString(16);
    const stale = solveWork({ ...old.work, base });
    expect(await bare.verify(fresh.id, rightResults.region, { work: stale })).toEqual({ ok: false, reason: 'work' });
    expect(await bare.verify(fresh.id, rightResults.region, { work: solveWork(fresh.work) })).toMatchObject({
      ok: true,
    });
  });

  it('refuses work options out of range at start', () => {
    for (const work of [
      { squarings: 0 },
      { squarings: 1.5 },
      { modulusBits: 256 },
      { modulusBits: 4096 },
      { rotateMs: 0 },
    ]) {
      expect(() => createCaptchaService({ secret, images: fakeMaker, work })).toThrow(CaptchaConfigError);
    }
  });
});

describe('kinds: the host picks the paths', () => {
  it('makes the four pictures by default, and refuses proof with a typed error', async () => {
    const service = createCaptchaService({ secret, images: fakeMaker, work: cheapWork });
    expect(service.kinds).toEqual(kinds);
    await expect(service.create('proof')).rejects.toThrow(CaptchaKindOffError);
    await expect(service.create('proof')).rejects.toThrow(/proof kind is off/);
    expect((await service.create('slide')).data).not.toBeNull();
  });

  it("with kinds ['click'], makes click only, and redeem refuses a token of another kind as kind, unspent", async () => {
    const { service: wide } = setup();
    const store = memoryStore();
    const all = solving(
      createCaptchaService({ secret, images: fakeMaker, store, work: cheapWork, kinds: [...kinds, 'proof'] }),
    );
    const clickOnly = createCaptchaService({ secret, images: fakeMaker, store, work: cheapWork, kinds: ['click'] });
    for (const kind of ['slide', 'region', 'rotate', 'proof'] as const) {
      await expect(clickOnly.create(kind)).rejects.toThrow(CaptchaKindOffError);
    }
    const slide = await passed(all, 'slide');
    const proof = await all.create('proof');
    const proofResult = await all.verify(proof.id, undefined);
    const proofToken = proofResult.ok ? proofResult.token : '';
    expect(await clickOnly.redeem(slide.token)).toEqual({ ok: false, reason: 'kind' });
    expect(await clickOnly.redeem(proofToken)).toEqual({ ok: false, reason: 'kind' });
    // Refused before the store: the token stays good where its kind is allowed.
    expect(await all.redeem(slide.token)).toMatchObject({ ok: true, kind: 'slide' });
    const click = await passed(all, 'click');
    expect(await clickOnly.redeem(click.token)).toMatchObject({ ok: true, kind: 'click' });
    expect(wide.kinds).toContain('proof');
  });

  it("redeem's own kinds narrow the service's for one call", async () => {
    const { service } = setup();
    const { token } = await passed(service, 'region');
    expect(await service.redeem(token, { kinds: ['click', 'rotate'] })).toEqual({ ok: false, reason: 'kind' });
    expect(await service.redeem(token, { kinds: ['region'] })).toMatchObject({ ok: true, kind: 'region' });
  });

  it('refuses a kinds list that names nothing or something else, at start', () => {
    for (const given of [[], ['square'], 'click']) {
      expect(() =>
        createCaptchaService({ secret, images: fakeMaker, work: cheapWork, kinds: given as unknown as CaptchaKind[] }),
      ).toThrow(/kinds/);
    }
  });
});

describe('the proof kind (work alone)', () => {
  it('makes a challenge without data whose work is ten pictures', async () => {
    const { bare } = setup();
    const challenge = await bare.create('proof', { action: 'signup' });
    expect(challenge).toEqual({
      id: expect.stringMatching(/^proof-[A-Za-z0-9_-]{24}$/),
      data: null,
      work: { modulus: expect.any(String), base: expect.any(String), squarings: 40 },
    });
    const short = solveWork({ ...challenge.work, squarings: 4 });
    expect(await bare.verify(challenge.id, undefined, { work: short })).toEqual({ ok: false, reason: 'work' });
    const result = await bare.verify(challenge.id, undefined, { work: solveWork(challenge.work) });
    expect(result).toMatchObject({ ok: true });
    const token = result.ok ? result.token : '';
    expect(await bare.redeem(token, { action: 'signup' })).toEqual({
      ok: true,
      challengeId: challenge.id,
      action: 'signup',
      kind: 'proof',
    });
  });

  it('refuses an answer sent to a proof challenge as malformed', async () => {
    const { bare } = setup();
    const { id, work } = await bare.create('proof');
    expect(await bare.verify(id, rightResults.slide, { work: solveWork(work) })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('takes its multiplier from the proof option', async () => {
    const { bare } = setup({ proof: { multiplier: 3 } });
    expect((await bare.create('proof')).work.squarings).toBe(12);
    expect(() =>
      createCaptchaService({ secret, images: fakeMaker, work: cheapWork, proof: { multiplier: 0 } }),
    ).toThrow(/proof.multiplier/);
  });

  it('has a budget per client and in all: past it, a typed error that says when to come back', async () => {
    const { bare } = setup({ proof: { perClient: 2, total: 3, windowMs: 60_000 } });
    const alice = { known: true, client: 'v4/32:alice', networks: [] };
    const bob = { known: true, client: 'v4/32:bob', networks: [] };
    await bare.create('proof', { client: alice });
    await bare.create('proof', { client: alice });
    const refused = bare.create('proof', { client: alice });
    await expect(refused).rejects.toThrow(CaptchaBudgetError);
    await expect(refused).rejects.toMatchObject({ retryAfterMs: 60_000 });
    // Alice's refused tries count in all: Bob has the third of three.
    await expect(bare.create('proof', { client: bob })).rejects.toThrow(CaptchaBudgetError);
    // Pictures have no such budget.
    expect((await bare.create('slide', { client: alice })).data).not.toBeNull();
  });
});
