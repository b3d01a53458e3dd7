// Confab's whole chat, inline and open, from the built package (aliased to dist/), with the 10,000-message
// thread of bench/chat and one more message at the end: the assistant's reply, streaming. The page is written as
// a host writes it: the messages in state, each token a new message object in a new array, and the handlers
// written inline in the component (new functions in every render), as most hosts do.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Chat, preloadChat } from 'confab-ui/chat';
import { participants, reply, replyToken, thread } from './confabThread.js';
import { installStreamBench } from './harness.js';

// The window's code is in before the first render, as a page whose chat is open from the start would do.
await preloadChat();
let setReply = () => {};
const styling = new URLSearchParams(location.search).get('styling') === 'markdown' ? 'markdown' : false;

function App() {
  const [messages, setMessages] = useState(() => [...thread, reply(replyToken, true)]);
  setReply = (text, streaming) => setMessages((list) => [...list.slice(0, -1), reply(text, streaming)]);
  return h(Chat, {
    mode: 'inline',
    open: true,
    participants,
    messages,
    messageStyling: styling,
    onMessageSend: (message) => setMessages((list) => [...list, { ...message, id: `sent-${list.length}` }]),
    onStop: () => setMessages((list) => [...list.slice(0, -1), { ...list[list.length - 1], streaming: false }]),
    onReact: (message, emoji) => console.info('react', message.id, emoji),
  });
}

installStreamBench(styling ? 'confab markdown' : 'confab', {
  mount: () => createRoot(document.getElementById('app')).render(h(App)),
  setReply: (text, streaming) => setReply(text, streaming),
  replyToken,
});
