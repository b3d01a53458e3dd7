/** The one error type of the challenge maker. */

/** Why the maker refused: a bad option, a background sharp cannot read, or sharp not installed. */
export type ChallengeImageErrorCode = 'bad-option' | 'bad-background' | 'no-sharp';

/** The error for bad maker options, a background sharp cannot read, or sharp missing (`code` says which). */
export class ChallengeImageError extends Error {
  /** Which of the three it is. */
  readonly code: ChallengeImageErrorCode;

  constructor(code: ChallengeImageErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ChallengeImageError';
    this.code = code;
  }
}
