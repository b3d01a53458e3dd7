import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/chat/index.js';
import { prepareMessages } from '../../src/chat/messageRules.js';
import { addRows, replaceInPlace, type PreparedRows } from '../../src/chat/rowUpdates.js';
import { participants } from './fixtures.js';

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

describe('addRows', () => {
  const first = [message(1, 'one'), message(2, 'two', 'me'), message(3, 'three')];

  it('keeps the rows made and makes only the added messages’, an id taken before getting a key of its own', () => {
    const before = prepared(first);
    const reports: [number, string][] = [];
    const report = (_message: ChatMessage, index: number, reason: string) => reports.push([index, reason]);
    const after = addRows(before, [...first, message(4, 'four', 'me'), message(2, 'again')], (added, taken, at) =>
      prepareMessages(added, participants, { customRenderer: false, report, taken, firstIndex: at }),
    );
    expect(after?.rows.slice(0, 3)).toEqual(before.rows);
    expect(after?.rows[0]).toBe(before.rows[0]);
    expect(after?.keys.slice(0, 4)).toEqual(['id-1', 'id-2', 'id-3', 'id-4']);
    expect(after?.keys[4]).toMatch(/^auto-/);
    expect([...(after?.ownKeys ?? [])]).toEqual(['id-2', 'id-4']);
    expect(reports).toEqual([[4, 'repeated-id']]);
  });

  it('puts older messages before the rows made, which keep their keys', () => {
    const before = prepared(first);
    const reports: number[] = [];
    const after = addRows(before, [message(0, 'zero'), message(3, 'older three'), ...first], (added, taken, at) =>
      prepareMessages(added, participants, {
        customRenderer: false,
        report: (_m, i) => reports.push(i),
        taken,
        firstIndex: at,
      }),
    );
    expect(after?.keys.slice(0, 1)).toEqual(['id-0']);
    expect(after?.keys[1]).toMatch(/^auto-/);
    expect(after?.keys.slice(2)).toEqual(before.keys);
    expect(after?.rows[2]).toBe(before.rows[0]);
    expect(after?.ownKeys).toBe(before.ownKeys);
    expect(reports).toEqual([1]);
  });

  it('is null unless every message before is still in its place', () => {
    const before = prepared(first);
    const never = () => {
      throw new Error('not prepared');
    };
    expect(addRows(before, [...first], never)).toBeNull();
    expect(addRows(before, [first[0]!, message(9, 'between'), first[1]!, first[2]!], never)).toBeNull();
    expect(addRows(before, [first[0]!, message(2, 'two, edited'), first[2]!, message(4, 'four')], never)).toBeNull();
  });
});
