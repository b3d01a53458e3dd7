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

/**
 * Thrown by `create` (and a store's `add`) when the server cannot take the request now without harming people
 * already served: its picture budget is spent, or the store is full of live challenges. The handler answers 503
 * with `Retry-After: retryAfterSeconds`, at once.
 */
export class CaptchaBusyError extends Error {
  override name = 'CaptchaBusyError';
  constructor(
    message: string,
    /** Seconds to wait before trying again, at least 1. */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
