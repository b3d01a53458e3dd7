import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWorkPuzzle, type WorkPuzzle } from '../../src/captcha/challengeData.js';
import { squareChain } from '../../src/captcha/client/squareChain.js';
import { isWorkDone, newWorkKey, newWorkPuzzle, solveWork } from '../../src/captcha/server/work.js';

const key = await newWorkKey(512);

describe('the time-lock puzzle', () => {
  it("makes a modulus of the bits asked, from two primes, and puzzles on it the client's check accepts", async () => {
    expect(key.n.toString(2)).toHaveLength(512);
    expect(key.p * key.q).toBe(key.n);
    const puzzle = newWorkPuzzle(key, 10);
    expect(isWorkPuzzle(puzzle)).toBe(true);
    expect(puzzle.modulus).toBe(key.n.toString(16));
  });

  it("the browser's chain, split into any slices, gives the server's answer, and the factors check it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 50 }), (squarings, slice) => {
        const puzzle = newWorkPuzzle(key, squarings);
        let value = puzzle.base;
        for (let done = 0; done < squarings; done += slice) {
          value = squareChain(value, puzzle.modulus, Math.min(slice, squarings - done));
        }
        expect(value).toBe(solveWork(puzzle));
        expect(isWorkDone(key, puzzle, value)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses every other answer: one squaring short or over, off by one, another base, another modulus', async () => {
    const puzzle = newWorkPuzzle(key, 100);
    const right = BigInt(`0x${solveWork(puzzle)}`);
    const other = await newWorkKey(512);
    const wrong = [
      solveWork({ ...puzzle, squarings: 99 }),
      solveWork({ ...puzzle, squarings: 101 }),
      (right + 1n).toString(16),
      (right + key.n).toString(16),
      solveWork(newWorkPuzzle(key, 100)),
      '0',
      'not hex',
      42,
    ];
    for (const answer of wrong) expect(isWorkDone(key, puzzle, answer)).toBe(false);
    // The right number checked against another modulus's factors.
    expect(isWorkDone(other, puzzle, right.toString(16))).toBe(false);
  });

  it('refuses malformed puzzles at the client', () => {
    const good: WorkPuzzle = { modulus: 'ff', base: '2', squarings: 1 };
    expect(isWorkPuzzle(good)).toBe(true);
    for (const bad of [
      null,
      { ...good, base: 'ff' },
      { ...good, base: '100' },
      { ...good, modulus: 'FF' },
      { ...good, squarings: 0 },
      { ...good, squarings: 2 ** 27 },
      { ...good, modulus: 'f'.repeat(1025) },
    ]) {
      expect(isWorkPuzzle(bad)).toBe(false);
    }
  });
});
