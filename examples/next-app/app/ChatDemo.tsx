'use client';
import { useSyncExternalStore, useState } from 'react';
import { Chat, type ChatMessage, type Participant, type SentMessage } from 'confab-ui/chat';

const participants: Participant[] = [{ id: 'ada', name: 'Ada' }];

// True once hydrated (the example script waits for data-hydrated), false in the server HTML.
const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

/** A client component: the chat needs state and callbacks, which a server component cannot pass. */
export function ChatDemo() {
  const [messages, setMessages] = useState<ChatMessage[]>([
    { id: 1, author: 'ada', type: 'text', data: { text: 'Hi! Styled before hydration, see https://nextjs.org' } },
  ]);
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  const send = (message: SentMessage) =>
    setMessages((previous) => [...previous, { ...message, id: previous.length + 1 }]);
  return (
    <section data-hydrated={hydrated ? '' : undefined}>
      <Chat mode="inline" participants={participants} messages={messages} onMessageSend={send} />
    </section>
  );
}
