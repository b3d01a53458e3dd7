/* eslint-disable no-console -- this is the one place the library may print, in development only */

function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

/** A development warning, prefixed with [confab]; silent in production builds. */
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
