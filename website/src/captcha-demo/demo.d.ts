import type {
  CaptchaKind,
  ChallengeDataByKind,
  ChallengeResultByKind,
  Tolerance,
  isSolved as serverIsSolved,
} from '../../../src/captcha/server/images/index.js';
import type { RotateResult } from '../../../src/captcha/index.js';
import type { DemoChallenges } from './prerender.mjs';

/** A playground's challenge: `data` for the widget, `check` for onConfirm, `next` for refresh and close. */
export interface DemoChallenge<K extends CaptchaKind> {
  data: ChallengeDataByKind[K];
  /** The rotate widget confirms a number for one picture, a pair for two: both are checked. */
  check: (result: K extends 'rotate' ? RotateResult : ChallengeResultByKind[K]) => boolean;
  next: () => void;
}

export type UseDemoChallenge = <K extends CaptchaKind>(kind: K, options?: { first?: boolean }) => DemoChallenge<K>;

export function createDemoChallenges(options: {
  load: () => Promise<DemoChallenges>;
  isSolved: typeof serverIsSolved;
  tolerance: Tolerance;
}): UseDemoChallenge;
