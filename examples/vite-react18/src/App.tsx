import { useSyncExternalStore, useRef, useState } from 'react';
import { Chat, type ChatMessage, type Participant } from 'confab-ui/chat';
import { ClickCaptcha, VerifyButton, type CaptchaHandle, type ClickDot } from 'confab-ui/captcha';
import { createEmojiConverter } from 'confab-ui/emoji';

// True once hydrated (the example script waits for data-hydrated), false in the server HTML.
const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

const participants: Participant[] = [
  { id: 'ada', name: 'Ada' },
  { id: 'bo', name: 'Bo' },
];
const messages: ChatMessage[] = [
  { id: 'a1', author: 'ada', type: 'text', data: { text: 'Welcome :wave:' } },
  { id: 'a2', author: 'me', type: 'emoji', data: { emoji: '👍' } },
];
const emoji = createEmojiConverter();

const picture = (fill: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/></svg>`,
  )}`;
const challenge = { image: picture('#ccaa88', 300, 220), thumb: picture('#775533', 150, 40) };

export function App() {
  const captcha = useRef<CaptchaHandle>(null);
  const [dots, setDots] = useState<ClickDot[]>([]);
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);

  return (
    <main data-hydrated={hydrated ? '' : undefined}>
      <h1>Confab on Vite and React 18.3</h1>
      <p>{emoji.render('Shortcodes become emoji :tada:')}</p>
      <ClickCaptcha ref={captcha} data={challenge} locale="en" onConfirm={(result) => setDots(result)} />
      <output>{dots.length} points</output>
      <VerifyButton locale="en" captcha={<ClickCaptcha data={challenge} locale="en" />} />
      <Chat participants={participants} messages={messages} defaultOpen={false} />
    </main>
  );
}
