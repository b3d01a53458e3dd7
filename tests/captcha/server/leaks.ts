import { expect } from 'vitest';
import type { ChallengeAnswer } from '../../../src/captcha/server/index.js';

/**
 * Fields not scanned for answers: the sizes the widget's config sets and the work puzzle (modulus, base,
 * squarings: made apart from the picture), the same in kind for every challenge. Scanning them failed a slide
 * whose x happened to be the old puzzle's 16 bits.
 */
const UNSCANNED_FIELDS = new Set(['thumbWidth', 'thumbHeight', 'thumbSize', 'work']);

/**
 * Per kind, fields public by design: a slide's piece starts at x 0 on the gap's row (`thumbY` is the gap's y), a
 * rotate thumb is drawn at angle 0 (the picture is turned instead). An answer number equal to one of them is
 * chance, not a leak; the fixed ones are checked to hold their value, so an answer cannot hide there either.
 */
const PUBLIC_FIELDS: Record<ChallengeAnswer['kind'], Record<string, number | 'any'>> = {
  click: {},
  slide: { thumbX: 0, thumbY: 'any' },
  region: {},
  rotate: { angle: 0 },
};

/** Every number in a JSON value but those of the unscanned and public fields (strings are images, ids, tokens). */
function numbersIn(value: unknown, publicFields: Record<string, number | 'any'>, into: number[] = []): number[] {
  if (typeof value === 'number') into.push(Math.round(value));
  else if (Array.isArray(value)) for (const item of value) numbersIn(item, publicFields, into);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const fixed = publicFields[key];
      if (typeof fixed === 'number') expect(item, `${key} is public only at ${fixed}`).toBe(fixed);
      if (!UNSCANNED_FIELDS.has(key) && fixed === undefined) numbersIn(item, publicFields, into);
    }
  }
  return into;
}

/**
 * The numbers that would give an answer away, in groups that leak it only together: a click point or a
 * region gap is both its coordinates; a slide gap its x (the piece shares the gap's row by design, so y is
 * public); a rotate answer its angle.
 */
function secretGroups(answer: ChallengeAnswer): number[][] {
  switch (answer.kind) {
    case 'click':
      return answer.points.map((point) => [point.x, point.y]);
    case 'slide':
      return [[answer.x]];
    case 'region':
      return [[answer.x, answer.y]];
    case 'rotate':
      return answer.angles.map((angle) => [angle]);
  }
}

/** Fails when `payload` (a response body or a challenge's data) holds the numbers of any of the answers. */
export function expectNoAnswerIn(payload: unknown, answers: readonly ChallengeAnswer[]) {
  const leaked = answers.flatMap((answer) => {
    const numbers = numbersIn(payload, PUBLIC_FIELDS[answer.kind]);
    return secretGroups(answer).filter((group) => group.every((n) => numbers.includes(Math.round(n))));
  });
  expect(leaked, `answer numbers in ${JSON.stringify(payload).slice(0, 200)}`).toEqual([]);
}
