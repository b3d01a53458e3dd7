/**
 * The challenge format: what each captcha widget takes as `data` and what it confirms, and the work
 * puzzle every challenge carries, without React and without imports. The server that makes and checks the
 * challenges (confab-ui/captcha/server), the client that fetches and solves them (confab-ui/captcha/client)
 * and the widgets share it.
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
 * The work every challenge carries: a time-lock puzzle. Its solution is `base^(2^squarings) mod modulus`, in
 * lowercase hex: `squarings` modular squarings one after the other, each needing the one before, so no number
 * of threads, cores or GPUs does one puzzle faster than one core squaring in a row. The server made `modulus`
 * from two secret primes and checks an answer through them with two short exponentiations.
 */
export interface WorkPuzzle {
  /** The modulus N in hex (an RSA modulus, up to {@link MAX_WORK_MODULUS_BITS} bits). */
  modulus: string;
  /** The starting value in hex, below `modulus`: random, new for each challenge and for each try after a wrong answer. */
  base: string;
  /** How many squarings to do in a row (1 to {@link MAX_WORK_SQUARINGS}). */
  squarings: number;
}

/** Most bits a work modulus may have: a bound on what the client squares. */
export const MAX_WORK_MODULUS_BITS = 4096;

/** Most squarings a puzzle may ask: more than any setting needs (minutes of a phone's time). */
export const MAX_WORK_SQUARINGS = 1 << 26;

/** Whether `value` is a well-formed {@link WorkPuzzle}: hex modulus and base within bounds, base below modulus. */
export function isWorkPuzzle(value: unknown): value is WorkPuzzle {
  if (typeof value !== 'object' || value === null) return false;
  const { modulus, base, squarings } = value as Partial<Record<keyof WorkPuzzle, unknown>>;
  const hex = /^[0-9a-f]+$/;
  return (
    typeof modulus === 'string' &&
    typeof base === 'string' &&
    hex.test(modulus) &&
    hex.test(base) &&
    modulus.length <= MAX_WORK_MODULUS_BITS / 4 &&
    base.length <= modulus.length &&
    Number.isInteger(squarings) &&
    (squarings as number) >= 1 &&
    (squarings as number) <= MAX_WORK_SQUARINGS &&
    BigInt(`0x${base}`) < BigInt(`0x${modulus}`)
  );
}
