import { expect } from 'vitest';
import type { ChallengeAnswer } from '../../../src/captcha/server/index.js';

/** Every number in a JSON value (strings are images, ids and tokens: not scanned as numbers). */
function numbersIn(value: unknown, into: number[] = []): number[] {
  if (typeof value === 'number') into.push(value);
  else if (Array.isArray(value)) for (const item of value) numbersIn(item, into);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) numbersIn(item, into);
  return into;
}

/**
 * The numbers that would give an answer away: the click points, the gap's x (and y for region: a slide's
 * piece shares the gap's row by design, so its y is public), the rotate angle.
 */
export function secretNumbers(answer: ChallengeAnswer): number[] {
  switch (answer.kind) {
    case 'click':
      return answer.points.flatMap((point) => [point.x, point.y]);
    case 'slide':
      return [answer.x];
    case 'region':
      return [answer.x, answer.y];
    case 'rotate':
      return [answer.angle];
  }
}

/** Fails when any number in `payload` (a response body or a challenge's data) is one of the answer's. */
export function expectNoAnswerIn(payload: unknown, answers: readonly ChallengeAnswer[]) {
  const secrets = answers.flatMap(secretNumbers).map((n) => Math.round(n));
  const found = numbersIn(payload).filter((n) => secrets.includes(Math.round(n)));
  expect(found, `answer numbers in ${JSON.stringify(payload).slice(0, 200)}`).toEqual([]);
}
