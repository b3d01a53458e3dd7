import { describe, expect, it, vi } from 'vitest';
import {
  arrivalsToAnnounce,
  authorName,
  isLoneEmoji,
  messageProblem,
  messageSummary,
  prepareMessages,
} from '../../src/chat/messageRules.js';
import { defaultChatLabels, type ChatMessage } from '../../src/chat/index.js';
import { participants } from './fixtures.js';

const text = (id: number, author = 'ada'): ChatMessage => ({ id, author, type: 'text', data: { text: `t${id}` } });

describe('message rules', () => {
  it('keys messages by id, and keeps objects without id stable', () => {
    const loose: ChatMessage = { author: 'ada', type: 'text', data: { text: 'loose' } };
    const report = vi.fn();
    const first = prepareMessages([text(1), loose], participants, { customRenderer: false, report });
    const second = prepareMessages([text(0), text(1), loose], participants, { customRenderer: false, report });
    expect(first.map((r) => r.key)).toEqual(['id-1', second[2]?.key]);
    expect(report).not.toHaveBeenCalled();
  });

  it('gives missing data an empty object when the type does not need it', () => {
    const rows = prepareMessages([{ author: 'ada', type: 'poll' } as unknown as ChatMessage], participants, {
      customRenderer: true,
      report: vi.fn(),
    });
    expect(rows[0]?.message.data).toEqual({});
  });

  it('asks no author of a system message: neither a warning nor a skip', () => {
    const report = vi.fn();
    const system = { author: 'system', type: 'system', data: { text: 'Ada joined' } } as const;
    const anonymous = { type: 'system', data: { text: 'Bob left' } } as unknown as ChatMessage;
    const rows = prepareMessages([system, anonymous], participants, { customRenderer: false, report });
    expect(rows.map((r) => r.message.data.text)).toEqual(['Ada joined', 'Bob left']);
    expect(report).not.toHaveBeenCalled();
    prepareMessages([text(1, 'nobody')], participants, { customRenderer: false, report });
    expect(report).toHaveBeenCalledWith(expect.anything(), 0, 'unknown-author');
  });

  it('announces arrivals at the bottom only, from others, every one of a burst in order', () => {
    const rows = (list: ChatMessage[]) =>
      prepareMessages(list, participants, { customRenderer: false, report: vi.fn() });
    const before = rows([text(1), text(2)]);
    const keys = before.map((r) => r.key);
    expect(arrivalsToAnnounce([], before, true)).toEqual([]);
    expect(arrivalsToAnnounce(keys, rows([text(0), text(1), text(2)]), false)).toEqual([]);
    expect(arrivalsToAnnounce(keys, rows([text(1), text(2), text(3, 'me')]), false)).toEqual([]);
    const burst = rows([text(1), text(2), text(3), text(4), text(5), text(6)]);
    expect(arrivalsToAnnounce(keys, burst, false).map((r) => r.message.id)).toEqual([3, 4, 5, 6]);
    expect(arrivalsToAnnounce([], rows([text(1)]), false).map((r) => r.message.id)).toEqual([1]);
  });

  it('names authors and summarises messages', () => {
    expect(authorName('me', participants, defaultChatLabels)).toBe('You');
    expect(authorName('bob', participants, defaultChatLabels)).toBe('Bob');
    expect(authorName('nobody', participants, defaultChatLabels)).toBe('Unknown');
    expect(messageSummary({ author: 'ada', type: 'emoji', data: { emoji: '🎉' } }, 'Ada', defaultChatLabels)).toBe(
      'Ada: 🎉',
    );
    expect(messageSummary({ author: 'x', type: 'system', data: { text: 'Joined' } }, 'X', defaultChatLabels)).toBe(
      'Joined',
    );
    const styled = { author: 'ada', type: 'text', data: { text: 'Ask for *help*' } } as const;
    expect(messageSummary(styled, 'Ada', defaultChatLabels, true)).toBe('Ada: Ask for help');
    expect(messageSummary(styled, 'Ada', defaultChatLabels, false)).toBe('Ada: Ask for *help*');
  });

  it('recognises a lone emoji', () => {
    expect(isLoneEmoji('👍')).toBe(true);
    expect(isLoneEmoji(' 👍🏽 ')).toBe(true);
    expect(isLoneEmoji('👨‍👩‍👧')).toBe(true);
    expect(isLoneEmoji('👍 ok')).toBe(false);
    expect(isLoneEmoji('1')).toBe(false);
  });
});

describe('file messages with several files', () => {
  const ids = new Set(['ada']);
  const file = (data: object) => ({ author: 'ada', type: 'file', data });

  it('draws a file message that has only data.files, and skips one with no file at all', () => {
    expect(messageProblem(file({ files: [{ url: 'https://x.test/a', name: 'a' }] }), ids, false)).toBeNull();
    expect(messageProblem(file({ files: [] }), ids, false)).toMatchObject({ skip: true });
    expect(messageProblem(file({ files: [null, 3] }), ids, false)).toMatchObject({ skip: true });
    expect(
      messageProblem(file({ files: [{ url: 'https://x.test/a', name: 'a' }, { name: 'b' }] }), ids, false),
    ).toEqual({
      skip: false,
      reason: 'file-without-url',
    });
  });
});
