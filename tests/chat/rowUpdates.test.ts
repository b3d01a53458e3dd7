import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/chat/index.js';
import { replaceInPlace, type PreparedRows } from '../../src/chat/rowUpdates.js';

const message = (id: number | undefined, text: string, author = 'ada'): ChatMessage => ({
  id,
  author,
  type: 'text',
  data: { text },
});

function prepared(messages: ChatMessage[]): PreparedRows {
  const rows = messages.map((m, index) => ({ key: m.id === undefined ? `auto-${index}` : `id-${m.id}`, message: m }));
  return {
    messages,
    rows,
    keys: rows.map((r) => r.key),
    ownKeys: new Set(rows.filter((r) => r.message.author === 'me').map((r) => r.key)),
  };
}

const always = () => true;

describe('replaceInPlace', () => {
  const first = [message(1, 'a'), message(2, 'b', 'me'), message(3, 'The answ')];
  const before = prepared(first);

  it('swaps the replaced messages and keeps the keys objects, so a growing reply costs no full pass', () => {
    const grown = message(3, 'The answer');
    const after = replaceInPlace(before, [first[0]!, first[1]!, grown], always);
    expect(after?.rows.map((r) => r.message)).toEqual([first[0], first[1], grown]);
    expect(after?.rows[2]?.key).toBe('id-3');
    expect(after?.keys).toBe(before.keys);
    expect(after?.ownKeys).toBe(before.ownKeys);
    // The previous rows are left as they were.
    expect(before.rows[2]?.message).toBe(first[2]);
  });

  it('gives the previous rows back when nothing changed', () => {
    expect(replaceInPlace(before, [...first], always)).toBe(before);
  });

  it('leaves the list to be prepared whole when it changed shape or a replaced message is not the same one', () => {
    expect(replaceInPlace(before, [...first, message(4, 'new')], always)).toBeNull();
    expect(replaceInPlace(before, [first[0]!, first[1]!, message(9, 'other')], always)).toBeNull();
    expect(replaceInPlace(before, [first[0]!, first[1]!, message(3, 'x', 'bob')], always)).toBeNull();
    expect(replaceInPlace(before, [first[0]!, first[1]!, message(undefined, 'x')], always)).toBeNull();
    expect(replaceInPlace(before, [first[0]!, first[1]!, message(3, 'x')], () => false)).toBeNull();
    // A message skipped before (rows shorter than messages): row and message positions differ.
    const skipped = { ...before, rows: before.rows.slice(1), keys: before.keys.slice(1) };
    expect(replaceInPlace(skipped, [first[0]!, first[1]!, message(3, 'x')], always)).toBeNull();
  });
});
