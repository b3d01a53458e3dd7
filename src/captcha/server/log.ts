/* eslint-disable no-console -- the server's own operational log, in Node only: never in the browser widgets */

/**
 * The captcha server's log when the host gave it none: the console, prefixed with [confab-captcha]. Unlike the
 * widgets' development warnings (`warn()`, silent in production), these are for production: a 500's cause and a
 * misconfiguration that weakens the rate limit must reach the operator's log.
 */
export const serverLog = {
  /** An unexpected error behind a 500 (the response itself says only `internal`). */
  error(error: unknown): void {
    console.error('[confab-captcha] unexpected error, answered 500 internal:', error);
  },
  /** An operational warning, e.g. a handler that cannot tell clients apart. */
  warn(message: string): void {
    console.warn(`[confab-captcha] ${message}`);
  },
};
