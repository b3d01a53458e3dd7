import { warn } from '../internal/warn.js';
import { chatContrastPairs, describeContrastPair, minimumTextContrast, type ChatContrastPair } from './chatContrast.js';
import { requireChatColorFields, type ChatColors } from './colors.js';

/** Thrown by `validateChatColors(colors, { strict: true })` when text/background pairs fail WCAG AA. */
export class ChatContrastError extends Error {
  /** Every failing pair, with its colours and ratio. */
  readonly pairs: readonly ChatContrastPair[];
  constructor(pairs: readonly ChatContrastPair[]) {
    super(contrastMessage(pairs));
    this.name = 'ChatContrastError';
    this.pairs = pairs;
  }
}

function contrastMessage(pairs: readonly ChatContrastPair[]): string {
  const list = pairs.map((pair) => `  - ${describeContrastPair(pair)}`).join('\n');
  return `Chat colors fail WCAG AA contrast (${minimumTextContrast}:1) in ${pairs.length} ${pairs.length === 1 ? 'pair' : 'pairs'}:\n${list}`;
}

/** Options for {@link validateChatColors}. */
export interface ValidateChatColorsOptions {
  /**
   * Throw a `ChatContrastError` when a text/background pair is under WCAG AA's 4.5:1. Default `false`:
   * a development warning lists the failing pairs instead (silent in production).
   */
  strict?: boolean;
}

// A chat re-themed on every render must not repeat the same warning: each message is said once.
const warned = new Set<string>();

/**
 * Checks that `colors` has every required field as a non-empty string (and, when given, a complete
 * emojiPicker pair), then that every text/background pair the chat draws passes WCAG AA contrast
 * (4.5:1; pairs given as #rgb/#rrggbb, see `chatContrastPairs`). A missing field throws a
 * `ChatColorsError` naming them all; a failing pair is a development warning, or with `strict: true`
 * a `ChatContrastError` listing every failing pair and its ratio. Returns the typed object.
 */
export function validateChatColors(colors: unknown, options: ValidateChatColorsOptions = {}): ChatColors {
  const valid = requireChatColorFields(colors);
  const failing = chatContrastPairs(valid).filter((pair) => !pair.passes);
  if (failing.length > 0) {
    if (options.strict) throw new ChatContrastError(failing);
    const message = contrastMessage(failing);
    if (!warned.has(message)) {
      warned.add(message);
      warn(message);
    }
  }
  return valid;
}
