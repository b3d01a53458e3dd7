import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  addedAtEnd,
  addedAtStart,
  layoutPrepended,
  layoutThread,
  sameLayoutInput,
  type ThreadItem,
} from '../../src/chat/threadLayout.js';
import type { MessageRow } from '../../src/chat/messageRules.js';
import { dayLabel } from '../../src/chat/messageTime.js';
import type { ChatMessage } from '../../src/chat/types.js';

const now = Date.UTC(2026, 10, 25, 12, 0);
const minute = 60_000;
const row = (id: number, author: string, sentAt?: ChatMessage['sentAt'], type = 'text'): MessageRow => ({
  key: `id-${id}`,
  message: { id, author, type, data: { text: `m${id}` }, sentAt },
});
const options = { groupWithinMs: 5 * minute, now, timeZone: 'UTC' };
const words = { today: 'Today', yesterday: 'Yesterday' };
/** The rows as short strings: `day:Today` (what the separator says, drawn), `unread`, `id-3:first`. */
const describe_ = (items: ThreadItem[]) =>
  items.map((item) =>
    item.kind === 'day'
      ? `day:${dayLabel(item.daysAgo, item.time, words, options)}`
      : item.kind === 'unread'
        ? 'unread'
        : `${item.key}:${item.group}`,
  );

describe('layoutThread', () => {
  it('writes no day out while laying out: a separator says its day when drawn, for the few in view', () => {
    const day = 86_400_000;
    const thread = Array.from({ length: 400 }, (_, i) => row(i, 'ada', now - (400 - i) * day));
    // `format` is a getter on the prototype: reading it is how any day gets written out.
    const formats = vi.spyOn(Intl.DateTimeFormat.prototype as unknown as { format: object }, 'format', 'get');
    try {
      const { items } = layoutThread(thread, { ...options, locale: 'en-US' });
      expect(items.filter((item) => item.kind === 'day')).toHaveLength(400);
      expect(formats).not.toHaveBeenCalled();
      expect(items[0]).toMatchObject({ kind: 'day', daysAgo: 400, time: now - 400 * day, dateTime: '2025-10-21' });
    } finally {
      formats.mockRestore();
    }
  });

  it('puts a separator above the first message of each day', () => {
    const yesterday = now - 86_400_000;
    const { items, rowOfMessage } = layoutThread(
      [row(1, 'ada', yesterday), row(2, 'bob', yesterday + minute), row(3, 'ada', now)],
      options,
    );
    expect(describe_(items)).toEqual(['day:Yesterday', 'id-1:single', 'id-2:single', 'day:Today', 'id-3:single']);
    expect(rowOfMessage).toEqual([1, 2, 4]);
    expect(items[0]).toMatchObject({ dateTime: '2026-11-24' });
  });

  it('groups one author’s run within the window, and breaks it on a gap, another author or a separator', () => {
    const t = now - 60 * minute;
    const { items } = layoutThread(
      [
        row(1, 'ada', t),
        row(2, 'ada', t + minute),
        row(3, 'ada', t + 2 * minute),
        row(4, 'ada', t + 10 * minute), // too late: a new group
        row(5, 'ada', t + 11 * minute),
        row(6, 'bob', t + 12 * minute),
        row(7, 'me', t + 13 * minute),
        row(8, 'me', t + 14 * minute, 'system'),
      ],
      options,
    );
    expect(describe_(items).slice(1)).toEqual([
      'id-1:first',
      'id-2:middle',
      'id-3:last',
      'id-4:first',
      'id-5:last',
      'id-6:single',
      'id-7:single',
      'id-8:single',
    ]);
  });

  it('does not group messages without a time, nor at all with groupWithinMs 0', () => {
    expect(describe_(layoutThread([row(1, 'ada'), row(2, 'ada')], options).items)).toEqual([
      'id-1:single',
      'id-2:single',
    ]);
    const timed = [row(1, 'ada', now), row(2, 'ada', now + 1)];
    expect(describe_(layoutThread(timed, { ...options, groupWithinMs: 0 }).items)).toEqual([
      'day:Today',
      'id-1:single',
      'id-2:single',
    ]);
  });

  it('draws the unread line above its message, which starts a group of its own', () => {
    const layout = layoutThread([row(1, 'ada', now), row(2, 'ada', now + minute), row(3, 'ada', now + 2 * minute)], {
      ...options,
      unreadFrom: 2,
    });
    expect(describe_(layout.items)).toEqual(['day:Today', 'id-1:single', 'unread', 'id-2:first', 'id-3:last']);
    expect(layout.unreadIndex).toBe(1);
    expect(layoutThread([row(1, 'ada', now)], { ...options, unreadFrom: 99 }).unreadIndex).toBe(-1);
  });

  it('gives a day that comes back out of order a separator with a key of its own', () => {
    const yesterday = now - 86_400_000;
    const { items } = layoutThread([row(1, 'ada', now), row(2, 'ada', yesterday), row(3, 'ada', now)], options);
    const keys = items.filter((item) => item.kind === 'day').map((item) => item.key);
    expect(new Set(keys).size).toBe(3);
  });
});

describe('sameLayoutInput', () => {
  const thread = [row(1, 'ada', now), row(2, 'bob', now + minute), row(3, 'ada', now + 2 * minute)];
  const withText = (r: MessageRow, text: string): MessageRow => ({ ...r, message: { ...r.message, data: { text } } });

  it('holds when only texts changed (a streaming reply growing)', () => {
    const grown = [thread[0]!, thread[1]!, withText(thread[2]!, 'm3, and more')];
    expect(sameLayoutInput(thread, grown)).toBe(true);
  });

  it('fails when a time, an author, a type, the order or the count changed', () => {
    const [a, b, c] = thread as [MessageRow, MessageRow, MessageRow];
    expect(sameLayoutInput(thread, [a, b, { ...c, message: { ...c.message, sentAt: now + 9 * minute } }])).toBe(false);
    expect(sameLayoutInput(thread, [a, b, { ...c, message: { ...c.message, author: 'bob' } }])).toBe(false);
    expect(sameLayoutInput(thread, [a, b, { ...c, message: { ...c.message, type: 'system' } }])).toBe(false);
    expect(sameLayoutInput(thread, [a, c, b])).toBe(false);
    expect(sameLayoutInput(thread, [a, b])).toBe(false);
  });
});

describe('layoutThread on from an earlier layout', () => {
  const t = now - 86_400_000 - 10 * minute;
  const first = [
    row(1, 'ada', t),
    row(2, 'ada', t + minute),
    row(3, 'bob', t + 2 * minute),
    row(4, 'bob', t + 3 * minute),
  ];

  it('lays out messages added at the end as a whole layout would: groups go on, days begin, the unread line', () => {
    const before = layoutThread(first, { ...options, unreadFrom: 6 });
    const shown = describe_(before.items);
    const added = [...first, row(5, 'bob', t + 4 * minute), row(6, 'ada', now), row(7, 'ada', now + minute)];
    expect(addedAtEnd(first, added)).toBe(true);
    const extended = layoutThread(added, { ...options, unreadFrom: 6 }, before);
    const whole = layoutThread(added, { ...options, unreadFrom: 6 });
    expect(describe_(extended.items)).toEqual(describe_(whole.items));
    expect(describe_(extended.items)).toEqual([
      'day:Yesterday',
      'id-1:first',
      'id-2:last',
      'id-3:first',
      'id-4:middle',
      'id-5:last',
      'day:Today',
      'unread',
      'id-6:first',
      'id-7:last',
    ]);
    expect(extended.rowOfMessage).toEqual(whole.rowOfMessage);
    expect(extended.unreadIndex).toBe(5);
    // The earlier layout is left as it was.
    expect(describe_(before.items)).toEqual(shown);
  });

  it('lays out the whole thread again on another day, when "Today" has moved', () => {
    const before = layoutThread(first, options);
    const added = [...first, row(5, 'ada', now)];
    const tomorrow = layoutThread(added, { ...options, now: now + 86_400_000 }, before);
    expect(describe_(tomorrow.items)[0]).toBe('day:Tuesday');
  });

  it('tells rows added at the end from any other change', () => {
    const more = [...first, row(5, 'ada', now)];
    expect(addedAtEnd(first, first)).toBe(false);
    expect(addedAtEnd(first, [row(0, 'ada', t), ...first])).toBe(false);
    expect(addedAtEnd(first, [row(1, 'ada', t), ...more.slice(1)])).toBe(false);
  });
});

describe('layoutPrepended: older messages loaded', () => {
  const day = 86_400_000;
  const start = now - 3 * day - 30 * minute;
  const first = [
    row(3, 'ada', start + 2 * minute),
    row(4, 'bob', start + 3 * minute),
    row(5, 'bob', now - day),
    row(6, 'ada', now),
  ];

  it('joins the loaded messages to the first day shown: its group goes on and its separator goes', () => {
    const before = layoutThread(first, options);
    expect(describe_(before.items).slice(0, 3)).toEqual(['day:Sunday', 'id-3:single', 'id-4:single']);
    const rows = [row(1, 'ada', start), row(2, 'ada', start + minute), ...first];
    expect(addedAtStart(first, rows)).toBe(true);
    const prepended = layoutPrepended(rows, options, before);
    expect(describe_(prepended.items)).toEqual([
      'day:Sunday',
      'id-1:first',
      'id-2:middle',
      'id-3:last',
      'id-4:single',
      'day:Yesterday',
      'id-5:single',
      'day:Today',
      'id-6:single',
    ]);
    expect(prepended).toEqual(layoutThread(rows, options));
  });

  it('lays out as the whole thread would, whatever the messages, their times and the unread line', () => {
    const message = fc.record({
      author: fc.constantFrom('ada', 'bob', 'me'),
      type: fc.constantFrom('text', 'text', 'text', 'system'),
      // Minutes after the one before: often within a group, sometimes days later, sometimes earlier.
      gap: fc.oneof(fc.integer({ min: 0, max: 8 }), fc.integer({ min: -2000, max: 4000 })),
      timed: fc.constantFrom(true, true, true, true, false),
    });
    fc.assert(
      fc.property(
        fc.array(message, { minLength: 2, maxLength: 60 }),
        fc.nat(),
        fc.option(fc.nat(), { nil: undefined }),
        (messages, split, unread) => {
          let time = now - 20 * day;
          const rows = messages.map((m, i) => {
            time += m.gap * minute;
            return row(i, m.author, m.timed ? time : undefined, m.type);
          });
          const added = 1 + (split % (rows.length - 1));
          const opts = { ...options, unreadFrom: unread === undefined ? undefined : unread % rows.length };
          const after = layoutThread(rows.slice(added), opts);
          expect(layoutPrepended(rows, opts, after)).toEqual(layoutThread(rows, opts));
        },
      ),
      { numRuns: 300 },
    );
  });
});
