'use client';
import { styled } from '../theme/index.js';

const Line = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  margin: '$1 0',
  fontFamily: '$body',
  fontSize: '$small',
  fontWeight: 600,
  color: '$messageListText',
  textAlign: 'center',
  '&::before, &::after': { content: '""', flex: '1 1 0', borderTop: '1px solid currentColor', opacity: 0.35 },
  '@forcedColors': { '&::before, &::after': { borderTopColor: 'CanvasText', opacity: 1 } },
  variants: {
    kind: {
      day: {},
      // The unread line stands out in the sent bubbles' colour, thicker, its words still in the list's text
      // colour (which the theme guarantees against the list's background).
      unread: {
        '&::before, &::after': { borderTop: '2px solid $sentMessageBg', opacity: 1 },
        '@forcedColors': { '&::before, &::after': { borderTopColor: 'Highlight' } },
      },
    },
  },
});

export interface ThreadSeparatorProps {
  /** `'day'`: the first message of a day is below; `'unread'`: the first unread message is below. */
  kind: 'day' | 'unread';
  /** What it says ("Today", "New messages"). */
  label: string;
  /** The day, as an ISO date (`2026-11-25`), for a day separator's `<time>`. */
  dateTime?: string;
}

/**
 * A line across the message list between two messages, with words in its middle: the day the messages
 * below it were sent, or "New messages" above the first unread one. Read as text in the log's reading order
 * (not a focus stop: arrows move from message to message over it).
 */
export function ThreadSeparator({ kind, label, dateTime }: ThreadSeparatorProps) {
  return (
    <Line kind={kind} data-part={kind === 'day' ? 'day-separator' : 'unread-line'}>
      {dateTime ? <time dateTime={dateTime}>{label}</time> : label}
    </Line>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') ThreadSeparator.displayName = 'ThreadSeparator';
} catch {
  // no `process`: the function's own name names it
}
