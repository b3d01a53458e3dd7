import { useState } from 'react';
import { Chat, type ChatMessage, type ChatProps, type Participant, type SentMessage } from '../../src/chat/index.js';

export const participants: Participant[] = [
  { id: 'ada', name: 'Ada', imageUrl: 'https://example.com/ada.png' },
  { id: 'bob', name: 'Bob' },
];

export const conversation: ChatMessage[] = [
  { id: 1, author: 'ada', type: 'text', data: { text: 'Hello there' } },
  { id: 2, author: 'me', type: 'text', data: { text: 'Hi Ada', meta: '10:02' } },
  { id: 3, author: 'bob', type: 'emoji', data: { emoji: '🎉' } },
];

const nextId = (() => {
  let count = 0;
  return () => `sent-${(count += 1)}`;
})();

/** A host that keeps its messages in state, as a real page would. */
export function Host(props: Partial<ChatProps> & { initial?: ChatMessage[] }) {
  const { initial = conversation, ...rest } = props;
  const [messages, setMessages] = useState<ChatMessage[]>(initial);
  return (
    <Chat
      participants={participants}
      messages={messages}
      defaultOpen
      onMessageSend={(message: SentMessage) => {
        const id = nextId();
        setMessages((list) => [...list, { ...message, id } as ChatMessage]);
        return rest.onMessageSend?.(message);
      }}
      onMessageEdit={(edited) => {
        setMessages((list) => list.map((m) => (m.id === edited.id ? edited : m)));
        rest.onMessageEdit?.(edited);
      }}
      onMessageRemove={(removed) => {
        setMessages((list) => list.filter((m) => m.id !== removed.id));
        rest.onMessageRemove?.(removed);
      }}
      {...withoutHandlers(rest)}
    />
  );
}

function withoutHandlers(props: Partial<ChatProps>): Partial<ChatProps> {
  const { onMessageSend: _s, onMessageEdit: _e, onMessageRemove: _r, ...rest } = props;
  return rest;
}

/** `count` text messages by `author`, ids from `from` on, each reading "Message <id>". */
export const makeMessages = (from: number, count: number, author = 'ada'): ChatMessage[] =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    author,
    type: 'text',
    data: { text: `Message ${from + i}` },
  }));
