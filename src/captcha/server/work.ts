import { createHash, randomBytes } from 'node:crypto';
import { MAX_WORK_ROUNDS, workPrefix, type WorkPuzzle } from '../challengeData.js';

/** A new puzzle: a 128-bit random salt (32 hex characters). */
export function newWorkPuzzle(bits: number, rounds: number): WorkPuzzle {
  return { salt: randomBytes(16).toString('hex'), bits, rounds };
}

/** Whether `value` may be a solution: 1 to MAX_WORK_ROUNDS nonces, each a safe whole number, 0 or more. */
export function isNonceList(value: unknown): value is number[] {
  return (
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= MAX_WORK_ROUNDS &&
    value.every((nonce) => Number.isSafeInteger(nonce) && (nonce as number) >= 0)
  );
}

/** Whether `nonce` solves round `round` of `puzzle`: one SHA-256 (node:crypto). */
function solvesRound(puzzle: WorkPuzzle, round: number, nonce: number): boolean {
  const digest = createHash('sha256')
    .update(`${workPrefix(puzzle.salt, round)}${nonce}`)
    .digest();
  return Math.clz32(digest.readUInt32BE(0)) >= puzzle.bits;
}

/** Whether `nonces` solve `puzzle`: one SHA-256 per round. */
export function isWorkDone(puzzle: WorkPuzzle, nonces: unknown): boolean {
  if (!isNonceList(nonces) || nonces.length !== puzzle.rounds) return false;
  return nonces.every((nonce, round) => solvesRound(puzzle, round, nonce));
}

/**
 * Solves a work puzzle in this thread with node:crypto, the first nonce of each round, blocking for as long as
 * it takes (2^bits hashes a round on average): for Node, tests, benchmarks and clients that are not browsers.
 * Browsers use `createCaptchaClient`, which solves in a Web Worker.
 */
export function solveWork(puzzle: WorkPuzzle): number[] {
  return Array.from({ length: puzzle.rounds }, (_, round) => {
    let nonce = 0;
    while (!solvesRound(puzzle, round, nonce)) nonce += 1;
    return nonce;
  });
}
