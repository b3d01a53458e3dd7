import type { ChatLabels } from './labels.js';
import type { MessageRow } from './messageRules.js';
import type { ChatMessage, MessageStatus, Participant } from './types.js';

const statuses: ReadonlySet<string> = new Set<MessageStatus>(['sending', 'sent', 'delivered', 'read', 'failed']);

/** The latest own message read by someone, and who read it (participants in `readBy` order). */
export interface LatestRead {
  key: string;
  readers: readonly Participant[];
}

/**
 * The latest own message whose status is `'read'`: the only one whose read state is drawn (as people
 * expect, one "Seen by" under the thread rather than one under each message). Null when none is read.
 * Readers not among the participants count under the unknown-author label.
 */
export function latestRead(
  rows: readonly MessageRow[],
  participants: ReadonlyMap<string, Participant>,
  labels: Pick<ChatLabels, 'unknownAuthor'>,
): LatestRead | null {
  for (let index = rows.length - 1; index >= 0; index--) {
    const row = rows[index] as MessageRow;
    const { author, status, readBy } = row.message;
    if (author !== 'me' || status !== 'read') continue;
    const ids = Array.isArray(readBy) ? readBy.filter((id) => typeof id === 'string') : [];
    const readers = ids.map((id) => participants.get(id) ?? { id, name: labels.unknownAuthor });
    return { key: row.key, readers };
  }
  return null;
}

/**
 * Whether `latestRead` of `before` holds for `after`, the same rows but those at `changed` replaced: none of
 * them is the current user's, before or after.
 */
export function latestReadHolds(
  before: readonly MessageRow[],
  after: readonly MessageRow[],
  changed: readonly number[],
): boolean {
  return !changed.some((index) => before[index]?.message.author === 'me' || after[index]?.message.author === 'me');
}

/**
 * The status drawn for a message: only on own messages, only a known status, and `'read'` only on the
 * latest read message (`latestRead`); null when nothing is drawn.
 */
export function shownStatus(message: ChatMessage, isLatestRead: boolean): MessageStatus | null {
  const { author, status } = message;
  if (author !== 'me' || typeof status !== 'string' || !statuses.has(status)) return null;
  if (status === 'read' && !isLatestRead) return null;
  return status;
}

/** The accessible text of a status. */
export function statusText(
  status: MessageStatus,
  labels: Pick<ChatLabels, 'statusSending' | 'statusSent' | 'statusDelivered' | 'statusRead' | 'statusFailed'>,
): string {
  const texts: Record<MessageStatus, string> = {
    sending: labels.statusSending,
    sent: labels.statusSent,
    delivered: labels.statusDelivered,
    read: labels.statusRead,
    failed: labels.statusFailed,
  };
  return texts[status];
}
