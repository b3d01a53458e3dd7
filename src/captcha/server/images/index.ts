/**
 * Raster captcha challenges made in Node with sharp, and the check of a confirmed result against the
 * answer. Used by confab-ui/captcha/server; no React, no browser APIs.
 */
export {
  DEFAULT_TOLERANCE,
  angleDistance,
  isSolved,
  type CaptchaKind,
  type ChallengeAnswer,
  type ChallengeAnswerOf,
  type ChallengeDataByKind,
  type ChallengeResultByKind,
  type Tolerance,
} from './answer.js';
export { DEFAULT_MAX_ATTEMPTS, blindGuessOdds, type BlindGuessOdds, type OddsOptions } from './odds.js';
export { ChallengeImageError, type ChallengeImageErrorCode } from './errors.js';
export { createChallengeMaker, type ChallengeMaker, type ChallengeMakerOptions, type MadeChallenge } from './maker.js';
export { loadSharp, type Sharp } from './sharp.js';
