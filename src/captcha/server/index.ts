/**
 * confab-ui/captcha/server: challenges made and checked in Node (no React, no browser APIs), single-use signed
 * pass tokens, memory and Redis stores, and a Fetch-API handler. Needs sharp (an optional peer dependency):
 * importing this entry without it throws an Error that says `npm install sharp`.
 */
export {
  createCaptchaService,
  type CaptchaService,
  type CaptchaServiceOptions,
  type Challenge,
  type ChallengeData,
  type CreateOptions,
  DEFAULT_PROOF,
  DEFAULT_WORK,
  type ProofOptions,
  type RedeemOptions,
  type WorkOptions,
  type RedeemFailure,
  type RedeemResult,
  type VerifyFailure,
  type VerifyOptions,
  type VerifyResult,
} from './service.js';
export type { ChallengeKind } from './ids.js';
export { solveWork } from './work.js';
export type { WorkPuzzle } from '../challengeData.js';
export { memoryStore, type MemoryStoreOptions } from './memoryStore.js';
export {
  redisStore,
  RedisClientError,
  type IoRedisLike,
  type NodeRedisClusterLike,
  type NodeRedisLike,
  type RedisClientLike,
  type RedisStoreOptions,
} from './redisStore.js';
export type { CaptchaStore } from './store.js';
export {
  createCaptchaHandler,
  type CaptchaHandler,
  type CaptchaHandlerOptions,
  type CorsOptions,
  type ConnectionInfo,
  type RouteContext,
} from './handler.js';
export { toNodeHandler, type NodeHandlerOptions } from './toNodeHandler.js';
export type { RateLimitOptions } from './rateLimiter.js';
export { CaptchaBudgetError, CaptchaConfigError, CaptchaInputError, CaptchaKindOffError } from './errors.js';
export { DEFAULT_CLIMB, type ClimbOptions } from './climb.js';
export {
  DEFAULT_TOLERANCE,
  type CaptchaKind,
  type ChallengeAnswer,
  type ChallengeDataByKind,
  type ChallengeResultByKind,
  type Tolerance,
} from './images/answer.js';
export type { ChallengeMaker, ChallengeMakerOptions, MadeChallenge } from './images/index.js';
export { DEFAULT_MAX_ATTEMPTS, blindGuessOdds, type BlindGuessOdds, type OddsOptions } from './images/odds.js';
