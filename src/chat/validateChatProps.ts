import { describeValue, warnOnce } from '../internal/warn.js';
import type { ChatMessage, Participant } from './types.js';

const none: readonly never[] = Object.freeze([]);

function isParticipant(value: unknown): value is Participant {
  return typeof value === 'object' && value !== null && typeof (value as Partial<Participant>).id === 'string';
}

/**
 * The `participants` and `messages` a chat part can draw, for hosts that pass them from JavaScript without
 * types. A missing or non-array prop becomes an empty list, and participants without a string id are left
 * out, each with one development warning naming the prop and what was expected. Valid props come back as
 * they are (same arrays), so memoized work downstream is not redone.
 */
export function validateChatProps(
  component: string,
  participants: unknown,
  messages: unknown,
): { participants: readonly Participant[]; messages: readonly ChatMessage[] } {
  let safeParticipants: readonly Participant[] = none;
  if (!Array.isArray(participants)) {
    warnOnce(
      `${component}: participants must be an array of { id, name } (the other people), got ` +
        `${describeValue(participants)}; showing nobody. Pass [] when there is nobody.`,
    );
  } else if (!participants.every(isParticipant)) {
    const bad = participants.filter((participant) => !isParticipant(participant));
    warnOnce(
      `${component}: every participant must be an object { id, name } with a string id; ` +
        `${bad.length} of ${participants.length} (${bad.map(describeValue).join(', ')}) left out.`,
    );
    safeParticipants = participants.filter(isParticipant);
  } else {
    safeParticipants = participants;
  }
  let safeMessages: readonly ChatMessage[] = none;
  if (Array.isArray(messages)) {
    safeMessages = messages;
  } else {
    warnOnce(
      `${component}: messages must be an array of { id, author, type, data } (the conversation, oldest ` +
        `first), got ${describeValue(messages)}; showing no messages. Pass [] before the first message.`,
    );
  }
  return { participants: safeParticipants, messages: safeMessages };
}

/** How a warning names a message: by its id, or, for a message without one, by its place in the list. */
export function describeMessage(message: unknown, index: number): string {
  const id = typeof message === 'object' && message !== null ? (message as Partial<ChatMessage>).id : undefined;
  if (typeof id === 'string' || typeof id === 'number') return `The message with id ${JSON.stringify(id)}`;
  return `The message at index ${index} (it has no id)`;
}
