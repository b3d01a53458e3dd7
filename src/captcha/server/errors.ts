/** Thrown when the service or the handler is set up wrongly (a short secret, a bad option): at start, never later. */
export class CaptchaConfigError extends Error {
  override name = 'CaptchaConfigError';
}

/** Thrown by `create` for a kind that is not click, slide, region or rotate, or an action that is not allowed. */
export class CaptchaInputError extends TypeError {
  override name = 'CaptchaInputError';
}

/** Thrown by `create` for a kind the service does not serve (its `kinds` do not list it). */
export class CaptchaKindOffError extends CaptchaInputError {
  override name = 'CaptchaKindOffError';
}

/** Thrown by `create` for a `proof` challenge past its budget (per client or in all): try again after `retryAfterMs`. */
export class CaptchaBudgetError extends Error {
  override name = 'CaptchaBudgetError';
  constructor(
    message: string,
    /** How long to wait before asking again, in ms (the budget's window at most). */
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}
