/* eslint-disable no-console -- this is the one place the library may print, in development only */

/** Whether this is a production build (`process.env.NODE_ENV`); false where there is no `process`. */
export function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

/**
 * A development warning, prefixed with [confab]; silent in production builds. Where the message costs
 * bytes, call it as
 * `try { if (process.env.NODE_ENV !== 'production' && cond) warn(...) } catch {}`: a
 * bundler's production build then drops the whole statement with its message (a function call cannot be
 * dropped), and the try keeps a page without `process` working (it gets no warning).
 */
export function warn(message: string): void {
  if (!isProduction()) console.warn(`[confab] ${message}`);
}

const warned = new Set<string>();

/** A development warning given once per message (renders repeat; the console should not). */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  warn(message);
}

/** How a wrong value is named in a warning: its kind, never its contents. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'undefined') return 'undefined';
  return `a ${typeof value}`;
}
