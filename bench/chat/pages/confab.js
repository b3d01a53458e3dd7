// Confab's whole chat, inline and open, from the built package (bench/chat.mjs aliases confab-ui/chat to dist/).
// `?off=<prop>` sets that prop to false: Confab with virtualization off, when the build has such a prop.
// `?preload` calls preloadChat() as the page starts, as a page whose chat is open from the start should: the
// window's code (loaded on first need otherwise) then loads with the page instead of after the first render.
// `?notimes` drops each message's `sentAt`: no times, day separators or groups (the thread as before issue 30).
// `?list` draws Confab's `<MessageList>` alone (times kept), in a div filling the same box, as the docs' chat
// parts page composes it: the list's own cost, without the window around it (header, input, the window's
// lazily loaded code).
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Chat, MessageList, preloadChat } from 'confab-ui/chat';
import { makeThread, participants } from '../thread.js';
import { installBench } from '../harness.js';

const params = new URLSearchParams(location.search);
const times = !params.has('notimes');
const listAlone = params.has('list');
const toConfab = (m) => {
  const base = { id: m.id, author: m.author, ...(times ? { sentAt: m.sentAt } : {}) };
  if (m.kind === 'emoji') return { ...base, type: 'emoji', data: { emoji: m.emoji } };
  if (m.kind === 'file') return { ...base, type: 'file', data: { file: m.file } };
  return { ...base, type: 'text', data: { text: m.text } };
};

// Started before the thread is generated, so the window's code loads meanwhile.
const loading = params.has('preload') ? preloadChat() : null;
const thread = makeThread();
const messages = thread.messages.map(toConfab);
const older = thread.older.map(toConfab);
const appended = toConfab(thread.appended);
const off = params.get('off');
await loading;
const extra = off ? { [off]: false } : {};
const noop = () => {};
let update = noop;

function App() {
  const [list, setList] = useState(messages);
  update = setList;
  if (listAlone)
    return h(
      'div',
      { style: { height: '100%', display: 'flex', flexDirection: 'column' } },
      h(MessageList, { participants, messages: list }),
    );
  return h(Chat, { ...extra, mode: 'inline', open: true, participants, messages: list, onMessageSend: noop });
}

const name = listAlone
  ? 'confab MessageList'
  : off
    ? `confab (${off}=false)`
    : params.has('preload')
      ? 'confab (preloaded)'
      : 'confab';
installBench(times ? name : `${name}, no times`, thread, {
  mount: () => createRoot(document.getElementById('app')).render(h(App)),
  append: () => update((list) => [...list, appended]),
  prepend: () => update((list) => [...older, ...list]),
});
