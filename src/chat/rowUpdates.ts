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
  /**
   * Set when these rows are `base` with messages replaced in place: the indexes replaced. What was worked out
   * from `base` then needs only these rows looked at again (`changedSince`).
   */
  replaced?: { base: PreparedRows; indexes: readonly number[] };
}

/**
 * The indexes of the rows replaced in place since `earlier` (an empty list when they are the same rows), or
 * null when the rows were made otherwise and whatever was worked out from `earlier` must be worked out anew.
 */
export function changedSince(rows: PreparedRows, earlier: PreparedRows | null): readonly number[] | null {
  if (earlier === null) return null;
  if (rows === earlier) return [];
  return rows.replaced?.base === earlier ? rows.replaced.indexes : null;
}

/**
 * The rows after the host replaced message objects in place, as it does tens of times a second while a reply
 * streams (or when a reaction changes): the previous rows with those entries swapped, and the same `keys` and
 * `ownKeys` objects, so that nothing keyed by them is worked out again for a thread of any length. Null when the
 * list changed shape and must be prepared whole: a different length, a message skipped before, or a replaced
 * message with another id or author, or that `drawable` refuses (its problem is the full preparation's to
 * report). Returns `previous` itself when no message changed. The messages are compared by identity from the
 * end (where a streaming reply is), and only those replaced are read.
 */
export function replaceInPlace(
  previous: PreparedRows,
  messages: readonly ChatMessage[],
  drawable: (message: ChatMessage) => boolean,
): PreparedRows | null {
  const { rows } = previous;
  if (messages.length !== previous.messages.length || rows.length !== messages.length) return null;
  const indexes: number[] = [];
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    if (messages[index] !== previous.messages[index]) indexes.push(index);
  }
  if (indexes.length === 0) return previous;
  const next = rows.slice();
  for (const index of indexes) {
    const message = messages[index] as ChatMessage;
    const before = previous.messages[index] as ChatMessage;
    const row = rows[index] as MessageRow;
    const sameId = message !== null && typeof message === 'object' && message.id !== undefined && message.id !== null;
    if (!sameId || row.key !== `id-${String(message.id)}` || message.author !== before.author) return null;
    if (!drawable(message)) return null;
    next[index] = { key: row.key, message };
  }
  return { ...previous, messages, rows: next, replaced: { base: previous, indexes } };
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
