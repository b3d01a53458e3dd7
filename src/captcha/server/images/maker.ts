/** The challenge maker: composes each kind's images with sharp and returns the widget's data and the answer. */
import type { CaptchaKind, ChallengeAnswerOf, ChallengeDataByKind } from './answer.js';

/** Options of {@link createChallengeMaker}; every field is optional. */
export interface ChallengeMakerOptions {
  /**
   * Background pictures, encoded in any format sharp reads (JPEG, PNG, WebP, AVIF, ...); each is resized
   * and cropped to width x height once. Without them, a built-in generated set is used.
   */
  backgrounds?: Uint8Array[];
  /** Encoding of the images sent in `data` ['webp']: smaller; 'png' is lossless. */
  format?: 'webp' | 'png';
  /** Image width in px [300], as the widget's `config.width`. */
  width?: number;
  /** Image height in px [220], as the widget's `config.height`; the rotate picture is min(width, height) across. */
  height?: number;
}

/** A challenge as made: `data` for the widget (sent to the browser), `answer` for the store (never sent). */
export interface MadeChallenge<K extends CaptchaKind> {
  data: ChallengeDataByKind[K];
  answer: ChallengeAnswerOf<K>;
}

/** Makes challenges; keep one per process (it caches its backgrounds). */
export interface ChallengeMaker {
  /** A new challenge of `kind`, with fresh randomness from node:crypto. */
  make<K extends CaptchaKind>(kind: K): Promise<MadeChallenge<K>>;
}

/** The error for bad maker options or a background sharp cannot read (`code` says which). */
export class ChallengeImageError extends Error {
  readonly code: 'bad-option' | 'bad-background' | 'no-sharp';
  constructor(code: ChallengeImageError['code'], message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ChallengeImageError';
    this.code = code;
  }
}

/**
 * Creates a challenge maker. Throws a {@link ChallengeImageError} for an option of the wrong type or out of
 * range (width or height not a whole number from 120 to 1000, an unknown format, an empty background).
 */
export function createChallengeMaker(options: ChallengeMakerOptions = {}): ChallengeMaker {
  void options;
  return {
    make() {
      return Promise.reject(new ChallengeImageError('bad-option', 'not implemented yet'));
    },
  };
}
