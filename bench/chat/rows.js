// The row the two bare virtual lists draw (TanStack Virtual, react-virtuoso): author, then plain text, a large
// emoji or a file link. No linking, no styling of the text: it measures the list machinery, not a chat widget.
// With `showTime`, the row also shows the message's time of day, as the least a list of a thread with times
// draws: one `Intl.DateTimeFormat`, made when the first row is drawn (the first one in a page costs once).
import { createElement as h } from 'react';
import { authorName } from './thread.js';

let timeFormat = null;
function timeOf(sentAt) {
  timeFormat ??= new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
  return h('time', { dateTime: new Date(sentAt).toISOString(), style: { fontSize: 12 } }, timeFormat.format(sentAt));
}

const bubble = {
  boxSizing: 'border-box',
  maxWidth: '80%',
  padding: '8px 12px',
  borderRadius: 10,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
};

export function Row({ message, showTime = false }) {
  const own = message.author === 'me';
  let body;
  if (message.kind === 'emoji') body = h('span', { style: { fontSize: 32 } }, message.emoji);
  else if (message.kind === 'file')
    body = h('a', { href: message.file.url, download: message.file.name }, message.file.name);
  else body = message.text;
  return h(
    'div',
    { style: { display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start', padding: '4px 12px' } },
    h(
      'div',
      { style: { ...bubble, background: own ? '#4e8cff' : '#eaeaea', color: own ? '#fff' : '#222' } },
      own ? null : h('div', { style: { fontSize: 12, fontWeight: 600 } }, authorName(message.author)),
      body,
      showTime ? h('div', null, timeOf(message.sentAt)) : null,
    ),
  );
}
