import { describe, expect, it } from 'vitest';
import { defaultChatLabels } from '../../src/chat/labels.js';
import { messageDescribedBy, prepareMessages } from '../../src/chat/messageRules.js';
import { messageExcerpt, quotesOf } from '../../src/chat/replyRules.js';
import { latestRead, shownStatus } from '../../src/chat/messageStatus.js';
import type { ChatMessage, Participant } from '../../src/chat/types.js';

const people: Participant[] = [
  { id: 'ada', name: 'Ada' },
  { id: 'bob', name: 'Bob' },
];
const byId = new Map(people.map((p) => [p.id, p]));
const rowsOf = (messages: ChatMessage[]) =>
  prepareMessages(messages, people, { customRenderer: false, report: () => {} });

describe('quote excerpts', () => {
  it('is the plain text on one line, cut at a word with an ellipsis', () => {
    const text = (value: string): ChatMessage => ({ author: 'ada', type: 'text', data: { text: value } });
    expect(messageExcerpt(text('Hello\n  there'), defaultChatLabels)).toBe('Hello there');
    expect(messageExcerpt(text('*bold* move'), defaultChatLabels, true)).toBe('bold move');
    expect(messageExcerpt(text('one two three four five'), defaultChatLabels, false, 12)).toBe('one two…');
    // A word longer than the excerpt is cut inside it, never in the middle of an emoji.
    expect(messageExcerpt(text('🎉'.repeat(20)), defaultChatLabels, false, 5)).toBe('🎉🎉🎉🎉…');
    expect(
      messageExcerpt({ author: 'ada', type: 'file', data: { file: { url: 'u', name: 'a.pdf' } } }, defaultChatLabels),
    ).toBe('file a.pdf');
  });
});

describe('quotes', () => {
  it('quotes a loaded original by author and excerpt; says deleted or not loaded otherwise', () => {
    const rows = rowsOf([
      { id: 1, author: 'ada', type: 'text', data: { text: 'First' } },
      { id: 2, author: 'me', type: 'text', data: { text: 'Yes' }, replyTo: 1 },
      { id: 3, author: 'bob', type: 'text', data: { text: 'Late' }, replyTo: 'gone' },
      { id: 4, author: 'me', type: 'text', data: { text: 'Plain' } },
    ]);
    const complete = quotesOf(rows, byId, defaultChatLabels, { styling: false, complete: true });
    expect([...complete.keys()]).toEqual(['id-2', 'id-3']);
    expect(complete.get('id-2')).toEqual({ state: 'found', key: 'id-1', authorName: 'Ada', excerpt: 'First' });
    expect(complete.get('id-3')).toEqual({ state: 'deleted' });
    const partial = quotesOf(rows, byId, defaultChatLabels, { styling: false, complete: false });
    expect(partial.get('id-3')).toEqual({ state: 'notLoaded' });
  });

  it('describes a row by its author in a group, its date, quote, status and readers, in that order', () => {
    const timed: ChatMessage = { author: 'ada', type: 'text', data: { text: 'x' }, sentAt: 0 };
    const untimed: ChatMessage = { author: 'ada', type: 'text', data: { text: 'x' } };
    expect(messageDescribedBy(timed, 'm', { continuesGroup: true, quote: true, status: true, seen: true })).toBe(
      'm-author m-when m-quote m-status m-seen',
    );
    expect(messageDescribedBy(untimed, 'm', { status: true })).toBe('m-status');
    expect(messageDescribedBy(untimed, 'm')).toBeUndefined();
  });
});

describe('read state', () => {
  it('is drawn on the latest own message read only, with its readers', () => {
    const rows = rowsOf([
      { id: 1, author: 'me', type: 'text', data: { text: 'a' }, status: 'read', readBy: ['ada'] },
      { id: 2, author: 'me', type: 'text', data: { text: 'b' }, status: 'read', readBy: ['ada', 'bob', 'zed'] },
      { id: 3, author: 'me', type: 'text', data: { text: 'c' }, status: 'delivered' },
      { id: 4, author: 'ada', type: 'text', data: { text: 'd' }, status: 'read' },
    ]);
    const read = latestRead(rows, byId, defaultChatLabels);
    expect(read?.key).toBe('id-2');
    expect(read?.readers.map((reader) => reader.name)).toEqual(['Ada', 'Bob', 'Unknown']);
    expect(latestRead(rowsOf([]), byId, defaultChatLabels)).toBeNull();
    const [first, second, third, fourth] = rows.map((row) => row.message) as ChatMessage[];
    expect(shownStatus(first as ChatMessage, false)).toBeNull();
    expect(shownStatus(second as ChatMessage, true)).toBe('read');
    expect(shownStatus(third as ChatMessage, false)).toBe('delivered');
    // Others' messages, and statuses the chat does not know, show nothing.
    expect(shownStatus(fourth as ChatMessage, true)).toBeNull();
    expect(shownStatus({ author: 'me', type: 'text', data: {}, status: 'lost' as 'sent' }, false)).toBeNull();
  });

  it('says who has seen it', () => {
    expect(defaultChatLabels.seenBy(['Ada'])).toBe('Seen by Ada');
    expect(defaultChatLabels.seenBy(['Ada', 'Bob'])).toBe('Seen by Ada and Bob');
    expect(defaultChatLabels.seenBy(['Ada', 'Bob', 'Cy', 'Di'])).toBe('Seen by Ada and 3 others');
  });
});
