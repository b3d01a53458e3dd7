import { createHash, createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import { MAX_WORK_SQUARINGS, type WorkPuzzle } from '../challengeData.js';
import type { ClientKeys } from './clientAddress.js';
import { climbSettings, createClimb, type Climb, type ClimbOptions, type Requester } from './climb.js';
import { CaptchaBudgetError, CaptchaConfigError, CaptchaInputError, CaptchaKindOffError } from './errors.js';
import { captchaKinds, isAction, isChallengeKind, kindOfId, newChallengeId, type ChallengeKind } from './ids.js';
import {
  DEFAULT_TOLERANCE,
  isSolved,
  type CaptchaKind,
  type ChallengeAnswer,
  type ChallengeDataByKind,
  type Tolerance,
} from './images/answer.js';
import { createChallengeMaker, type ChallengeMaker, type ChallengeMakerOptions } from './images/index.js';
import { DEFAULT_MAX_ATTEMPTS } from './images/odds.js';
import { loadSharp } from './images/sharp.js';
import { memoryStore, memoryTally } from './memoryStore.js';
import { parseAnswer } from './parseAnswer.js';
import { createPicturePool, type PictureBudgetOptions } from './picturePool.js';
import type { CaptchaStore, Tally } from './store.js';
import { registerServiceInternals } from './serviceInternals.js';
import { readToken, secretProblem, signToken } from './token.js';
import { isWorkAnswer, isWorkDone, newWorkPuzzle, workKeys, type WorkKeys } from './work.js';

// sharp is an optional peer dependency: without it, importing this entry throws here, with an error that says
// `npm install sharp`, rather than the first challenge failing in production.
await loadSharp();

/** Options of {@link createCaptchaService}. */
export interface CaptchaServiceOptions {
  /**
   * The key pass tokens are signed with (HMAC-SHA256): at least 32 bytes with at least 16 different byte values
   * (10 for a hex string), random, the same on every instance, kept out of the repository
   * (`openssl rand -base64 48`). Required unless `testMode` is on.
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
  /**
   * Wrong answers allowed per challenge; the last one spends it. One number for every kind, or per kind merged
   * over the defaults [click 3, slide 1, region 2, rotate 1: with the default tolerances, a blind guess passes
   * at most 2 % of challenges; see `blindGuessOdds`].
   */
  maxAttempts?: number | Partial<Record<CaptchaKind, number>>;
  /** Per-kind tolerances, merged over the defaults (click 14 px, slide 2 px, region 8 px, rotate 15 degrees on each picture). */
  tolerance?: Partial<Tolerance>;
  /** The image maker's options (backgrounds, format, size), or a maker of your own. */
  images?: ChallengeMakerOptions | ChallengeMaker;
  /**
   * What making pictures may cost [half a core; 8 of each kind made ahead]: a pool made ahead in idle time serves
   * creates at once; when it runs dry, creates wait their turn one network after another, and a create the
   * budget cannot serve within a second is refused at once with a `CaptchaBusyError` (the handler answers 503
   * with Retry-After). `false` makes each picture when asked, without a budget (benchmarks of the maker).
   */
  pictures?: PictureBudgetOptions | false;
  /**
   * For tests only: accepts a missing, short or weak secret. A missing one is random per service; a short or
   * weak one is mixed with a key random per process, so tokens neither outlive the process nor can be forged
   * from the test secret alone. Refused (a `CaptchaConfigError`) when `NODE_ENV` is `production`.
   */
  testMode?: boolean;
  /** The clock, in ms since the epoch [Date.now]. */
  now?: () => number;
  /**
   * The kinds this service makes and redeems [the four pictures: click, slide, region, rotate]. `proof`, the
   * non-visual way through (work alone), is off unless listed. The strength of the whole is its weakest kind
   * listed: list only what the page shows (see the server guide's "Which kinds to allow").
   */
  kinds?: readonly ChallengeKind[];
  /** The work every challenge carries (a time-lock puzzle), over {@link DEFAULT_WORK}. */
  work?: WorkOptions;
  /** The `proof` kind's work and budget, over {@link DEFAULT_PROOF}; used only when `kinds` lists `proof`. */
  proof?: ProofOptions;
  /** How the work climbs with what the service has seen, over `DEFAULT_CLIMB`. */
  climb?: ClimbOptions;
}

/** Options of the work every challenge carries. */
export interface WorkOptions {
  /** Squarings of a first challenge, the base the climb multiplies [DEFAULT_WORK.squarings]. */
  squarings?: number;
  /** Bits of the modulus [2048]: 512 to 3072 (under 2048 only for tests: smaller moduli are factored sooner). */
  modulusBits?: number;
  /** How long one modulus serves, in ms [3,600,000: an hour]; each is kept in the store so instances agree. */
  rotateMs?: number;
}

/**
 * The work's defaults: squarings modulo a 2048-bit N, calibrated in bench/captcha-economics.mjs so a person's
 * device finishes while they solve the picture, and the modulus made anew every hour.
 */
export const DEFAULT_WORK = { squarings: 40_000, modulusBits: 2048, rotateMs: 3_600_000 } as const;

/** Options of the `proof` kind. */
export interface ProofOptions {
  /** Its work, times a picture's [10]. */
  multiplier?: number;
  /** `proof` challenges one client key may make per `windowMs` [5]. */
  perClient?: number;
  /** `proof` challenges every client together may make per `windowMs` [600]. */
  total?: number;
  /** The budget's sliding window, in ms [600,000]. */
  windowMs?: number;
}

/** The defaults of {@link ProofOptions}. */
export const DEFAULT_PROOF: Required<ProofOptions> = { multiplier: 10, perClient: 5, total: 600, windowMs: 600_000 };

/** Options of `create`. */
export interface CreateOptions {
  /**
   * What the pass token will be good for, e.g. 'signup' or 'login' [none]: `redeem` refuses it for any other.
   * Up to 64 of A-Z a-z 0-9 _ . : / -.
   */
  action?: string;
  /**
   * Who asks (`clientKeys(address)`; the handler passes it): the store caps live challenges per client and per
   * network, so a client's new challenge replaces its own oldest, never a stranger's, and the work climbs with what
   * the client and its networks did and the `proof` budget counts per client [none: capped and counted only in all].
   */
  client?: ClientKeys;
}

/** The widget `data` of a kind: `null` for `proof`, which has no picture. */
export type ChallengeData<K extends ChallengeKind> = K extends CaptchaKind ? ChallengeDataByKind[K] : null;

/**
 * A new challenge: its id (send it back with the answer), the widget's `data`, and the proof of work to solve
 * before answering. The answer and the work's salt stay in the store.
 */
export interface Challenge<K extends ChallengeKind = ChallengeKind> {
  id: string;
  data: ChallengeData<K>;
  work: WorkPuzzle;
}

/** Options of `verify`. */
export interface VerifyOptions {
  /** The answer to the challenge's work puzzle, in hex (`solveWork(challenge.work)`). */
  work?: unknown;
}

/**
 * Why `verify` refused. `work`: the proof of work is missing, or does not solve this challenge's current
 * puzzle (made for another challenge, or spent on an earlier try); it counts no attempt.
 */
export type VerifyFailure = 'expired' | 'unknown' | 'used' | 'too-many-attempts' | 'malformed' | 'wrong' | 'work';

/**
 * The outcome of `verify`: a pass token to send with the form, or why not. After a `wrong` answer with tries
 * left, `work` is the puzzle the next try must solve (each try's work is good once).
 */
export type VerifyResult = { ok: true; token: string } | { ok: false; reason: VerifyFailure; work?: WorkPuzzle };

/**
 * Why `redeem` refused: `malformed` (not a token), `bad-signature` (not signed with this secret, or altered),
 * `expired`, `used` (redeemed before), `wrong-action` (made for another action), `unknown` (well signed, but
 * the store holds no record of it: another store, or one flushed or full).
 */
export type RedeemFailure = 'malformed' | 'bad-signature' | 'expired' | 'used' | 'wrong-action' | 'kind' | 'unknown';

/** Options of `redeem`. */
export interface RedeemOptions {
  /** The action the token must have been made for [none]. */
  action?: string;
  /** The kinds whose tokens this call accepts [the service's `kinds`]; another kind is refused as `kind`. */
  kinds?: readonly ChallengeKind[];
}

/**
 * The outcome of `redeem`. `kind` says how the token was earned: a picture (click, slide, region, rotate) or
 * `proof` (work alone), so a sensitive action may ask for more than a proof.
 */
export type RedeemResult =
  { ok: true; challengeId: string; action: string; kind: ChallengeKind } | { ok: false; reason: RedeemFailure };

/** The captcha service: makes challenges, checks answers, issues and redeems pass tokens. */
export interface CaptchaService {
  /**
   * Makes a challenge of `kind` and keeps its answer and work. Throws a `CaptchaInputError` for a bad kind or
   * action, a `CaptchaKindOffError` for a kind the service's `kinds` does not list, a `CaptchaBudgetError` for
   * `proof` past its budget.
   */
  create<K extends ChallengeKind>(kind: K, options?: CreateOptions): Promise<Challenge<K>>;
  /**
   * Checks the work (`options.work`) through the modulus's factors, then `answer` (what the widget confirmed;
   * nothing for `proof`) for challenge `id`. Missing or wrong work is refused as `work` and counts nothing. A
   * right answer spends the challenge and returns a pass token; a wrong one counts an attempt and renews the
   * work. Never throws on bad input: it is `malformed`.
   */
  verify(id: unknown, answer: unknown, options?: VerifyOptions): Promise<VerifyResult>;
  /**
   * For the form's own handler, before it acts: accepts a pass token once, for the action it was made for
   * (as Turnstile's siteverify), and of a kind `options.kinds` allows. Never throws on bad input.
   */
  redeem(token: unknown, options?: RedeemOptions): Promise<RedeemResult>;
  /** The kinds this service makes and redeems (its `kinds` option); a service written by hand may leave it out. */
  readonly kinds?: readonly ChallengeKind[];
}

type StoredRecord =
  | {
      state: 'pending';
      kind: ChallengeKind;
      action: string;
      /** `null` for `proof`. */
      answer: ChallengeAnswer | null;
      work: WorkPuzzle;
      /** The modulus's period (work.ts), to find its factors. */
      period: number;
      client?: Requester;
      attempts: number;
      expiresAt: number;
    }
  | { state: 'passed'; action: string; tokenExpiresAt: number }
  | { state: 'redeemed' }
  | { state: 'failed' };

/** Where a challenge's pass token is recorded, apart from the challenge. */
const passId = (challengeId: string) => `pass:${challengeId}`;

function decode(raw: string): StoredRecord | null {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && 'state' in value ? (value as StoredRecord) : null;
  } catch {
    return null;
  }
}

// Stretches a test secret that would be unfit for production: a key no one outside this process can know.
const testKey = randomBytes(32);

function secretBytes(options: CaptchaServiceOptions): Uint8Array {
  const { secret, testMode = false } = options;
  if (secret === undefined && testMode) return randomBytes(32);
  const bytes = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret;
  if (!(bytes instanceof Uint8Array)) {
    throw new CaptchaConfigError(
      'createCaptchaService: `secret` is required (at least 32 random bytes): make one with `openssl rand -base64 48`',
    );
  }
  const problem = secretProblem(bytes);
  if (problem === null) return Uint8Array.from(bytes);
  // A short or empty test secret signs through a per-process key, so tokens made with it cannot be forged
  // elsewhere; services in one process given the same test secret still accept each other's tokens.
  if (testMode) return createHmac('sha256', testKey).update(bytes).digest();
  throw new CaptchaConfigError(
    `createCaptchaService: \`secret\` ${problem}; make a random one with \`openssl rand -base64 48\``,
  );
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

function attemptLimits(given: CaptchaServiceOptions['maxAttempts']): Record<CaptchaKind, number> {
  const merged = typeof given === 'object' && given !== null ? { ...DEFAULT_MAX_ATTEMPTS, ...given } : null;
  const limits = { ...DEFAULT_MAX_ATTEMPTS };
  for (const kind of Object.keys(limits) as CaptchaKind[]) {
    const value = merged ? merged[kind] : (given as number | undefined);
    limits[kind] = positive(merged ? `maxAttempts.${kind}` : 'maxAttempts', value, DEFAULT_MAX_ATTEMPTS[kind], true);
  }
  return limits;
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

function kindList(given: readonly ChallengeKind[] | undefined): readonly ChallengeKind[] {
  if (given === undefined) return captchaKinds;
  if (!Array.isArray(given) || given.length === 0 || !given.every(isChallengeKind)) {
    throw new CaptchaConfigError('createCaptchaService: kinds must list some of click, slide, region, rotate, proof');
  }
  return Array.from(new Set(given));
}

function whole(name: string, value: number, low: number, high: number): number {
  if (!Number.isInteger(value) || value < low || value > high) {
    throw new CaptchaConfigError(`createCaptchaService: \`${name}\` must be a whole number from ${low} to ${high}`);
  }
  return value;
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
 * Creates the captcha service. Throws a `CaptchaConfigError` at once for `testMode` in production or an option
 * out of range. A missing, short or guessable secret (under 32 bytes, or fewer than 16 different byte values;
 * outside `testMode`) is refused with a `CaptchaConfigError` at the first call of `create`, `verify` or
 * `redeem`, so a service made at import time needs its secret only when it serves (`next build` collects page
 * data without runtime secrets).
 */
export function createCaptchaService(options: CaptchaServiceOptions): CaptchaService {
  if (options.testMode && process.env.NODE_ENV === 'production') {
    throw new CaptchaConfigError(
      'createCaptchaService: `testMode` is refused when NODE_ENV is production: anyone who knows a test secret can mint tokens',
    );
  }
  let keys: { secret: KeyObject; store: CaptchaStore } | undefined;
  const ready = () => {
    if (keys) return keys;
    const bytes = secretBytes(options);
    // A KeyObject made once: HMAC with it is about three times faster than with raw bytes.
    keys = { secret: createSecretKey(bytes), store: options.store ?? memoryStore({ shared: storeName(bytes) }) };
    return keys;
  };
  // Of the secret as given (before a test secret is stretched): what a redeem key must not be. A missing
  // test secret is random, so no key can be it.
  const givenSecretHash = options.secret === undefined ? null : createHash('sha256').update(options.secret).digest();
  const ttlMs = positive('ttlMs', options.ttlMs, 120_000);
  const tokenTtlMs = positive('tokenTtlMs', options.tokenTtlMs, 300_000);
  const attemptLimit = attemptLimits(options.maxAttempts);
  const tolerance = tolerances(options.tolerance);
  const maker = isMaker(options.images) ? options.images : createChallengeMaker(options.images);
  const pool = options.pictures === false ? null : createPicturePool(maker, options.pictures);
  const now = options.now ?? Date.now;
  const kinds = kindList(options.kinds);
  const work = { ...DEFAULT_WORK, ...options.work };
  const squarings = whole('work.squarings', work.squarings, 1, MAX_WORK_SQUARINGS);
  const modulusBits = whole('work.modulusBits', work.modulusBits, 512, 3072);
  const rotateMs = positive('work.rotateMs', work.rotateMs, DEFAULT_WORK.rotateMs);
  const proof = { ...DEFAULT_PROOF, ...options.proof };
  for (const name of ['multiplier', 'perClient', 'total', 'windowMs'] as const)
    positive(`proof.${name}`, proof[name], 1);
  const climbing = climbSettings(options.climb);
  // A spent or expired challenge is kept as long again as it lived, so a late answer hears `expired` or `used`.
  const keepMs = ttlMs;

  const write = (id: string, raw: string, next: StoredRecord, until: number) =>
    ready().store.swap(id, raw, JSON.stringify(next), until - now());
  let counting: { keys: WorkKeys; climb: Climb; tally: Tally } | undefined;
  const counted = () => {
    if (counting) return counting;
    const { store } = ready();
    // Counted in the store when it keeps counts (memory, Redis: shared by instances), else in this process.
    const tally: Tally = store.tally ? { tally: store.tally.bind(store) } : memoryTally({ now });
    const keys = workKeys(store, { bits: modulusBits, rotateMs, keepMs: ttlMs + keepMs, now });
    counting = { keys, climb: createClimb(tally, climbing), tally };
    return counting;
  };
  /** Refuses a `proof` challenge past the budget of its client, or of every client together. */
  const spendProofBudget = async (client: Requester | undefined) => {
    const { tally } = counted();
    const [all, own = 0] = await Promise.all([
      tally.tally('proof:all', 1, proof.windowMs),
      client ? tally.tally(`proof:${client.key}`, 1, proof.windowMs) : undefined,
    ]);
    if (all > proof.total || own > proof.perClient) {
      throw new CaptchaBudgetError('create: the proof kind is past its budget; try again later', proof.windowMs);
    }
  };

  const service: CaptchaService = {
    async create<K extends ChallengeKind>(kind: K, createOptions: CreateOptions = {}): Promise<Challenge<K>> {
      const { store } = ready();
      if (!isChallengeKind(kind)) {
        throw new CaptchaInputError(`create: kind must be click, slide, region, rotate or proof, got ${String(kind)}`);
      }
      if (!kinds.includes(kind)) {
        throw new CaptchaKindOffError(`create: the ${kind} kind is off on this service (its \`kinds\` do not list it)`);
      }
      const action = createOptions.action ?? '';
      if (!isAction(action)) {
        throw new CaptchaInputError('create: action must be up to 64 of A-Z a-z 0-9 _ . : / -');
      }
      const { client } = createOptions;
      // The climb and the proof budget count a client whose address is known; the others share the load's count.
      const requester: Requester | undefined =
        client?.known === false || !client ? undefined : { key: client.client, networks: client.networks };
      if (kind === 'proof') await spendProofBudget(requester);
      const { keys, climb } = counted();
      const [made, multiplier, modulus] = await Promise.all([
        kind === 'proof'
          ? { data: null, answer: null }
          : pool
            ? // Turns are taken per widest network (IPv6 /48, IPv4 /24), so one network's flood waits behind others.
              pool.take(kind as CaptchaKind, client && (client.networks.at(-1) ?? client.client))
            : maker.make(kind as CaptchaKind),
        climb.challenge(requester),
        keys.current(),
      ]);
      const base = kind === 'proof' ? squarings * proof.multiplier : squarings;
      const puzzle = newWorkPuzzle(modulus.key, Math.min(MAX_WORK_SQUARINGS, Math.round(base * multiplier)));
      const id = newChallengeId(kind);
      const record: StoredRecord = {
        state: 'pending',
        kind,
        action,
        answer: made.answer,
        work: puzzle,
        period: modulus.period,
        ...(requester ? { client: requester } : {}),
        attempts: 0,
        expiresAt: now() + ttlMs,
      };
      const owner = client ? { client: client.client, networks: client.networks } : undefined;
      if (!(await store.add(id, JSON.stringify(record), ttlMs + keepMs, { owner }))) {
        throw new Error('create: the store already held a new random id');
      }
      return { id, data: made.data as ChallengeData<K>, work: puzzle };
    },

    async verify(id, answer, verifyOptions = {}) {
      const { secret, store } = ready();
      const kind = kindOfId(id);
      if (kind === null) return { ok: false, reason: 'malformed' };
      // The proof kind takes no answer (its work is all it asks): `result` stays undefined for it.
      const result = kind === 'proof' ? undefined : parseAnswer(kind, answer);
      if (result === null || (result === undefined && answer !== undefined && answer !== null)) {
        return { ok: false, reason: 'malformed' };
      }
      const answered = verifyOptions.work;
      if (!isWorkAnswer(answered)) return { ok: false, reason: 'work' };
      const key = id as string;
      // Each pass reads the record and writes its next state only if nobody changed it meanwhile; a lost race
      // reads again. Every won write is one state change, and a challenge has at most maxAttempts + 1 of them.
      // A proof challenge with its work done always passes: it has no wrong answer to count.
      const maxAttempts = kind === 'proof' ? 1 : attemptLimit[kind];
      for (let round = 0; round <= maxAttempts + 1; round += 1) {
        const raw = await store.get(key);
        const record = raw === null ? null : decode(raw);
        if (raw === null || record === null) return { ok: false, reason: 'unknown' };
        if (record.state === 'passed' || record.state === 'redeemed') return { ok: false, reason: 'used' };
        if (record.state === 'failed') return { ok: false, reason: 'too-many-attempts' };
        if (record.kind !== kind) return { ok: false, reason: 'malformed' };
        const time = now();
        if (time >= record.expiresAt) return { ok: false, reason: 'expired' };
        // Before the answer is looked at: no valid work, no attempt counted. A modulus no longer in the store
        // (a challenge older than its period and its time to live) verifies nothing.
        const workKey = await counted().keys.of(record.period);
        if (!workKey || !isWorkDone(workKey, record.work, answered)) return { ok: false, reason: 'work' };
        const solved =
          result === undefined ||
          (record.answer !== null && isSolved(record.answer.kind, record.answer, result, tolerance));
        if (solved) {
          const tokenExpiresAt = time + tokenTtlMs;
          const next: StoredRecord = { state: 'passed', action: record.action, tokenExpiresAt };
          if (await write(key, raw, next, record.expiresAt + keepMs)) {
            // The token's own record, kept apart from challenges: no flood of creates drops it before it expires.
            await store.add(passId(key), JSON.stringify(next), tokenTtlMs, { kept: true });
            await counted().climb.answered(record.client, true);
            return {
              ok: true,
              token: signToken(secret, { challengeId: key, action: record.action, expiresAt: tokenExpiresAt }),
            };
          }
        } else {
          const attempts = record.attempts + 1;
          // A new base on the same modulus: the work of this try is spent with it. The next try's work is as
          // long (the climb applies to new challenges).
          const work = newWorkPuzzle(workKey, record.work.squarings);
          const next: StoredRecord = attempts >= maxAttempts ? { state: 'failed' } : { ...record, attempts, work };
          if (await write(key, raw, next, record.expiresAt + keepMs)) {
            await counted().climb.answered(record.client, false);
            return next.state === 'failed' ? { ok: false, reason: 'wrong' } : { ok: false, reason: 'wrong', work };
          }
        }
      }
      return { ok: false, reason: 'too-many-attempts' };
    },

    kinds,

    async redeem(token, redeemOptions = {}) {
      const { secret, store } = ready();
      const action = redeemOptions.action ?? '';
      if (!isAction(action)) throw new CaptchaInputError('redeem: action must be up to 64 of A-Z a-z 0-9 _ . : / -');
      const allowed = redeemOptions.kinds ?? kinds;
      const claims = readToken(secret, token);
      if (typeof claims === 'string') return { ok: false, reason: claims };
      if (now() >= claims.expiresAt) return { ok: false, reason: 'expired' };
      if (claims.action !== action) return { ok: false, reason: 'wrong-action' };
      const { challengeId } = claims;
      // readToken accepted the id, so it names a kind.
      const kind = kindOfId(challengeId) as ChallengeKind;
      // Before the store: a token of a kind not allowed is refused and stays unspent.
      if (!allowed.includes(kind)) return { ok: false, reason: 'kind' };
      const raw = await store.get(passId(challengeId));
      const record = raw === null ? null : decode(raw);
      if (raw === null || record === null || record.state === 'pending' || record.state === 'failed') {
        return { ok: false, reason: 'unknown' };
      }
      if (record.state === 'redeemed') return { ok: false, reason: 'used' };
      if (record.action !== claims.action || record.tokenExpiresAt !== claims.expiresAt) {
        return { ok: false, reason: 'unknown' };
      }
      const spent = await write(passId(challengeId), raw, { state: 'redeemed' }, claims.expiresAt);
      return spent ? { ok: true, challengeId, action, kind } : { ok: false, reason: 'used' };
    },
  };
  registerServiceInternals(service, {
    store: options.store,
    isSigningSecret: (key) =>
      givenSecretHash !== null && timingSafeEqual(createHash('sha256').update(key).digest(), givenSecretHash),
  });
  return service;
}
