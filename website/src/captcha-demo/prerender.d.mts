import type {
  CaptchaKind,
  ChallengeAnswerOf,
  ChallengeDataByKind,
  MadeChallenge,
} from '../../../src/captcha/server/images/index.js';

export const DEMO_COUNT: number;
export const AUDIT_PATHS: {
  slide: number;
  region: { dx: number; dy: number };
  rotate: [number, number];
  click: Array<{ x: number; y: number }>;
};

/** The pre-rendered challenges of every kind, the first of each on the audit's path. */
export type DemoChallenges = {
  [K in CaptchaKind]: Array<{ data: ChallengeDataByKind[K]; answer: ChallengeAnswerOf<K> }>;
};

export function prerenderDemoChallenges(
  make: <K extends CaptchaKind>(kind: K) => Promise<MadeChallenge<K>>,
  makeClickAt: (points: Array<{ x: number; y: number }>) => Promise<MadeChallenge<'click'>>,
): Promise<DemoChallenges>;
