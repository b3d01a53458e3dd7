// Confab's MessageList alone (no header, no input), from the built package, with the thread and the streaming
// reply of confab.js: what the list itself costs per update, beside the whole chat's.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MessageList } from 'confab-ui/chat';
import { participants, reply, replyToken, thread } from './confabThread.js';
import { installStreamBench } from './harness.js';

let setReply = () => {};

function App() {
  const [messages, setMessages] = useState(() => [...thread, reply(replyToken, true)]);
  setReply = (text, streaming) => setMessages((list) => [...list.slice(0, -1), reply(text, streaming)]);
  return h(
    'div',
    { style: { height: '100%', display: 'flex', flexDirection: 'column' } },
    h(MessageList, { participants, messages }),
  );
}

installStreamBench('confab MessageList', {
  mount: () => createRoot(document.getElementById('app')).render(h(App)),
  setReply: (text, streaming) => setReply(text, streaming),
  replyToken,
});
