// @chatscope/chat-ui-kit-react: MainContainer > ChatContainer > MessageList of Message models, with its input.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ChatContainer, MainContainer, Message, MessageInput, MessageList } from '@chatscope/chat-ui-kit-react';
import '@chatscope/chat-ui-kit-styles/dist/default/styles.min.css';
import { authorName, makeThread } from '../thread.js';
import { installBench } from '../harness.js';

const thread = makeThread();
let update = () => {};

function ChatMessage({ message: m }) {
  const own = m.author === 'me';
  const model = { sender: authorName(m.author), direction: own ? 'outgoing' : 'incoming', position: 'single' };
  const header = own ? null : h(Message.Header, { sender: authorName(m.author) });
  if (m.kind === 'file') {
    const link = h('a', { href: m.file.url, download: m.file.name }, m.file.name);
    return h(Message, { model: { ...model, type: 'custom' } }, header, h(Message.CustomContent, null, link));
  }
  const text = m.kind === 'emoji' ? m.emoji : m.text;
  return h(Message, { model: { ...model, type: 'text', payload: text } }, header);
}

function App() {
  const [list, setList] = useState(thread.messages);
  update = setList;
  return h(
    MainContainer,
    null,
    h(
      ChatContainer,
      null,
      h(
        MessageList,
        null,
        list.map((m) => h(ChatMessage, { key: m.id, message: m })),
      ),
      h(MessageInput, { placeholder: 'Type message here' }),
    ),
  );
}

installBench('@chatscope/chat-ui-kit-react', thread, {
  mount: () => createRoot(document.getElementById('app')).render(h(App)),
  append: () => update((list) => [...list, thread.appended]),
  prepend: () => update((list) => [...thread.older, ...list]),
});
