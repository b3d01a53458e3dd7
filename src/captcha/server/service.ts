import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { CaptchaConfigError, CaptchaInputError } from './errors.js';
import { isAction, isCaptchaKind, kindOfId, newChallengeId } from './ids.js';
import {
  DEFAULT_TOLERANCE,
  isSolved,
  type CaptchaKind,
  type ChallengeAnswer,
  type ChallengeDataByKind,
  type Tolerance,
} from './images/answer.js';
import { createChallengeMaker, type ChallengeMaker, type ChallengeMakerOptions } from './images/index.js';
import { loadSharp } from './images/sharp.js';
import { memoryStore } from './memoryStore.js';
import { parseAnswer } from './parseAnswer.js';
import type { CaptchaStore } from './store.js';
import { readToken, signToken } from './token.js';

// sharp is an optional peer dependency: without it, importing this entry throws here, with an error that says
// `npm install sharp`, rather than the first challenge failing in production.
await loadSharp();

/** Options of {@link createCaptchaService}. */
export interface CaptchaServiceOptions {
  /**
   * The key pass tokens are signed with (HMAC-SHA256): at least 32 bytes, random, the same on every instance,
   * kept out of the repository (`openssl rand -base64 48`). Required unless `testMode` is on. Read and checked
   * at the first call of `create`, `verify` or `redeem`, not before: a service made at import time builds
   * without it (`next build` collects page data without runtime secrets) and fails its first request instead.
   */
  secret?: string | Uint8Array;
  /**
   * Where challenges are kept; several instances need one shared `redisStore`. By default, this process's
   * memory, shared by every service of the process signed with the same secret: a module loaded twice (as
   * Next.js loads route handlers and server actions apart) still redeems in one what the other issued.
   */
  store?: CaptchaStore;
  /** How long a challenge may be answered, in ms [120,000]. */
  ttlMs?: number;
  /** How long a pass token may be redeemed after `verify`, in ms [300,000]. */
  tokenTtlMs?: number;
  /** Wrong answers allowed per challenge; the last one spends it [3]. */
  maxAttempts?: number;
  /** Per-kind tolerances, merged over the defaults (click 14 px, slide 6 px, region 8 px, rotate 10 degrees). */
  tolerance?: Partial<Tolerance>;
  /** The image maker's options (backgrounds, format, size), or a maker of your own. */
  images?: ChallengeMakerOptions | ChallengeMaker;
  /**
   * For tests only: accepts a missing or short secret (a missing one is random per process, so tokens do not
   * outlive it). Never on in production: anyone who knows the secret can mint tokens.
   */
  testMode?: boolean;
  /** The clock, in ms since the epoch [Date.now]. */
  now?: () => number;
}

/** Options of `create`. */
export interface CreateOptions {
  /**
   * What the pass token will be good for, e.g. 'signup' or 'login' [none]: `redeem` refuses it for any other.
   * Up to 64 of A-Z a-z 0-9 _ . : / -.
   */
  action?: string;
}

/** A new challenge: its id (send it back with the answer) and the widget's `data`. The answer stays in the store. */
export interface Challenge<K extends CaptchaKind = CaptchaKind> {
  id: string;
  data: ChallengeDataByKind[K];
}

/** Why `verify` refused. */
export type VerifyFailure = 'expired' | 'unknown' | 'used' | 'too-many-attempts' | 'malformed' | 'wrong';

/** The outcome of `verify`: a pass token to send with the form, or why not. */
export type VerifyResult = { ok: true; token: string } | { ok: false; reason: VerifyFailure };

/**
 * Why `redeem` refused: `malformed` (not a token), `bad-signature` (not signed with this secret, or altered),
 * `expired`, `used` (redeemed before), `wrong-action` (made for another action), `unknown` (well signed, but
 * the store holds no record of it: another store, or one flushed or full).
 */
export type RedeemFailure = 'malformed' | 'bad-signature' | 'expired' | 'used' | 'wrong-action' | 'unknown';

/** The outcome of `redeem`. */
export type RedeemResult = { ok: true; challengeId: string; action: string } | { ok: false; reason: RedeemFailure };

/** The captcha service: makes challenges, checks answers, issues and redeems pass tokens. */
export interface CaptchaService {
  /** Makes a challenge of `kind` and keeps its answer. Throws a `CaptchaInputError` for a bad kind or action. */
  create<K extends CaptchaKind>(kind: K, options?: CreateOptions): Promise<Challenge<K>>;
  /**
   * Checks `answer` (what the widget confirmed) for challenge `id`. A right answer spends the challenge and
   * returns a pass token; a wrong one counts an attempt. Never throws on bad input: it is `malformed`.
   */
  verify(id: unknown, answer: unknown): Promise<VerifyResult>;
  /**
   * For the form's own handler, before it acts: accepts a pass token once, for the action it was made for
   * (as Turnstile's siteverify). Never throws on bad input.
   */
  redeem(token: unknown, options?: { action?: string }): Promise<RedeemResult>;
}

type StoredRecord =
  | {
      state: 'pending';
      kind: CaptchaKind;
      action: string;
      answer: ChallengeAnswer;
      attempts: number;
      expiresAt: number;
    }
  | { state: 'passed'; action: string; tokenExpiresAt: number }
  | { state: 'redeemed' }
  | { state: 'failed' };

function decode(raw: string): StoredRecord | null {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && 'state' in value ? (value as StoredRecord) : null;
  } catch {
    return null;
  }
}

function secretBytes(options: CaptchaServiceOptions): Uint8Array {
  const { secret, testMode = false } = options;
  if (secret === undefined && testMode) return randomBytes(32);
  const bytes = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret;
  if (!(bytes instanceof Uint8Array)) {
    throw new CaptchaConfigError('createCaptchaService: `secret` is required (at least 32 random bytes)');
  }
  if (bytes.length < 32 && !testMode) {
    throw new CaptchaConfigError(
      `createCaptchaService: \`secret\` must be at least 32 bytes, got ${bytes.length}; make one with \`openssl rand -base64 48\``,
    );
  }
  return Uint8Array.from(bytes);
}

function positive(name: string, value: number | undefined, fallback: number, integer = false): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new CaptchaConfigError(
      `createCaptchaService: \`${name}\` must be a positive ${integer ? 'integer' : 'number'}`,
    );
  }
  return value;
}

function tolerances(given: Partial<Tolerance> | undefined): Tolerance {
  const merged = { ...DEFAULT_TOLERANCE, ...given };
  for (const [kind, value] of Object.entries(merged)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new CaptchaConfigError(`createCaptchaService: tolerance.${kind} must be a finite number, 0 or more`);
    }
  }
  return merged;
}

function isMaker(images: CaptchaServiceOptions['images']): images is ChallengeMaker {
  return (
    typeof images === 'object' && images !== null && typeof (images as Partial<ChallengeMaker>).make === 'function'
  );
}

/** Who shares the default store: the services of this process with the same secret (its digest names it). */
function storeName(secret: Uint8Array): string {
  return createHash('sha256').update('confab-ui captcha store').update(secret).digest('hex');
}

/**
 * Creates the captcha service. Throws a `CaptchaConfigError` at once for an option out of range; a missing or
 * short secret (outside `testMode`) is refused with a `CaptchaConfigError` at the first call of `create`,
 * `verify` or `redeem`, so a service made at import time needs its secret only when it serves.
 */
export function createCaptchaService(options: CaptchaServiceOptions): CaptchaService {
  let keys: { secret: KeyObject; store: CaptchaStore } | undefined;
  // A KeyObject made once: HMAC with it is about three times faster than with raw bytes.
  const ready = () => {
    if (keys) return keys;
    const bytes = secretBytes(options);
    keys = { secret: createSecretKey(bytes), store: options.store ?? memoryStore({ shared: storeName(bytes) }) };
    return keys;
  };
  const ttlMs = positive('ttlMs', options.ttlMs, 120_000);
  const tokenTtlMs = positive('tokenTtlMs', options.tokenTtlMs, 300_000);
  const maxAttempts = positive('maxAttempts', options.maxAttempts, 3, true);
  const tolerance = tolerances(options.tolerance);
  const maker = isMaker(options.images) ? options.images : createChallengeMaker(options.images);
  const now = options.now ?? Date.now;
  // A spent or expired challenge is kept as long again as it lived, so a late answer hears `expired` or `used`.
  const keepMs = ttlMs;

  const write = (id: string, raw: string, next: StoredRecord, until: number) =>
    ready().store.swap(id, raw, JSON.stringify(next), until - now());

  return {
    async create(kind, createOptions = {}) {
      const { store } = ready();
      if (!isCaptchaKind(kind)) {
        throw new CaptchaInputError(`create: kind must be click, slide, region or rotate, got ${String(kind)}`);
      }
      const action = createOptions.action ?? '';
      if (!isAction(action)) {
        throw new CaptchaInputError('create: action must be up to 64 of A-Z a-z 0-9 _ . : / -');
      }
      const { data, answer } = await maker.make(kind);
      const id = newChallengeId(kind);
      const record: StoredRecord = { state: 'pending', kind, action, answer, attempts: 0, expiresAt: now() + ttlMs };
      if (!(await store.add(id, JSON.stringify(record), ttlMs + keepMs))) {
        throw new Error('create: the store already held a new random id');
      }
      return { id, data };
    },

    async verify(id, answer) {
      const { secret, store } = ready();
      const kind = kindOfId(id);
      if (kind === null) return { ok: false, reason: 'malformed' };
      const result = parseAnswer(kind, answer);
      if (result === null) return { ok: false, reason: 'malformed' };
      const key = id as string;
      // Each pass reads the record and writes its next state only if nobody changed it meanwhile; a lost race
      // reads again. Every won write is one state change, and a challenge has at most maxAttempts + 1 of them.
      for (let round = 0; round <= maxAttempts + 1; round += 1) {
        const raw = await store.get(key);
        const record = raw === null ? null : decode(raw);
        if (raw === null || record === null) return { ok: false, reason: 'unknown' };
        if (record.state === 'passed' || record.state === 'redeemed') return { ok: false, reason: 'used' };
        if (record.state === 'failed') return { ok: false, reason: 'too-many-attempts' };
        if (record.kind !== kind) return { ok: false, reason: 'malformed' };
        const time = now();
        if (time >= record.expiresAt) return { ok: false, reason: 'expired' };
        if (isSolved(kind, record.answer, result, tolerance)) {
          const tokenExpiresAt = time + tokenTtlMs;
          const next: StoredRecord = { state: 'passed', action: record.action, tokenExpiresAt };
          if (await write(key, raw, next, tokenExpiresAt)) {
            return {
              ok: true,
              token: signToken(secret, { challengeId: key, action: record.action, expiresAt: tokenExpiresAt }),
            };
          }
        } else {
          const attempts = record.attempts + 1;
          const next: StoredRecord = attempts >= maxAttempts ? { state: 'failed' } : { ...record, attempts };
          if (await write(key, raw, next, record.expiresAt + keepMs)) return { ok: false, reason: 'wrong' };
        }
      }
      return { ok: false, reason: 'too-many-attempts' };
    },

    async redeem(token, redeemOptions = {}) {
      const { secret, store } = ready();
      const action = redeemOptions.action ?? '';
      if (!isAction(action)) throw new CaptchaInputError('redeem: action must be up to 64 of A-Z a-z 0-9 _ . : / -');
      const claims = readToken(secret, token);
      if (typeof claims === 'string') return { ok: false, reason: claims };
      if (now() >= claims.expiresAt) return { ok: false, reason: 'expired' };
      if (claims.action !== action) return { ok: false, reason: 'wrong-action' };
      const { challengeId } = claims;
      const raw = await store.get(challengeId);
      const record = raw === null ? null : decode(raw);
      if (raw === null || record === null || record.state === 'pending' || record.state === 'failed') {
        return { ok: false, reason: 'unknown' };
      }
      if (record.state === 'redeemed') return { ok: false, reason: 'used' };
      if (record.action !== claims.action || record.tokenExpiresAt !== claims.expiresAt) {
        return { ok: false, reason: 'unknown' };
      }
      const spent = await write(challengeId, raw, { state: 'redeemed' }, claims.expiresAt);
      return spent ? { ok: true, challengeId, action } : { ok: false, reason: 'used' };
    },
  };
}
