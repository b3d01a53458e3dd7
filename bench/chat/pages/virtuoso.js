// react-virtuoso (what stream-chat-react's virtualized list is built on) with the same rows: opened at the last
// message, followOutput for appends, firstItemIndex lowered by the prepended count to hold the view.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Virtuoso } from 'react-virtuoso';
import { makeThread } from '../thread.js';
import { installBench } from '../harness.js';
import { Row } from '../rows.js';

const thread = makeThread();
const start = 1_000_000;
let update = () => {};

function List() {
  const [state, setState] = useState({ list: thread.messages, first: start });
  update = setState;
  return h(Virtuoso, {
    style: { height: '100%' },
    data: state.list,
    firstItemIndex: state.first,
    initialTopMostItemIndex: { index: state.list.length - 1, align: 'end' },
    followOutput: 'auto',
    computeItemKey: (_, message) => message.id,
    itemContent: (_, message) => h(Row, { message }),
  });
}

installBench('react-virtuoso', thread, {
  mount: () => createRoot(document.getElementById('app')).render(h(List)),
  append: () => update((s) => ({ ...s, list: [...s.list, thread.appended] })),
  prepend: () => update((s) => ({ list: [...thread.older, ...s.list], first: s.first - thread.older.length })),
});
