import type { createChallengeMaker } from './images/index.js';

/** The message of the error thrown when sharp cannot be loaded. */
export const SHARP_MISSING =
  'confab-ui/captcha/server draws its challenges with sharp, which could not be loaded: npm install sharp';

/**
 * Loads the image maker after checking that sharp, an optional peer dependency, loads: without it, importing
 * the server entry throws an Error that says what to install, instead of a module-resolution error deep inside.
 * The maker's module is imported only then, so no static import of sharp is reached first.
 */
export async function loadImageMaker(
  importSharp: () => Promise<unknown> = () => import('sharp'),
): Promise<typeof createChallengeMaker> {
  try {
    await importSharp();
  } catch (cause) {
    throw new Error(SHARP_MISSING, { cause });
  }
  return (await import('./images/index.js')).createChallengeMaker;
}
