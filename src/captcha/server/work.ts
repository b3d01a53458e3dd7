import { createHash, randomBytes } from 'node:crypto';
import { workPrefix, type WorkPuzzle } from '../work.js';

/** Most rounds a puzzle may have: more than any setting needs, and a bound on what `verify` hashes. */
export const MAX_ROUNDS = 64;

/** A new puzzle: a 128-bit random salt (32 hex characters). */
export function newWorkPuzzle(bits: number, rounds: number): WorkPuzzle {
  return { salt: randomBytes(16).toString('hex'), bits, rounds };
}

/** Whether `value` may be a solution: 1 to MAX_ROUNDS nonces, each a safe whole number, 0 or more. */
export function isNonceList(value: unknown): value is number[] {
  return (
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= MAX_ROUNDS &&
    value.every((nonce) => Number.isSafeInteger(nonce) && (nonce as number) >= 0)
  );
}

/** Whether `nonces` solve `puzzle`: one SHA-256 (node:crypto) per round. */
export function isWorkDone(puzzle: WorkPuzzle, nonces: unknown): boolean {
  if (!isNonceList(nonces) || nonces.length !== puzzle.rounds) return false;
  return nonces.every((nonce, round) => {
    const digest = createHash('sha256')
      .update(`${workPrefix(puzzle.salt, round)}${nonce}`)
      .digest();
    return Math.clz32(digest.readUInt32BE(0)) >= puzzle.bits;
  });
}
