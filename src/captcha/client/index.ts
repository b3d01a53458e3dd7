/**
 * confab-ui/captcha/client: loads challenges from confab-ui/captcha/server's handler and sends the answers,
 * for the captcha widgets. No React, and importing it on a server does not throw.
 */
export {
  createCaptchaClient,
  CaptchaClientError,
  type CaptchaClient,
  type AnotherWayOptions,
  type CaptchaClientOptions,
  type ClientVerifyResult,
  type LoadOptions,
  type WorkOptions,
} from './createCaptchaClient.js';
export { solveWorkInBrowser, type SolveOptions } from './solveWorkInBrowser.js';
export type { CaptchaKind, ChallengeDataByKind, WorkPuzzle } from '../challengeData.js';
