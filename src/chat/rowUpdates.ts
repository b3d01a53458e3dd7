import type { MessageRow } from './messageRules.js';
import type { ChatMessage } from './types.js';

/** Messages turned into rows, with what later updates compare against. */
export interface PreparedRows {
  /** The host's messages these rows were made from. */
  messages: readonly ChatMessage[];
  rows: readonly MessageRow[];
  /** The rows' keys, in order. */
  keys: readonly string[];
  /** Keys of the current user's messages. */
  ownKeys: ReadonlySet<string>;
}

/**
 * The rows after the host replaced message objects in place, as it does tens of times a second while a reply
 * streams (or when a reaction changes): the previous rows with those entries swapped, and the same `keys` and
 * `ownKeys` objects, so that nothing keyed by them is worked out again for a thread of any length. Null when the
 * list changed shape and must be prepared whole: a different length, a message skipped before, or a replaced
 * message with another id or author, or that `drawable` refuses (its problem is the full preparation's to
 * report). Returns `previous` itself when no message changed.
 */
export function replaceInPlace(
  previous: PreparedRows,
  messages: readonly ChatMessage[],
  drawable: (message: ChatMessage) => boolean,
): PreparedRows | null {
  const { rows } = previous;
  if (messages.length !== previous.messages.length || rows.length !== messages.length) return null;
  let next: MessageRow[] | null = null;
  for (let index = 0; index < messages.length; index += 1) {
    const message = messages[index] as ChatMessage;
    const before = previous.messages[index] as ChatMessage;
    if (message === before) continue;
    const row = rows[index] as MessageRow;
    const sameId = message !== null && typeof message === 'object' && message.id !== undefined && message.id !== null;
    if (!sameId || row.key !== `id-${String(message.id)}` || message.author !== before.author) return null;
    if (!drawable(message)) return null;
    next ??= [...rows];
    next[index] = { key: row.key, message };
  }
  return next ? { ...previous, messages, rows: next } : previous;
}
