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
