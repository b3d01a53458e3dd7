import { describeValue, warn, warnOnce } from '../internal/warn.js';
import type { MessageProblemReason } from './messageRules.js';
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
  // Development only: a production bundle drops the warnings with their messages.
  try {
    if (process.env.NODE_ENV !== 'production') warnAboutChatProps(component, participants, messages);
  } catch {
    // no `process` here: no warnings
  }
  let safeParticipants: readonly Participant[] = none;
  if (Array.isArray(participants))
    safeParticipants = participants.every(isParticipant) ? participants : participants.filter(isParticipant);
  return { participants: safeParticipants, messages: Array.isArray(messages) ? messages : none };
}

/** The warnings of `validateChatProps`, once per message: what is wrong with each prop and what was expected. */
function warnAboutChatProps(component: string, participants: unknown, messages: unknown) {
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
  }
  if (!Array.isArray(messages)) {
    warnOnce(
      `${component}: messages must be an array of { id, author, type, data } (the conversation, oldest ` +
        `first), got ${describeValue(messages)}; showing no messages. Pass [] before the first message.`,
    );
  }
}

/** How a warning names a message: by its id, or, for a message without one, by its place in the list. */
export function describeMessage(message: unknown, index: number): string {
  const id = typeof message === 'object' && message !== null ? (message as Partial<ChatMessage>).id : undefined;
  if (typeof id === 'string' || typeof id === 'number') return `The message with id ${JSON.stringify(id)}`;
  return `The message at index ${index} (it has no id)`;
}

/** What each problem of a message is, in words (the message is any value when it is `not-object`). */
const problemTexts: Record<MessageProblemReason, (message: Partial<ChatMessage>) => string> = {
  'not-object': () => 'is not an object',
  'no-type': () => 'has no type',
  'no-author': () => 'has no author',
  'unknown-type': ({ type }) => `has the unknown type "${type}" (render it with renderMessage)`,
  'no-text': () => 'has no data.text',
  'no-emoji': () => 'has no data.emoji',
  'no-file': () => 'has no data.file (nor data.files)',
  'file-without-url': () => 'has a file without url (shown without a link)',
  'not-a-time': ({ sentAt }) => `has a sentAt that is not a time (${String(sentAt)}; shown without one)`,
  'epoch-seconds': ({ sentAt }) =>
    `has a sentAt in epoch seconds (${String(sentAt)}), taken as seconds: give milliseconds or a Date`,
  'unknown-author': ({ author }) => `has the author "${author}", who is not among the participants`,
  'repeated-id': ({ id }) => `repeats the id ${String(id)}`,
};

const warned = new WeakSet<object>();

/** Warns once per message object that it cannot be drawn as given. */
export function warnAboutMessage(message: unknown, index: number, reason: MessageProblemReason): void {
  if (typeof message === 'object' && message !== null) {
    if (warned.has(message)) return;
    warned.add(message);
  }
  warn(`${describeMessage(message, index)} ${problemTexts[reason](message as Partial<ChatMessage>)}.`);
}
