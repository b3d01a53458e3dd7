import { checkService, hashtagServices, mentionServices } from './services.js';
import type { HashtagService, MentionService } from './services.js';
import { DEFAULT_TRUNCATE } from './truncateMiddle.js';

/** Options of {@link linkify}. */
export interface LinkifyOptions {
  /**
   * Link `#hashtags` (at most 140 characters) to this service's tag page, or `false` (default) to leave them as
   * text. Anything else throws a `TypeError` naming the allowed services.
   */
  hashtag?: HashtagService | false;
  /**
   * Link `@mentions` to this service's profile pages, following its username rules (length, characters), or
   * `false` (default). Anything else throws a `TypeError` naming the allowed services.
   */
  mention?: MentionService | false;
  /**
   * Link text longer than this many characters is shortened in the middle with an ellipsis (default 50); the
   * full address stays in `href` and in the link's accessible name. `0` or `Infinity` never shortens.
   * A negative number or a non-number throws a `TypeError`.
   */
  truncate?: number;
}

/** Options of {@link renderMessageText}. */
export interface MessageTextOptions extends LinkifyOptions {
  /** Inline styling with msgdown's delimiters (`*bold*`, `/italic/`, `_underline_`, ...); default off. */
  styling?: boolean;
}

/** Options after checking: every field present and valid. */
export interface ResolvedOptions {
  styling: boolean;
  hashtag: HashtagService | false;
  mention: MentionService | false;
  truncate: number;
}

function checkTruncate(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_TRUNCATE;
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0) {
    throw new TypeError(`Invalid truncate ${String(value)}: expected a number of characters, 0 or more.`);
  }
  return Math.floor(value);
}

/** Checks options from TypeScript and JavaScript callers alike; throws a `TypeError` for an invalid one. */
export function resolveOptions(options: MessageTextOptions | null | undefined): ResolvedOptions {
  const given: MessageTextOptions = options ?? {};
  return {
    styling: Boolean(given.styling),
    hashtag: checkService('hashtag', given.hashtag, hashtagServices),
    mention: checkService('mention', given.mention, mentionServices),
    truncate: checkTruncate(given.truncate),
  };
}

/** A message's text from any caller: `null` and `undefined` are empty, anything else becomes a string. */
export function toText(text: unknown): string {
  if (typeof text === 'string') return text;
  if (text === null || text === undefined) return '';
  try {
    return String(text);
  } catch {
    return '';
  }
}
