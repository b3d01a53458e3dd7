// Confab's whole chat, inline and open, from the built package (aliased to dist/), with the 10,000-message
// thread of bench/chat and one more message at the end: the assistant's reply, streaming.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Chat, preloadChat } from 'confab-ui/chat';
import { makeThread, participants } from '../chat/thread.js';
import { installStreamBench } from './harness.js';

const toConfab = (m) => {
  if (m.kind === 'emoji') return { id: m.id, author: m.author, type: 'emoji', data: { emoji: m.emoji } };
  if (m.kind === 'file') return { id: m.id, author: m.author, type: 'file', data: { file: m.file } };
  return { id: m.id, author: m.author, type: 'text', data: { text: m.text } };
};

const replyToken = 'r00001';
await preloadChat();
const thread = makeThread().messages.map(toConfab);
const reply = (text, streaming) => ({ id: replyToken, author: 'ada', type: 'text', data: { text }, streaming });
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
