import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/chat/index.js';
import { changedRows, finishedStreams, isAnyStreaming, jumpToNew } from '../../src/chat/streamingRules.js';

const row = (key: string, author: string, streaming?: boolean, type = 'text') => ({
  key,
  message: { id: key, author, type, data: { text: key }, streaming } as ChatMessage,
});

describe('isAnyStreaming', () => {
  it('is true while any message streams, wherever it is', () => {
    expect(isAnyStreaming([row('a', 'ada'), row('b', 'bob', true)])).toBe(true);
    expect(isAnyStreaming([row('a', 'ada', true), row('b', 'bob')])).toBe(true);
    expect(isAnyStreaming([row('a', 'ada'), row('b', 'bob', false)])).toBe(false);
    expect(isAnyStreaming([])).toBe(false);
  });
});

describe('finishedStreams', () => {
  it('remembers other people’s streaming messages and gives each back once, when complete', () => {
    const first = finishedStreams(new Set(), [row('a', 'ada'), row('b', 'bob', true), row('c', 'me', true)]);
    expect(first.finished).toEqual([]);
    expect([...first.streaming]).toEqual(['b']);
    const still = finishedStreams(first.streaming, [row('a', 'ada'), row('b', 'bob', true)]);
    expect(still.finished).toEqual([]);
    const done = finishedStreams(still.streaming, [row('a', 'ada'), row('b', 'bob')]);
    expect(done.finished.map((r) => r.key)).toEqual(['b']);
    expect(done.streaming.size).toBe(0);
    expect(finishedStreams(done.streaming, [row('a', 'ada'), row('b', 'bob')]).finished).toEqual([]);
  });

  it('forgets a streaming message that was removed, and ignores typing rows', () => {
    const first = finishedStreams(new Set(), [row('b', 'bob', true), row('t', 'ada', true, 'typing')]);
    expect([...first.streaming]).toEqual(['b']);
    const removed = finishedStreams(first.streaming, [row('a', 'ada')]);
    expect(removed.finished).toEqual([]);
    expect(removed.streaming.size).toBe(0);
  });
});

describe('changedRows', () => {
  it('names the rendered rows whose message object changed since measured, not new ones', () => {
    const a = row('a', 'ada');
    const b = row('b', 'bob', true);
    const measured = new Map([
      [a.key, a.message],
      [b.key, b.message],
    ]);
    const grown = { key: 'b', message: { ...b.message, data: { text: 'longer' } } };
    expect(changedRows(measured, [a, grown, row('c', 'ada')])).toEqual(['b']);
    expect(changedRows(measured, [a, b])).toEqual([]);
  });
});

describe('jumpToNew', () => {
  it('shows for unseen arrivals, and for a reply still coming while the reader is not at the bottom', () => {
    expect(jumpToNew({ unseen: 0, streaming: false, atBottom: false })).toBeNull();
    expect(jumpToNew({ unseen: 0, streaming: true, atBottom: true })).toBeNull();
    expect(jumpToNew({ unseen: 0, streaming: true, atBottom: false })).toEqual({ unseen: 0, streaming: true });
    expect(jumpToNew({ unseen: 2, streaming: false, atBottom: false })).toEqual({ unseen: 2, streaming: false });
    expect(jumpToNew({ unseen: 1, streaming: true, atBottom: false })).toEqual({ unseen: 1, streaming: true });
  });
});
