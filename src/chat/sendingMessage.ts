import type { ChatMessage, SentMessage } from './types.js';

// Plain rules of the pending send, apart from sentMessage.ts: the closed chat (Chat.tsx) needs these alone.

/** A message on its way: sent while the thread held `shownAfter` messages, drawn with `status: 'sending'`. */
export interface SendingMessage {
  message: ChatMessage;
  shownAfter: number;
}

/** The row drawn for a message whose promised send is pending, after the thread's `count` messages. */
export function sendingMessage(sent: SentMessage, count: number): SendingMessage {
  return { message: { ...sent, status: 'sending' }, shownAfter: count };
}

/**
 * The thread as drawn while a promised send is pending: the host's messages and the message on its way
 * (`status: 'sending'`) at the end, until the host adds an own message after those it had when the send
 * began (it stored the message itself: no copy is drawn). The same array when nothing is on its way.
 */
export function withSendingMessage(
  messages: readonly ChatMessage[],
  sending: SendingMessage | null,
): readonly ChatMessage[] {
  if (!sending) return messages;
  const added = messages.slice(sending.shownAfter);
  if (added.some((message) => typeof message === 'object' && message !== null && message.author === 'me')) {
    return messages;
  }
  return [...messages, sending.message];
}
