/** Randomness for the challenges, all from node:crypto (a challenge must not be predictable). */
import { randomBytes, randomInt } from 'node:crypto';

/** A whole number from `min` to `max`, both included. */
export function between(min: number, max: number): number {
  return max <= min ? min : randomInt(min, max + 1);
}

/** One item of a non-empty list. */
export function pick<T>(items: readonly T[]): T {
  return items[between(0, items.length - 1)] as T;
}

/** True with probability one half. */
export function coin(): boolean {
  return randomInt(2) === 1;
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** `count` random bytes. */
export function bytes(count: number): Buffer {
  return randomBytes(count);
}
