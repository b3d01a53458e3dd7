export { ClickCaptcha, type ClickCaptchaProps } from './ClickCaptcha.js';
export { SlideCaptcha, type SlideCaptchaProps } from './SlideCaptcha.js';
export { RegionCaptcha, type RegionCaptchaProps } from './RegionCaptcha.js';
export { RotateCaptcha, type RotateAngles, type RotateCaptchaProps, type RotateResult } from './RotateCaptcha.js';
export {
  VerifyButton,
  type VerifyButtonProps,
  type VerifyButtonType,
  type VerifyButtonConfig,
  type VerifyButtonControls,
} from './VerifyButton.js';
export { captchaStrings, type CaptchaStrings } from './strings.js';
export {
  useCaptchaChallenge,
  type CaptchaChallenge,
  type CaptchaChallengeOptions,
  type CaptchaChallengeSource,
  type CaptchaResult,
} from './useCaptchaChallenge.js';
export { captchaDefaults } from './config.js';
export type {
  CaptchaBaseProps,
  CaptchaConfig,
  CaptchaHandle,
  CaptchaLocale,
  CaptchaPoint,
  CaptchaStatus,
  ClickCaptchaConfig,
  ClickData,
  ClickDot,
  ConfirmHandler,
  ConfirmVerdict,
  RegionData,
  RotateCaptchaConfig,
  RotateData,
  SlideData,
  VerifyAnotherWay,
  VerifyAnotherWayOptions,
} from './types.js';
