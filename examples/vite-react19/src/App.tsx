import { useSyncExternalStore, useState } from 'react';
import { Chat, type ChatMessage, type Participant, type SentMessage } from 'confab-ui/chat';
import { SlideCaptcha, type CaptchaPoint, type SlideData } from 'confab-ui/captcha';
import { renderMessageText } from 'confab-ui/text';
import { darkChatColors, validateChatColors } from 'confab-ui/theme';

// True once hydrated (the example script waits for data-hydrated), false in the server HTML.
const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

const participants: Participant[] = [{ id: 'ada', name: 'Ada' }];

const picture = (fill: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/></svg>`,
  )}`;

const challenge: SlideData = {
  image: picture('#88aacc', 300, 220),
  thumb: picture('#335577', 60, 60),
  thumbX: 0,
  thumbY: 80,
  thumbWidth: 60,
  thumbHeight: 60,
};

export function App() {
  const [messages, setMessages] = useState<ChatMessage[]>([
    { id: 1, author: 'ada', type: 'text', data: { text: 'Hello! The docs are at https://example.com' } },
  ]);
  const [verdict, setVerdict] = useState('');
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);

  const send = (message: SentMessage) => {
    setMessages((previous) => [...previous, { ...message, id: previous.length + 1 }]);
  };
  const confirm = (point: CaptchaPoint) => {
    setVerdict(`confirmed at ${point.x}, ${point.y}`);
    return true;
  };

  return (
    <main data-hydrated={hydrated ? '' : undefined}>
      <h1>Confab on Vite and React 19</h1>
      <p>{renderMessageText('Typed with *strict* TypeScript, see https://vite.dev')}</p>
      <Chat
        mode="inline"
        participants={participants}
        messages={messages}
        colors={validateChatColors(darkChatColors)}
        onMessageSend={send}
      />
      <SlideCaptcha data={challenge} locale="en" onConfirm={confirm} />
      <output>{verdict}</output>
    </main>
  );
}
