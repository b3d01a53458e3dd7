// react-chat-window 1.2.1 on the React it declares (15.x, installed beside this file), open, sound muted.
// Its window is its own (fixed at the bottom right, 370 px wide, at most 590 px tall), like its users get it.
import React from 'react';
import ReactDOM from 'react-dom';
import { Launcher } from 'react-chat-window';
import { makeThread } from '../thread.js';
import { installBench } from '../harness.js';

const h = React.createElement;
const toWindow = (m) => {
  const author = m.author === 'me' ? 'me' : 'them';
  if (m.kind === 'emoji') return { author, type: 'emoji', data: { emoji: m.emoji } };
  if (m.kind === 'file') return { author, type: 'file', data: { url: m.file.url, fileName: m.file.name } };
  return { author, type: 'text', data: { text: m.text } };
};

const thread = makeThread();
const messages = thread.messages.map(toWindow);
const older = thread.older.map(toWindow);
const appended = toWindow(thread.appended);
const noop = () => {};
let update = noop;

class App extends React.Component {
  constructor(props) {
    super(props);
    this.state = { list: messages };
    update = (change) => this.setState((state) => ({ list: change(state.list) }));
  }
  render() {
    return h(Launcher, {
      agentProfile: { teamName: 'Bench', imageUrl: '' },
      messageList: this.state.list,
      onMessageWasSent: noop,
      isOpen: true,
      handleClick: noop,
      mute: true,
    });
  }
}

installBench('react-chat-window (React 15)', thread, {
  mount: () => ReactDOM.render(h(App), document.getElementById('app')),
  append: () => update((list) => [...list, appended]),
  prepend: () => update((list) => [...older, ...list]),
});
