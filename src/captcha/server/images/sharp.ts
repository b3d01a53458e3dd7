/** sharp, loaded once and only when needed, with an error that says what to install when it is missing. */
import type sharpModule from 'sharp';
import { ChallengeImageError } from './errors.js';

/** The sharp function (the default export of the `sharp` package). */
export type Sharp = typeof sharpModule;

/** One sharp pipeline (what `sharp(input)` returns). */
export type SharpPipeline = ReturnType<Sharp>;

let loading: Promise<Sharp> | undefined;

/**
 * Loads sharp (a peer dependency of confab-ui/captcha/server). Rejects with a {@link ChallengeImageError}
 * of code 'no-sharp' that says to run `npm install sharp` when it is not installed.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(
    (module) => module.default,
    (cause: unknown) => {
      loading = undefined;
      throw new ChallengeImageError(
        'no-sharp',
        'confab-ui/captcha/server draws its challenge images with sharp, which is not installed: run `npm install sharp`.',
        { cause },
      );
    },
  );
  return loading;
}
