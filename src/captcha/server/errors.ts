/** Thrown when the service or the handler is set up wrongly (a short secret, a bad option): at start, never later. */
export class CaptchaConfigError extends Error {
  override name = 'CaptchaConfigError';
}

/** Thrown by `create` for a kind that is not click, slide, region or rotate, or an action that is not allowed. */
export class CaptchaInputError extends TypeError {
  override name = 'CaptchaInputError';
}

/** Thrown by `create` for a kind the service has turned off (`proof: false`). */
export class CaptchaKindOffError extends CaptchaInputError {
  override name = 'CaptchaKindOffError';
}
