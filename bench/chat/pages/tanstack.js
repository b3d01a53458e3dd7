// A bare @tanstack/react-virtual list of the same messages: measured rows keyed by id, opened at the bottom,
// following appends, and holding the view on prepend by moving scrollTop by what the prepended rows added to the
// total size (TanStack Virtual has no prepend anchoring of its own; this is the usual recipe). `?times` shows each
// message's time of day too (see rows.js).
import { createElement as h, useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useVirtualizer } from '@tanstack/react-virtual';
import { makeThread } from '../thread.js';
import { installBench } from '../harness.js';
import { Row } from '../rows.js';

const thread = makeThread();
const showTime = new URLSearchParams(location.search).has('times');
let update = () => {};
let beforePrepend = () => {};

function List() {
  const [list, setList] = useState(thread.messages);
  update = setList;
  const scrollRef = useRef(null);
  const previous = useRef(null);
  const held = useRef(null);
  const virtualizer = useVirtualizer({
    count: list.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 60,
    getItemKey: (index) => list[index].id,
    overscan: 6,
  });
  beforePrepend = () => {
    held.current = { top: scrollRef.current.scrollTop, total: virtualizer.getTotalSize() };
  };
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = list.length;
    if (held.current) {
      scrollRef.current.scrollTop = held.current.top + virtualizer.getTotalSize() - held.current.total;
      held.current = null;
    } else if (before === null || list.length > before) {
      virtualizer.scrollToIndex(list.length - 1, { align: 'end' });
    }
  }, [list, virtualizer]);
  return h(
    'div',
    { ref: scrollRef, style: { height: '100%', overflowY: 'auto', contain: 'strict' } },
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
          h(Row, { message: list[item.index], showTime }),
        ),
      ),
    ),
  );
}

installBench(`@tanstack/react-virtual (bare list${showTime ? ', times' : ''})`, thread, {
  mount: () => createRoot(document.getElementById('app')).render(h(List)),
  append: () => update((list) => [...list, thread.appended]),
  prepend: () => {
    beforePrepend();
    update((list) => [...thread.older, ...list]);
  },
});
