import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { workPrefix } from '../../src/captcha/challengeData.js';
import { searchNonce } from '../../src/captcha/client/searchNonce.js';
import { solveWork } from '../../src/captcha/server/work.js';

/** Leading zero bits of SHA-256(text), by node:crypto. */
function zeroBits(text: string): number {
  return Math.clz32(createHash('sha256').update(text).digest().readUInt32BE(0));
}

describe('searchNonce (the SHA-256 the browser solves with)', () => {
  it('finds the first nonce node:crypto agrees on, for any salt, round and bits', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        fc.integer({ min: 0, max: 63 }),
        fc.integer({ min: 1, max: 10 }),
        (salt, round, bits) => {
          const prefix = workPrefix(Buffer.from(salt).toString('hex'), round);
          const nonce = searchNonce(prefix, bits, 0, 1e7);
          expect(zeroBits(`${prefix}${nonce}`)).toBeGreaterThanOrEqual(bits);
          for (let n = 0; n < nonce; n += 1) expect(zeroBits(`${prefix}${n}`)).toBeLessThan(bits);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('hashes long nonces (up to 16 digits) as node:crypto does', () => {
    const prefix = workPrefix(randomBytes(16).toString('hex'), 9);
    const from = 9_007_199_254_000_000;
    const nonce = searchNonce(prefix, 6, from, Number.MAX_SAFE_INTEGER);
    expect(nonce).toBeGreaterThanOrEqual(from);
    expect(zeroBits(`${prefix}${nonce}`)).toBeGreaterThanOrEqual(6);
  });

  it('says -1 when the range holds no solution, and refuses a prefix too long for one block', () => {
    const prefix = workPrefix('00'.repeat(16), 0);
    const first = searchNonce(prefix, 8, 0, 1e6);
    expect(searchNonce(prefix, 8, 0, first)).toBe(-1);
    expect(() => searchNonce('x'.repeat(40), 8, 0, 10)).toThrow(RangeError);
    expect(() => searchNonce(prefix, 33, 0, 10)).toThrow(RangeError);
  });

  it('solveWork gives one nonce per round', () => {
    const puzzle = { salt: randomBytes(16).toString('hex'), bits: 5, rounds: 4 };
    const nonces = solveWork(puzzle);
    expect(nonces).toHaveLength(4);
    nonces.forEach((nonce, round) =>
      expect(zeroBits(`${workPrefix(puzzle.salt, round)}${nonce}`)).toBeGreaterThanOrEqual(5),
    );
  });
});
