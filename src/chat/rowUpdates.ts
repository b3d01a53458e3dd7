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

/**
 * The rows after the host added messages at either end (an arrival, a message sent, older messages loaded):
 * the previous rows with the new ones' before or after them, made by `prepare` from the added messages alone
 * (given the keys taken and the first one's index in the thread). Null unless every previous message is
 * still there, the same object in the same order, with nothing added between them. An added message that
 * repeats an id gets a key of its own, even when it is older than the row with that id: the rows made keep
 * theirs.
 */
export function addRows(
  previous: PreparedRows,
  messages: readonly ChatMessage[],
  prepare: (added: readonly ChatMessage[], taken: ReadonlySet<string>, firstIndex: number) => MessageRow[],
): PreparedRows | null {
  const count = previous.messages.length;
  const extra = messages.length - count;
  if (extra <= 0) return null;
  const at = (offset: number) => {
    for (let index = 0; index < count; index += 1)
      if (messages[offset + index] !== previous.messages[index]) return false;
    return true;
  };
  const atEnd = at(0);
  if (!atEnd && !at(extra)) return null;
  const added = prepare(
    atEnd ? messages.slice(count) : messages.slice(0, extra),
    new Set(previous.keys),
    atEnd ? count : 0,
  );
  const addedKeys = added.map((row) => row.key);
  const own = added.filter((row) => row.message.author === 'me').map((row) => row.key);
  return {
    messages,
    rows: atEnd ? [...previous.rows, ...added] : [...added, ...previous.rows],
    keys: atEnd ? [...previous.keys, ...addedKeys] : [...addedKeys, ...previous.keys],
    // Not a spread of the set: a loosely down-levelled bundle (the docs site's) makes it an element.
    ownKeys: own.length > 0 ? new Set(Array.from(previous.ownKeys).concat(own)) : previous.ownKeys,
  };
}
