import { constants, createPublicKey, generatePrime, publicEncrypt, randomBytes } from 'node:crypto';
import { isWorkPuzzle, type WorkPuzzle } from '../challengeData.js';
import type { CaptchaStore } from './store.js';

/**
 * The time-lock puzzle behind every challenge (Rivest, Shamir and Wagner's): the client squares `base` modulo
 * an RSA modulus N `squarings` times in a row; the server, which alone knows N's prime factors p and q, checks
 * the answer with two short exponentiations (2^squarings reduced modulo p-1 and q-1), in OpenSSL through
 * node:crypto. Squaring is sequential: more threads, cores or GPUs do not make one chain faster, and the best
 * native code (GMP) does it a few times faster than the browser's BigInt, not thousands of times faster as
 * SHA-256 hardware does for hash puzzles (bench/captcha-economics.mjs measures both).
 */

/** A modulus and its factors: what the server needs to check answers. Kept in the store, one per period. */
export interface WorkKey {
  n: bigint;
  p: bigint;
  q: bigint;
}

function hex(value: bigint): string {
  return value.toString(16);
}

/** `value` as big-endian bytes of exactly `length` (what RSA without padding takes). */
function bytes(value: bigint, length?: number): Buffer {
  const text = hex(value);
  const raw = Buffer.from(text.length % 2 ? `0${text}` : text, 'hex');
  return length === undefined || raw.length === length ? raw : Buffer.concat([Buffer.alloc(length - raw.length), raw]);
}

/**
 * `base^exponent mod prime` in OpenSSL: RSA without padding on a "public key" whose modulus is the prime and
 * whose exponent is `exponent` (below the prime: OpenSSL accepts any such exponent for moduli of up to 3072 bits).
 * About 0.4 ms for a 1024-bit prime, where BigInt square-and-multiply takes about 2 ms.
 */
function powMod(base: bigint, exponent: bigint, prime: bigint): bigint {
  const size = Math.ceil(prime.toString(16).length / 2);
  const key = createPublicKey({
    key: { kty: 'RSA', n: bytes(prime).toString('base64url'), e: bytes(exponent).toString('base64url') },
    format: 'jwk',
  });
  const out = publicEncrypt({ key, padding: constants.RSA_NO_PADDING }, bytes(base % prime, size));
  return BigInt(`0x${out.toString('hex')}`);
}

/** `2^squarings mod m`, by BigInt's shift: fast for the squarings a puzzle asks (a few million bits at most). */
function twoToThe(squarings: number, m: bigint): bigint {
  return (1n << BigInt(squarings)) % m;
}

/** Two random primes of `bits / 2` bits each (node:crypto's `generatePrime`, off the main thread), and N. */
export async function newWorkKey(bits: number): Promise<WorkKey> {
  const prime = () =>
    new Promise<bigint>((resolve, reject) =>
      generatePrime(bits / 2, { bigint: true }, (error, value) => (error ? reject(error) : resolve(value))),
    );
  for (;;) {
    const [p, q] = await Promise.all([prime(), prime()]);
    // Exponents below each prime, and a modulus of exactly `bits` bits.
    const n = p * q;
    if (p !== q && n.toString(2).length === bits) return { n, p, q };
  }
}

/** A new puzzle on `key`: a random base, at least 2 modulo each prime, so no answer is known in advance. */
export function newWorkPuzzle(key: WorkKey, squarings: number): WorkPuzzle {
  const size = Math.ceil(hex(key.n).length / 2) + 16;
  for (;;) {
    const base = BigInt(`0x${randomBytes(size).toString('hex')}`) % key.n;
    if (base % key.p > 1n && base % key.q > 1n) return { modulus: hex(key.n), base: hex(base), squarings };
  }
}

/** Whether `value` may be an answer: lowercase hex of at most 1,024 characters (a 4096-bit number). */
export function isWorkAnswer(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{1,1024}$/.test(value);
}

/**
 * Whether `answer` is `puzzle.base^(2^puzzle.squarings) mod N`, checked through N's factors (Chinese remainder
 * theorem): two exponentiations modulo primes of half N's size, with exponents reduced modulo p-1 and q-1.
 * Well under 2 ms for a 2048-bit N.
 */
export function isWorkDone(key: WorkKey, puzzle: WorkPuzzle, answer: unknown): boolean {
  if (!isWorkAnswer(answer) || puzzle.modulus !== hex(key.n)) return false;
  const value = BigInt(`0x${answer}`);
  if (value >= key.n) return false;
  const base = BigInt(`0x${puzzle.base}`);
  return [key.p, key.q].every((prime) => powMod(base, twoToThe(puzzle.squarings, prime - 1n), prime) === value % prime);
}

/**
 * Solves a work puzzle in this thread with BigInt, blocking for as long as it takes: for Node, tests,
 * benchmarks and clients that are not browsers. Browsers use `createCaptchaClient`, which solves in a Web Worker.
 */
export function solveWork(puzzle: WorkPuzzle): string {
  if (!isWorkPuzzle(puzzle)) throw new TypeError('solveWork: not a work puzzle');
  const n = BigInt(`0x${puzzle.modulus}`);
  let x = BigInt(`0x${puzzle.base}`);
  for (let step = 0; step < puzzle.squarings; step += 1) x = (x * x) % n;
  return hex(x);
}

/** Options of {@link workKeys}. */
export interface WorkKeyOptions {
  /** Bits of each modulus. */
  bits: number;
  /** How long one modulus is handed out, in ms; the next is made ahead, in the second half of that time. */
  rotateMs: number;
  /** How long a modulus is kept after its period, in ms: a challenge made with it verifies until it expires. */
  keepMs: number;
  now: () => number;
}

/** The moduli of a store, one per period; several instances sharing the store agree on each. */
export interface WorkKeys {
  /** The modulus of the current period (made, or read from the store), and the period's number. */
  current(): Promise<{ period: number; key: WorkKey }>;
  /** The modulus of `period`, or `null` when the store no longer holds it (a stale challenge). */
  of(period: number): Promise<WorkKey | null>;
}

function encodeKey(key: WorkKey): string {
  return JSON.stringify({ n: hex(key.n), p: hex(key.p), q: hex(key.q) });
}

function decodeKey(raw: string | null): WorkKey | null {
  if (raw === null) return null;
  try {
    const { n, p, q } = JSON.parse(raw) as Record<string, unknown>;
    if (![n, p, q].every((part) => typeof part === 'string' && /^[0-9a-f]{1,1024}$/.test(part))) return null;
    return { n: BigInt(`0x${n as string}`), p: BigInt(`0x${p as string}`), q: BigInt(`0x${q as string}`) };
  } catch {
    return null;
  }
}

/**
 * The store's moduli: period k (now / rotateMs, rounded down) has one, under `work-modulus:<bits>:<k>`. The
 * first instance to need it makes it and adds it (set-if-absent); one that loses the race reads the winner's.
 * Each is kept for its period and `keepMs` after, then expires: an answer to a challenge made with it is
 * refused from then on. Read moduli are cached in this process (they never change).
 */
export function workKeys(store: CaptchaStore, options: WorkKeyOptions): WorkKeys {
  const { bits, rotateMs, keepMs, now } = options;
  const cache = new Map<number, Promise<WorkKey | null>>();
  const storeKey = (period: number) => `work-modulus:${bits}:${period}`;

  const made = async (period: number): Promise<WorkKey> => {
    const held = decodeKey(await store.get(storeKey(period)));
    if (held) return held;
    const key = await newWorkKey(bits);
    const ttl = (period + 1) * rotateMs + keepMs - now();
    if (await store.add(storeKey(period), encodeKey(key), ttl)) return key;
    const winner = decodeKey(await store.get(storeKey(period)));
    if (!winner) throw new Error('work: the store lost the modulus of this period');
    return winner;
  };

  const remembered = (period: number, make: boolean): Promise<WorkKey | null> => {
    let entry = cache.get(period);
    if (!entry) {
      entry = make ? made(period) : store.get(storeKey(period)).then(decodeKey);
      // Neither a failure nor a modulus not made yet is remembered: the next call asks the store again.
      entry.then((key) => key ?? cache.delete(period)).catch(() => cache.delete(period));
      cache.set(period, entry);
      for (const old of cache.keys()) if (old < period - 1 - Math.ceil(keepMs / rotateMs)) cache.delete(old);
    }
    return entry;
  };

  return {
    async current() {
      const time = now();
      const period = Math.floor(time / rotateMs);
      // The next period's modulus is made ahead, in the background, so no create waits for primes.
      if (time - period * rotateMs >= rotateMs / 2 && !cache.has(period + 1)) {
        remembered(period + 1, true).catch(() => undefined);
      }
      const key = await remembered(period, true);
      if (!key) throw new Error('work: no modulus for this period');
      return { period, key };
    },
    async of(period) {
      const time = now();
      if (period > Math.floor(time / rotateMs) + 1 || (period + 1) * rotateMs + keepMs <= time) return null;
      return remembered(period, false);
    },
  };
}
