import { describe, expect, it } from 'vitest';
import { defaultChatLabels } from '../../src/chat/labels.js';
import { finishedStreams } from '../../src/chat/streamingRules.js';
import { createThreadMemory } from '../../src/chat/threadMemory.js';
import type { ChatMessage, Participant } from '../../src/chat/types.js';

const people: Participant[] = [
  { id: 'ada', name: 'Ada' },
  { id: 'bob', name: 'Bob' },
];
const byId = new Map(people.map((p) => [p.id, p]));
const layoutOptions = { groupWithinMs: 0 };
const quoteInput = { byId, labels: defaultChatLabels, styling: false as const, complete: true };

const text = (id: number | string, author: string, value: string, more: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  author,
  type: 'text',
  data: { text: value },
  ...more,
});

/** A memory that has seen `messages` once, every value worked out. */
function seen(messages: ChatMessage[]) {
  const memory = createThreadMemory();
  const first = memory.rowsOf(messages, people, false);
  const values = {
    layout: memory.layoutOf(first, layoutOptions),
    quotes: memory.quotesOf(first, quoteInput),
    read: memory.latestReadOf(first, byId, defaultChatLabels),
    streaming: memory.streamingOf(first),
  };
  const next = (changed: ChatMessage[]) => {
    const prepared = memory.rowsOf(changed, people, false);
    return {
      prepared,
      layout: memory.layoutOf(prepared, layoutOptions),
      quotes: memory.quotesOf(prepared, quoteInput),
      read: memory.latestReadOf(prepared, byId, defaultChatLabels),
      streaming: memory.streamingOf(prepared),
    };
  };
  return { first, values, next };
}

const thread = [
  text(1, 'ada', 'First'),
  text(2, 'me', 'Yes', { replyTo: 1, status: 'read', readBy: ['ada'] }),
  text(3, 'bob', 'More'),
];
const reply = (value: string, streaming = true) => text('r', 'bob', value, { streaming });

describe('ThreadMemory', () => {
  it('keeps the layout, quotes and read state when only a streaming reply was replaced', () => {
    const { first, values, next } = seen([...thread, reply('a')]);
    const after = next([...thread, reply('a b')]);
    expect(after.prepared.replaced?.indexes).toEqual([3]);
    expect(after.prepared.keys).toBe(first.keys);
    expect(after.prepared.rows[3]?.message.data.text).toBe('a b');
    expect(after.layout).toBe(values.layout);
    expect(after.quotes).toBe(values.quotes);
    expect(after.read).toBe(values.read);
    expect(after.streaming).toBe(true);
    // The stream ends: nothing streams any more.
    expect(next([...thread, reply('a b c', false)]).streaming).toBe(false);
  });

  it('makes the quotes again when a quoted original changes, and the read state when an own message does', () => {
    const { values, next } = seen([...thread, reply('a')]);
    const edited = next([text(1, 'ada', 'First, edited'), ...thread.slice(1), reply('a b')]);
    expect(edited.prepared.replaced?.indexes).toEqual([3, 0]);
    expect(edited.quotes.get('id-2')).toMatchObject({ state: 'found', excerpt: 'First, edited' });
    expect(edited.read).toBe(values.read);
    const unread = next([
      text(1, 'ada', 'First, edited'),
      text(2, 'me', 'Yes', { replyTo: 1, status: 'delivered' }),
      thread[2] as ChatMessage,
      reply('a b'),
    ]);
    expect(unread.read).toBeNull();
  });

  it('lays the thread out again when a replaced message moves to another day', () => {
    const day = (n: number) => Date.UTC(2026, 0, n, 12);
    const dated = thread.map((m, i) => ({ ...m, sentAt: day(1) + i }));
    const { values, next } = seen(dated);
    const moved = next([...dated.slice(0, 2), { ...(dated[2] as ChatMessage), sentAt: day(2) }]);
    expect(moved.layout).not.toBe(values.layout);
    expect(moved.layout.items.filter((item) => item.kind === 'day')).toHaveLength(2);
  });
});

describe('ThreadMemory.layoutOf input', () => {
  const at = (hour: number) => Date.UTC(2026, 0, 5, hour);
  const timed = [text(1, 'ada', 'a', { sentAt: at(9) }), text(2, 'ada', 'b', { sentAt: at(10) })];

  it('keeps the layout for an input of the same values in a new object, and lays out again when one changes', () => {
    const memory = createThreadMemory();
    const rows = memory.rowsOf(timed, people, false);
    const input = { groupWithinMs: 0, timeZone: 'UTC' };
    const layout = memory.layoutOf(rows, input);
    expect(memory.layoutOf(rows, { ...input })).toBe(layout);
    const grouped = memory.layoutOf(rows, { ...input, groupWithinMs: 3_600_000 });
    expect(grouped).not.toBe(layout);
    expect(grouped.items.filter((item) => item.kind === 'message').map((item) => item.group)).toEqual([
      'first',
      'last',
    ]);
  });
});

describe('finishedStreams over the replaced rows alone', () => {
  it('announces a stream once it is complete, from the replaced rows, as the whole pass would', () => {
    const rows = [
      { key: 'a', message: text('a', 'ada', 'x') },
      { key: 'b', message: text('b', 'bob', 'y', { streaming: true }) },
    ];
    const first = finishedStreams(new Set(), rows);
    expect([...first.streaming]).toEqual(['b']);
    const done = [rows[0]!, { key: 'b', message: text('b', 'bob', 'y z') }];
    const after = finishedStreams(first.streaming, done, [1]);
    expect(after.finished.map((row) => row.key)).toEqual(['b']);
    expect(after.streaming.size).toBe(0);
    expect(finishedStreams(after.streaming, done, [1]).finished).toEqual([]);
  });
});
