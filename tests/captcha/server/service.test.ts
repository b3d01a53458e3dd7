import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  CaptchaConfigError,
  CaptchaInputError,
  CaptchaKindOffError,
  createCaptchaService,
  DEFAULT_WORK_BITS,
  memoryStore,
  solveWork,
  type CaptchaKind,
  type CaptchaServiceOptions,
  type VerifyResult,
} from '../../../src/captcha/server/index.js';
import { isWorkDone } from '../../../src/captcha/server/work.js';
import { fakeMaker, rightResults, wrongResults } from './fakeMaker.js';
import { solving } from './solving.js';

const secret = 'a test secret that is long enough for HMAC-SHA256!';
const kinds: CaptchaKind[] = ['click', 'slide', 'region', 'rotate'];

type SetupOptions = Pick<
  CaptchaServiceOptions,
  'maxAttempts' | 'ttlMs' | 'tokenTtlMs' | 'secret' | 'proof' | 'workBits'
>;

/** A service with cheap work (4 bits), and the same service solving its work by itself (`service`). */
function setup(options: SetupOptions = {}) {
  let time = 1_700_000_000_000;
  const clock = {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
  const store = memoryStore({ now: clock.now });
  const bare = createCaptchaService({ secret, images: fakeMaker, store, now: clock.now, workBits: 4, ...options });
  return { service: solving(bare), bare, store, clock };
}

async function passed(service: ReturnType<typeof setup>['service'], kind: CaptchaKind = 'slide', action?: string) {
  const { id } = await service.create(kind, { action });
  const result = await service.verify(id, rightResults[kind]);
  if (!result.ok) throw new Error(`expected a pass, got ${result.reason}`);
  return { id, token: result.token };
}

const reasonOf = (result: VerifyResult) => (result.ok ? 'ok' : result.reason);

describe('createCaptchaService: start-up', () => {
  it('refuses to serve without a secret, or with one under 32 bytes: at the first call, not when made', async () => {
    // Made at import time while `next build` collects page data, where runtime secrets are rarely set.
    const missing = createCaptchaService({ images: fakeMaker });
    await expect(missing.create('slide')).rejects.toThrow(CaptchaConfigError);
    await expect(missing.verify('slide-AAAAAAAAAAAAAAAAAAAAAAAA', rightResults.slide)).rejects.toThrow(/required/);
    await expect(missing.redeem('v1.x')).rejects.toThrow(CaptchaConfigError);
    await expect(createCaptchaService({ secret: 'short', images: fakeMaker }).create('slide')).rejects.toThrow(
      /at least 32 bytes/,
    );
    await expect(
      createCaptchaService({ secret: new Uint8Array(31), images: fakeMaker }).create('slide'),
    ).rejects.toThrow(CaptchaConfigError);
    await expect(
      createCaptchaService({ secret: randomBytes(32), images: fakeMaker }).create('slide'),
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
    const service = createCaptchaService({ secret: weak, images: fakeMaker });
    await expect(service.create('slide')).rejects.toThrow(CaptchaConfigError);
    await expect(service.redeem('v1.x')).rejects.toThrow(/different byte values.*openssl rand -base64 48/);
  });

  it('accepts random secrets as openssl writes them, in base64 or hex', async () => {
    for (let i = 0; i < 200; i += 1) {
      for (const text of [randomBytes(48).toString('base64'), randomBytes(32).toString('hex')]) {
        const service = createCaptchaService({ secret: text, images: fakeMaker });
        expect(await service.redeem('not a token')).toEqual({ ok: false, reason: 'malformed' });
      }
    }
  });

  it('redeems in one copy of the module what another copy issued, with the default store (Next.js loads it twice)', async () => {
    const first = solving(createCaptchaService({ secret, images: fakeMaker, workBits: 4 }));
    vi.resetModules();
    const again = await import('../../../src/captcha/server/index.js');
    expect(again.createCaptchaService).not.toBe(createCaptchaService);
    const second = again.createCaptchaService({ secret, images: fakeMaker });
    const { token } = await passed(first, 'slide', 'signup');
    expect(await second.redeem(token, { action: 'signup' })).toMatchObject({ ok: true });
    expect(await first.redeem(token, { action: 'signup' })).toEqual({ ok: false, reason: 'used' });
    // Another secret is another store: its services share nothing with these.
    const stranger = solving(createCaptchaService({ secret: `${secret} (another)`, images: fakeMaker, workBits: 4 }));
    const { id } = await first.create('slide');
    expect(await stranger.verify(id, rightResults.slide)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('starts without a secret in explicit test mode only', async () => {
    const service = solving(createCaptchaService({ testMode: true, images: fakeMaker }));
    const { token } = await passed(service);
    expect(await service.redeem(token)).toMatchObject({ ok: true });
  });

  it('refuses testMode when NODE_ENV is production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(() => createCaptchaService({ testMode: true, images: fakeMaker })).toThrow(/testMode.*production/);
      expect(() => createCaptchaService({ secret, testMode: true, images: fakeMaker })).toThrow(CaptchaConfigError);
      expect(() => createCaptchaService({ secret, images: fakeMaker })).not.toThrow();
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
      createCaptchaService({ secret: weak, testMode: true, images: fakeMaker, store, workBits: 4 }),
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
    const twin = createCaptchaService({ secret: weak, testMode: true, images: fakeMaker, store });
    expect(await twin.redeem(token)).toMatchObject({ ok: true });
  });

  it('refuses options out of range', () => {
    expect(() => createCaptchaService({ secret, images: fakeMaker, ttlMs: 0 })).toThrow(CaptchaConfigError);
    expect(() => createCaptchaService({ secret, images: fakeMaker, maxAttempts: 1.5 })).toThrow(CaptchaConfigError);
    expect(() => createCaptchaService({ secret, images: fakeMaker, tolerance: { slide: -1 } })).toThrow(
      /tolerance.slide/,
    );
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
      work: { salt: expect.stringMatching(/^[0-9a-f]{32}$/), bits: 4, rounds: 1 },
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
    // 16 bits: the spent nonces also solve the renewed puzzle only once in 65,536 runs.
    const { bare } = setup({ maxAttempts: 2, workBits: 16 });
    const { id, work } = await bare.create('slide');
    const nonces = solveWork(work);
    const guesses = Array.from({ length: 10 }, (_, x) => bare.verify(id, { x: x * 5, y: 91 }, { work: nonces }));
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
      createCaptchaService({ secret: `${secret}, but another`, images: fakeMaker, store, now: clock.now }),
    );
    const { token } = await passed(other);
    expect(await service.redeem(token)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a well-signed token the store does not know (made with another store)', async () => {
    const { service, clock } = setup();
    const elsewhere = solving(createCaptchaService({ secret, images: fakeMaker, now: clock.now }));
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

describe('proof of work', () => {
  it('hands out a new work puzzle with every challenge, at the bits asked for', async () => {
    const { bare } = setup();
    const a = await bare.create('slide');
    const b = await bare.create('slide');
    expect(a.work).toEqual({ salt: expect.stringMatching(/^[0-9a-f]{32}$/), bits: 4, rounds: 1 });
    expect(b.work.salt).not.toBe(a.work.salt);
    const defaults = await createCaptchaService({ secret, images: fakeMaker }).create('click');
    expect(defaults.work).toMatchObject({ bits: DEFAULT_WORK_BITS, rounds: 1 });
  });

  const noWork: [string, unknown][] = [
    ['no work', undefined],
    ['work that is not a list', 7],
    ['an empty list', []],
    ['a nonce that is not a whole number', [1.5]],
    ['a negative nonce', [-1]],
    ['a string nonce', ['1']],
    ['more nonces than any puzzle has', Array.from({ length: 65 }, () => 0)],
  ];

  it.each(noWork)('refuses %s as work, counting no attempt', async (_, work) => {
    const { bare } = setup({ maxAttempts: 1 });
    const { id, work: puzzle } = await bare.create('slide');
    for (let i = 0; i < 3; i += 1) {
      expect(await bare.verify(id, rightResults.slide, { work })).toEqual({ ok: false, reason: 'work' });
    }
    expect(await bare.verify(id, rightResults.slide, { work: solveWork(puzzle) })).toMatchObject({ ok: true });
  });

  it('refuses work that does not solve the puzzle, even with the right answer, counting no attempt', async () => {
    const { bare } = setup({ maxAttempts: 1 });
    const { id, work } = await bare.create('region');
    const [nonce = 0] = solveWork(work);
    // Nonces below the first solution fail by definition of solveWork (it returns the first).
    for (let wrong = 0; wrong < nonce; wrong += 1) {
      expect(await bare.verify(id, rightResults.region, { work: [wrong] })).toEqual({ ok: false, reason: 'work' });
    }
    expect(await bare.verify(id, wrongResults.region, { work: [nonce] })).toEqual({ ok: false, reason: 'wrong' });
  });

  it("refuses another challenge's work", async () => {
    const { bare } = setup({ maxAttempts: 1 });
    const mine = await bare.create('rotate');
    const other = await bare.create('rotate');
    const theirs = solveWork(other.work);
    const mineSolved = solveWork(mine.work);
    // Their nonce may solve this puzzle too by chance (1 in 16 at 4 bits, even when it differs from the first
    // solution found): then the check is moot.
    if (!isWorkDone(mine.work, theirs)) {
      expect(await bare.verify(mine.id, rightResults.rotate, { work: theirs })).toEqual({ ok: false, reason: 'work' });
    }
    expect(await bare.verify(mine.id, rightResults.rotate, { work: mineSolved })).toMatchObject({ ok: true });
  });

  it('refuses work spent on a wrong answer: the next try needs the new puzzle', async () => {
    const { bare } = setup({ maxAttempts: 3, secret });
    const { id, work } = await bare.create('click');
    const spent = solveWork(work);
    const wrong = await bare.verify(id, wrongResults.click, { work: spent });
    expect(wrong).toMatchObject({ ok: false, reason: 'wrong', work: { bits: 4, rounds: 1 } });
    const next = !wrong.ok && wrong.work ? wrong.work : work;
    expect(next.salt).not.toBe(work.salt);
    const fresh = solveWork(next);
    // At 4 bits the spent nonce meets the new puzzle too one time in 16: then it proves nothing here.
    if (!isWorkDone(next, spent)) {
      expect(await bare.verify(id, rightResults.click, { work: spent })).toEqual({ ok: false, reason: 'work' });
    }
    expect(await bare.verify(id, rightResults.click, { work: fresh })).toMatchObject({ ok: true });
  });

  it('refuses workBits out of 1 to 32 at start', () => {
    for (const workBits of [0, 33, 1.5, Number.NaN]) {
      expect(() => createCaptchaService({ secret, images: fakeMaker, workBits })).toThrow(/workBits/);
    }
  });
});

describe('the proof kind (work alone)', () => {
  it('makes a challenge without data whose work is ten rounds, and passes on the work alone', async () => {
    const { bare } = setup();
    const challenge = await bare.create('proof', { action: 'signup' });
    expect(challenge).toEqual({
      id: expect.stringMatching(/^proof-[A-Za-z0-9_-]{24}$/),
      data: null,
      work: { salt: expect.any(String), bits: 4, rounds: 10 },
    });
    const oneRound = solveWork({ ...challenge.work, rounds: 1 });
    expect(await bare.verify(challenge.id, undefined, { work: oneRound })).toEqual({ ok: false, reason: 'work' });
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

  it('takes its number of rounds from the proof option', async () => {
    const { bare } = setup({ proof: { rounds: 3 } });
    expect((await bare.create('proof')).work.rounds).toBe(3);
    expect(() => createCaptchaService({ secret, images: fakeMaker, proof: { rounds: 0 } })).toThrow(/proof.rounds/);
  });

  it('is refused with a typed error when the service has it off', async () => {
    const { bare } = setup({ proof: false });
    await expect(bare.create('proof')).rejects.toThrow(CaptchaKindOffError);
    await expect(bare.create('proof')).rejects.toThrow(/proof kind is off/);
    expect((await bare.create('slide')).data).not.toBeNull();
  });
});
