// Confab's whole chat, inline and open, from the built package (aliased to dist/), with the 10,000-message
// thread of bench/chat and one more message at the end: the assistant's reply, streaming.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Chat, preloadChat } from 'confab-ui/chat';
import { participants, reply, replyToken, thread } from './confabThread.js';
import { installStreamBench } from './harness.js';

// The window's code is in before the first render, as a page whose chat is open from the start would do.
await preloadChat();
const noop = () => {};
let setReply = noop;

function App() {
  const [messages, setMessages] = useState(() => [...thread, reply(replyToken, true)]);
  setReply = (text, streaming) => setMessages((list) => [...list.slice(0, -1), reply(text, streaming)]);
  return h(Chat, { mode: 'inline', open: true, participants, messages, onMessageSend: noop, onStop: noop });
}

installStreamBench('confab', {
  mount: () => createRoot(document.getElementById('app')).render(h(App)),
  setReply: (text, streaming) => setReply(text, streaming),
  replyToken,
});
