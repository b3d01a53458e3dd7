import { expect } from 'vitest';
import type { ChallengeAnswer } from '../../../src/captcha/server/index.js';

/** Sizes the widget's config sets, the same for every challenge: not where an answer could hide. */
const SIZE_FIELDS = new Set(['thumbWidth', 'thumbHeight', 'thumbSize']);

/** Every number in a JSON value but the sizes (strings are images, ids and tokens: not scanned as numbers). */
function numbersIn(value: unknown, into: number[] = []): number[] {
  if (typeof value === 'number') into.push(Math.round(value));
  else if (Array.isArray(value)) for (const item of value) numbersIn(item, into);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) if (!SIZE_FIELDS.has(key)) numbersIn(item, into);
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
      return [[answer.angle]];
  }
}

/** Fails when `payload` (a response body or a challenge's data) holds the numbers of any of the answers. */
export function expectNoAnswerIn(payload: unknown, answers: readonly ChallengeAnswer[]) {
  const numbers = numbersIn(payload);
  const leaked = answers.flatMap(secretGroups).filter((group) => group.every((n) => numbers.includes(Math.round(n))));
  expect(leaked, `answer numbers in ${JSON.stringify(payload).slice(0, 200)}`).toEqual([]);
}
