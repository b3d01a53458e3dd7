import { describe, expect, it } from 'vitest';
import { buildSentMessage, insertAtCaret } from '../../src/chat/sentMessage.js';

describe('sent messages', () => {
  it('builds text, emoji and file messages, or nothing', () => {
    expect(buildSentMessage('  ', null)).toBeNull();
    expect(buildSentMessage(' hi ', null)).toEqual({ author: 'me', type: 'text', data: { text: 'hi' } });
    expect(buildSentMessage('🎉', null)).toEqual({ author: 'me', type: 'emoji', data: { emoji: '🎉' } });
    const file = new File(['x'], 'a.txt', { type: 'text/plain' });
    expect(buildSentMessage('', file)).toMatchObject({
      type: 'file',
      data: { file: { name: 'a.txt', type: 'text/plain', file } },
    });
  });

  it('inserts at the caret, replacing a selection', () => {
    expect(insertAtCaret('ab', 'X', 1, 1)).toEqual({ text: 'aXb', caret: 2 });
    expect(insertAtCaret('abcd', 'X', 1, 3)).toEqual({ text: 'aXd', caret: 2 });
    expect(insertAtCaret('ab', 'X', 9, 9)).toEqual({ text: 'abX', caret: 3 });
  });
});
