import type { DemoPoint } from './checks.js';

export { angleDistance, checkClicks, checkRegion, checkRotate, checkSlide } from './checks.js';

/** A demo challenge: `data` for the widget, `check` for its onConfirm (true: solved). */
export interface DemoChallenge<Data, Result> {
  data: Data;
  check: (result: Result) => boolean;
}

interface SlideLikeData {
  image: string;
  thumb: string;
  thumbX: number;
  thumbY: number;
  thumbWidth: number;
  thumbHeight: number;
}

export function createSlideChallenge(options?: {
  width?: number;
  height?: number;
  piece?: number;
  tolerance?: number;
  seed?: number;
}): DemoChallenge<SlideLikeData, DemoPoint>;
export function createRegionChallenge(options?: {
  width?: number;
  height?: number;
  piece?: number;
  tolerance?: number;
  seed?: number;
}): DemoChallenge<SlideLikeData, DemoPoint>;
export function createClickChallenge(options?: {
  width?: number;
  height?: number;
  thumbWidth?: number;
  thumbHeight?: number;
  count?: number;
  tolerance?: number;
  seed?: number;
}): DemoChallenge<{ image: string; thumb: string }, Array<DemoPoint & { index: number }>>;
export function createRotateChallenge(options?: {
  size?: number;
  thumbSize?: number;
  tolerance?: number;
  seed?: number;
}): DemoChallenge<{ image: string; thumb: string; angle: number; thumbSize: number }, number>;
