import { describe, expect, it } from 'vitest';
import { buildSentMessage, draftFiles, insertAtCaret, sentFileOf, withDraftFiles } from '../../src/chat/sentMessage.js';
import { sendingMessage, withSendingMessage } from '../../src/chat/sendingMessage.js';
import type { ChatMessage } from '../../src/chat/types.js';

describe('sent messages', () => {
  it('builds text, emoji and file messages, or nothing', () => {
    expect(buildSentMessage('  ', [])).toBeNull();
    expect(buildSentMessage(' hi ', [])).toEqual({ author: 'me', type: 'text', data: { text: 'hi' } });
    expect(buildSentMessage('🎉', [])).toEqual({ author: 'me', type: 'emoji', data: { emoji: '🎉' } });
    const file = new File(['x'], 'a.txt', { type: 'text/plain' });
    expect(buildSentMessage('', [sentFileOf(file)])).toMatchObject({
      type: 'file',
      data: { file: { name: 'a.txt', type: 'text/plain', size: 1, file } },
    });
  });

  it('sends several files: all in `files`, the first also as `file`, with the text as caption', () => {
    const a = sentFileOf(new File(['x'], 'a.txt', { type: 'text/plain' }));
    const b = sentFileOf(new File(['yy'], 'b.png', { type: 'image/png' }), { url: 'https://cdn.test/b', name: 'b' });
    expect(b).toMatchObject({ url: 'https://cdn.test/b', name: 'b', type: 'image/png', size: 2 });
    expect(buildSentMessage(' look ', [a, b], 3)).toEqual({
      author: 'me',
      type: 'file',
      data: { text: 'look', file: a, files: [a, b] },
      replyTo: 3,
    });
  });

  it("reads a draft's files from `files`, or from a draft written for one `file`", () => {
    const a = new File(['x'], 'a.txt');
    const b = new File(['y'], 'b.txt');
    expect(draftFiles({ text: '', file: null })).toEqual([]);
    expect(draftFiles({ text: '', file: a })).toEqual([a]);
    const both = withDraftFiles({ text: 'hi', file: null }, [a, b]);
    expect(both).toEqual({ text: 'hi', file: a, files: [a, b] });
    expect(draftFiles(both)).toEqual([a, b]);
    expect(withDraftFiles(both, [])).toEqual({ text: 'hi', file: null, files: [] });
  });

  it('inserts at the caret, replacing a selection', () => {
    expect(insertAtCaret('ab', 'X', 1, 1)).toEqual({ text: 'aXb', caret: 2 });
    expect(insertAtCaret('abcd', 'X', 1, 3)).toEqual({ text: 'aXd', caret: 2 });
    expect(insertAtCaret('ab', 'X', 9, 9)).toEqual({ text: 'abX', caret: 3 });
  });

  it('carries the id of the message answered', () => {
    expect(buildSentMessage('yes', [], 7)).toEqual({ author: 'me', type: 'text', data: { text: 'yes' }, replyTo: 7 });
    expect(buildSentMessage(' ', [], 7)).toBeNull();
  });

  it('draws a message on its way as sending until the host adds its own', () => {
    const thread: ChatMessage[] = [{ id: 1, author: 'ada', type: 'text', data: { text: 'hi' } }];
    expect(withSendingMessage(thread, null)).toBe(thread);
    const sending = sendingMessage({ author: 'me', type: 'text', data: { text: 'wait' } }, thread.length);
    expect(withSendingMessage(thread, sending)).toEqual([...thread, { ...sending.message, status: 'sending' }]);
    // Someone else's message meanwhile: still on its way.
    const answered = [...thread, { id: 2, author: 'ada', type: 'text', data: { text: 'there?' } } as ChatMessage];
    expect(withSendingMessage(answered, sending).at(-1)).toBe(sending.message);
    // The host stored it: no copy.
    const stored = [...answered, { id: 3, author: 'me', type: 'text', data: { text: 'wait' } } as ChatMessage];
    expect(withSendingMessage(stored, sending)).toBe(stored);
  });
});
