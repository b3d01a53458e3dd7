/**
 * The odds that blind guessing passes a challenge: pure arithmetic on the answer space, no sharp. A blind
 * guesser knows the widget's travel and the tolerances but never looks at the pictures; its best is to try a
 * different window of the answer space at each allowed attempt, each window as wide as the tolerance passes.
 */
import { DEFAULT_TOLERANCE, ROTATE_PICTURES, type CaptchaKind, type Tolerance } from './answer.js';
import { pieceSizeFor } from './piece.js';

/** Wrong answers allowed per challenge, per kind, by default: the last one spends the challenge. */
export const DEFAULT_MAX_ATTEMPTS: Readonly<Record<CaptchaKind, number>> = Object.freeze({
  click: 3,
  slide: 1,
  region: 2,
  rotate: 1,
});

/** What the odds depend on; every field has the service's default. */
export interface OddsOptions {
  /** Image width in px [300]. */
  width?: number;
  /** Image height in px [220]. */
  height?: number;
  /** Side of the slide and region piece in px [as the maker draws it for width x height: 48 for 300 x 220]. */
  pieceSize?: number;
  /** The kind's tolerance [DEFAULT_TOLERANCE]. */
  tolerance?: number;
  /** Attempts allowed per challenge [DEFAULT_MAX_ATTEMPTS]. */
  attempts?: number;
  /** Glyphs to click, for click [3: one fewer than the maker asks for, so the odds are an upper bound]. */
  targets?: number;
  /** Pictures to turn upright, for rotate [2, as the maker draws them]. */
  pictures?: number;
}

/** The odds of one kind, with the figures they came from. */
export interface BlindGuessOdds {
  kind: CaptchaKind;
  tolerance: number;
  attempts: number;
  /**
   * How many distinct answers a challenge may have (positions; for rotate, pairs of angles, 360²), or click's
   * area in px² per glyph.
   */
  answers: number;
  /** How many of them one guess covers. */
  perGuess: number;
  /** The chance that blind guessing passes a challenge over all its attempts, 0 to 1. */
  odds: number;
}

/** Least distance in px from a click glyph's centre to the image's edge (click.ts: the largest radius + 4). */
const CLICK_MARGIN = 24;

/**
 * The chance that a blind guesser passes a challenge of `kind` over all allowed attempts: slide answers are the
 * whole numbers 0 to width - pieceSize, region answers every such x with every y from 0 to height - pieceSize,
 * rotate answers the 360 whole degrees of each of its pictures (turned independently), and one guess passes for
 * answers within the tolerance of it (2t + 1 of them on each axis, on each picture). Click asks for `targets` glyphs in order, each centre anywhere CLICK_MARGIN px inside the
 * edges; a guess passes when each dot is within the tolerance of its glyph.
 */
export function blindGuessOdds(kind: CaptchaKind, options: OddsOptions = {}): BlindGuessOdds {
  const width = options.width ?? 300;
  const height = options.height ?? 220;
  const piece = options.pieceSize ?? pieceSizeFor(width, height);
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE[kind as keyof Tolerance];
  const attempts = options.attempts ?? DEFAULT_MAX_ATTEMPTS[kind];
  const window = (extent: number) => Math.min(extent, Math.floor(2 * tolerance) + 1);
  let answers: number;
  let perGuess: number;
  switch (kind) {
    case 'slide':
      answers = width - piece + 1;
      perGuess = window(answers);
      break;
    case 'region': {
      const xs = width - piece + 1;
      const ys = height - piece + 1;
      answers = xs * ys;
      perGuess = window(xs) * window(ys);
      break;
    }
    case 'rotate': {
      const pictures = options.pictures ?? ROTATE_PICTURES;
      answers = 360 ** pictures;
      perGuess = window(360) ** pictures;
      break;
    }
    case 'click': {
      answers = Math.max(1, (width - 2 * CLICK_MARGIN) * (height - 2 * CLICK_MARGIN));
      perGuess = Math.min(answers, Math.PI * tolerance * tolerance);
      const one = perGuess / answers;
      return {
        kind,
        tolerance,
        attempts,
        answers,
        perGuess,
        odds: Math.min(1, attempts * one ** (options.targets ?? 3)),
      };
    }
  }
  return { kind, tolerance, attempts, answers, perGuess, odds: Math.min(1, (attempts * perGuess) / answers) };
}
