/**
 * The answers of server-made challenges and the check of a confirmed result against one: pure functions,
 * no sharp, no React, no browser APIs (the docs playgrounds reuse them).
 */
import type {
  CaptchaKind,
  CaptchaPoint,
  ChallengeDataByKind,
  ChallengeResultByKind,
  ClickDot,
} from '../../challengeData.js';

// The kinds and their data and results are the challenge format, shared with the client and the widgets.
export type { CaptchaKind, ChallengeDataByKind, ChallengeResultByKind };

/**
 * The answer of a challenge, kept on the server (never in `data`). Plain JSON, so a store may serialise it.
 * - click: the centres of the glyphs to click, in the order the thumb shows them, in image px;
 * - slide, region: the top-left of the gap in image px (where the piece's top-left must go);
 * - rotate: for each thumb in order, the user's turn in degrees, in [0, 360), that brings it upright.
 */
export type ChallengeAnswer =
  | { kind: 'click'; points: CaptchaPoint[] }
  | { kind: 'slide'; x: number; y: number }
  | { kind: 'region'; x: number; y: number }
  | { kind: 'rotate'; angles: number[] };

/** How many pictures a rotate challenge asks to turn upright, one after the other. */
export const ROTATE_PICTURES = 2;

/** The answer of one kind. */
export type ChallengeAnswerOf<K extends CaptchaKind> = Extract<ChallengeAnswer, { kind: K }>;

/** How far a result may be from the answer and still pass: px for click, slide and region, degrees for rotate. */
export interface Tolerance {
  /** Largest distance in px from a dot to its glyph's centre. */
  click: number;
  /** Largest horizontal distance in px from the piece's x to the gap's. */
  slide: number;
  /** Largest distance in px on each axis from the tile's top-left to the gap's. */
  region: number;
  /** Largest difference in degrees, either way round, from the turn that brings each thumb upright. */
  rotate: number;
}

/**
 * The default tolerances, chosen with the attempt limits (`DEFAULT_MAX_ATTEMPTS` in odds.ts) so that blind
 * guessing passes at most 2 % of challenges over all allowed attempts (`blindGuessOdds` computes it), while a
 * person passes at the first try by pointer, touch or keyboard:
 * - click 14 px, 3 attempts: the glyphs are at least 30 px across, so a tap anywhere on one passes; glyph
 *   centres are kept more than twice this apart. Three glyphs in order: a guess passes about once in 100,000.
 * - slide 2 px, 1 attempt: the keyboard moves the piece 1 px a step (exact), a drag lands within a pixel or
 *   two of where the eye lines it up; 5 of the 253 positions of the travel pass: 1.98 %.
 * - region 8 px on each axis, 2 attempts: the tile moves 5 px per arrow key, so the keyboard reaches within
 *   2 px; a 17 x 17 px square of the 253 x 173 positions passes, twice: 1.32 %.
 * - rotate 15 degrees on each of two pictures, 1 attempt: people judging one picture by eye land within 15
 *   degrees 9 times in 10 or more (within 3 degrees only 7 in 10, bench/results/captcha-solvers.md), while a
 *   guess must hit both independent turns: (31/360)² = 0.74 % (answers drawn over the whole turn).
 */
export const DEFAULT_TOLERANCE: Readonly<Tolerance> = Object.freeze({ click: 14, slide: 2, region: 8, rotate: 15 });

/** The shortest distance between two angles in degrees, 0 to 180. */
export function angleDistance(a: number, b: number): number {
  const d = (((a - b) % 360) + 360) % 360;
  return Math.min(d, 360 - d);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isPoint(value: unknown): value is CaptchaPoint {
  if (typeof value !== 'object' || value === null) return false;
  const { x, y } = value as Partial<CaptchaPoint>;
  return isFiniteNumber(x) && isFiniteNumber(y);
}

function clickSolved(points: unknown, result: unknown, tolerance: number): boolean {
  if (!Array.isArray(points) || !Array.isArray(result) || result.length !== points.length) return false;
  return points.every((target: unknown, i) => {
    const dot: unknown = result[i];
    if (!isPoint(target) || !isPoint(dot) || (dot as Partial<ClickDot>).index !== i + 1) return false;
    return Math.hypot(dot.x - target.x, dot.y - target.y) <= tolerance;
  });
}

function rotateSolved(angles: unknown, result: unknown, tolerance: number): boolean {
  if (!Array.isArray(angles) || !Array.isArray(result) || angles.length < 1 || result.length !== angles.length)
    return false;
  return angles.every((angle: unknown, i) => {
    const turn: unknown = result[i];
    return isFiniteNumber(angle) && isFiniteNumber(turn) && angleDistance(turn, angle) <= tolerance;
  });
}

/**
 * True when `result` (what the widget of `kind` confirmed) solves the challenge whose answer is `answer`,
 * within `tolerance`. False, never a throw, for a result of the wrong shape, non-finite numbers, or an answer
 * of another kind or damaged (say, read back from a store). Slide results must also keep the piece's row
 * (within 1 px); a rotate result must turn every thumb, each within the tolerance.
 */
export function isSolved<K extends CaptchaKind>(
  kind: K,
  answer: ChallengeAnswer,
  result: ChallengeResultByKind[K],
  tolerance: Tolerance = DEFAULT_TOLERANCE,
): boolean {
  if (typeof answer !== 'object' || answer === null || answer.kind !== kind) return false;
  switch (answer.kind) {
    case 'click':
      return clickSolved(answer.points, result, tolerance.click);
    case 'slide':
      return (
        isPoint(answer) &&
        isPoint(result) &&
        Math.abs(result.x - answer.x) <= tolerance.slide &&
        Math.abs(result.y - answer.y) <= 1
      );
    case 'region':
      return (
        isPoint(answer) &&
        isPoint(result) &&
        Math.abs(result.x - answer.x) <= tolerance.region &&
        Math.abs(result.y - answer.y) <= tolerance.region
      );
    case 'rotate':
      return rotateSolved(answer.angles, result, tolerance.rotate);
  }
}
