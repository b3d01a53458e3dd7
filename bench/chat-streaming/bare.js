// A bare @tanstack/react-virtual list of the same thread (bench/chat's rows), its last row growing: measured rows
// keyed by id, opened at the bottom, and following the growth from the bottom the usual way (a layout effect
// that scrolls to the last row's end after each update when the view was at the bottom).
import { createElement as h, useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useVirtualizer } from '@tanstack/react-virtual';
import { makeThread } from '../chat/thread.js';
import { Row } from '../chat/rows.js';
import { installStreamBench } from './harness.js';

const replyToken = 'r00001';
const thread = makeThread().messages;
const reply = (text) => ({ id: replyToken, author: 'ada', kind: 'text', text });
let setReply = () => {};

function List() {
  const [list, setList] = useState(() => [...thread, reply(replyToken)]);
  setReply = (text) => setList((messages) => [...messages.slice(0, -1), reply(text)]);
  const scrollRef = useRef(null);
  const atBottom = useRef(true);
  const virtualizer = useVirtualizer({
    count: list.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 60,
    getItemKey: (index) => list[index].id,
    overscan: 6,
  });
  useLayoutEffect(() => {
    if (atBottom.current) virtualizer.scrollToIndex(list.length - 1, { align: 'end' });
  }, [list, virtualizer]);
  return h(
    'div',
    {
      ref: scrollRef,
      style: { height: '100%', overflowY: 'auto', contain: 'strict' },
      onScroll: (event) => {
        const el = event.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= 1;
      },
    },
    h(
      'div',
      { style: { height: virtualizer.getTotalSize(), position: 'relative' } },
      virtualizer.getVirtualItems().map((item) =>
        h(
          'div',
          {
            key: item.key,
            'data-index': item.index,
            ref: virtualizer.measureElement,
            style: { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` },
          },
          h(Row, { message: list[item.index] }),
        ),
      ),
    ),
  );
}

installStreamBench('@tanstack/react-virtual (bare list)', {
  mount: () => createRoot(document.getElementById('app')).render(h(List)),
  setReply: (text) => setReply(text),
  replyToken,
});
