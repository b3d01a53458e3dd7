/**
 * The challenge format: what each captcha widget takes as `data` and what it confirms, and the proof-of-work
 * puzzle every challenge carries, without React and without imports. The server that makes and checks the
 * challenges (confab-ui/captcha/server), the client that fetches and solves them (confab-ui/captcha/client)
 * and the widgets share it; hashing lives on each side (node:crypto on the server, the client's own SHA-256
 * in the browser).
 */

/** Click captcha data: the image to click on and the thumb that shows what to click, in order. */
export interface ClickData {
  /** URL (or data URL) of the main image. An empty string shows the loading state (data not fetched yet). */
  image: string;
  /** URL of the thumb, drawn at thumbWidth x thumbHeight. */
  thumb: string;
}

/** A point placed on the click captcha, in image coordinates; `index` starts at 1. */
export interface ClickDot {
  x: number;
  y: number;
  index: number;
}

/** Slide captcha data: the piece (`thumb`) starts at thumbX, thumbY and moves horizontally. */
export interface SlideData {
  image: string;
  thumb: string;
  /** Start x of the piece in image px; the slider runs from here to width - thumbWidth. */
  thumbX: number;
  /** The piece's y in image px (fixed). */
  thumbY: number;
  thumbWidth: number;
  thumbHeight: number;
}

/** Region captcha data: the tile (`thumb`) starts at thumbX, thumbY and moves anywhere in the image. */
export type RegionData = SlideData;

/** A position in image px, as confirmed by the slide and region captchas. */
export interface CaptchaPoint {
  x: number;
  y: number;
}

/**
 * Rotate captcha data: the round picture and the thumbs turned over it, one at a time. The server's challenges
 * carry two thumbs (two pictures to turn upright, each turned by its own angle); without `secondThumb` the
 * widget asks for one turn.
 */
export interface RotateData {
  image: string;
  /** The first picture to turn upright. */
  thumb: string;
  /** The second picture, turned upright after the first (same size, same starting angle). */
  secondThumb?: string;
  /** Each thumb's starting rotation in degrees, as drawn; each confirmed angle is the user's turn, 0 to 360. */
  angle: number;
  /** Diameter of the thumb in px. */
  thumbSize: number;
}

/** The four kinds of challenge, named as the widgets are (ClickCaptcha, SlideCaptcha, ...). */
export type CaptchaKind = 'click' | 'slide' | 'region' | 'rotate';

/** The `data` prop of each kind's widget. */
export interface ChallengeDataByKind {
  click: ClickData;
  slide: SlideData;
  region: RegionData;
  rotate: RotateData;
}

/** What each kind's widget confirms (its `onConfirm` result). */
export interface ChallengeResultByKind {
  click: ClickDot[];
  slide: CaptchaPoint;
  region: CaptchaPoint;
  /** The user's turn of each thumb in integer degrees, in order: two for a challenge with a `secondThumb`. */
  rotate: number[];
}

/**
 * A proof-of-work puzzle, as `create` returns it beside the challenge's `data`. Its solution is one nonce per
 * round, `nonces[i]` any whole number `n` for which SHA-256 of the ASCII text `${workPrefix(salt, i)}${n}` (`n`
 * in decimal) starts with `bits` zero bits. A round costs 2^bits hashes on average; `rounds` multiplies it (the
 * `proof` kind asks for ten).
 */
export interface WorkPuzzle {
  /** Random hex text (at most 32 characters), new for each challenge and for each try after a wrong answer. */
  salt: string;
  /** Leading zero bits each round's hash must have (1 to 32). */
  bits: number;
  /** How many nonces to find, one per round (1 to {@link MAX_WORK_ROUNDS}). */
  rounds: number;
}

/** Most rounds a puzzle may have: more than any setting needs, and a bound on what the server hashes. */
export const MAX_WORK_ROUNDS = 64;

/**
 * The text a round's nonce is appended to before hashing: `${salt}:${round}:`. Self-contained on purpose: the
 * client's worker script is made from its source text.
 */
export function workPrefix(salt: string, round: number): string {
  return `${salt}:${round}:`;
}
