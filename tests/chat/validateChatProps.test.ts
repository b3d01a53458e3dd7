import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeMessage, validateChatProps } from '../../src/chat/validateChatProps.js';
import type { ChatMessage, Participant } from '../../src/chat/index.js';

const warnings = () => vi.mocked(console.warn).mock.calls.map((call) => String(call[0]));

describe('validateChatProps', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands valid props back as the same arrays, silently', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const participants: Participant[] = [{ id: 'ada', name: 'Ada' }];
    const messages: ChatMessage[] = [{ id: 1, author: 'ada', type: 'text', data: { text: 'hi' } }];
    const safe = validateChatProps('Chat', participants, messages);
    expect(safe.participants).toBe(participants);
    expect(safe.messages).toBe(messages);
    expect(warnings()).toEqual([]);
  });

  it('makes a missing participants list empty and says once which prop and what it expects', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(validateChatProps('Chat', undefined, []).participants).toEqual([]);
    validateChatProps('Chat', undefined, []);
    expect(warnings()).toEqual([
      '[confab] Chat: participants must be an array of { id, name } (the other people), got undefined; showing nobody. Pass [] when there is nobody.',
    ]);
  });

  it('leaves out participants without a string id', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ada = { id: 'ada', name: 'Ada' };
    expect(validateChatProps('UserList', [ada, null, { name: 'No id' }], []).participants).toEqual([ada]);
    expect(warnings()).toEqual([
      '[confab] UserList: every participant must be an object { id, name } with a string id; 2 of 3 (null, an object) left out.',
    ]);
  });

  it('makes messages that are not an array an empty conversation, with one warning naming the prop', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(validateChatProps('MessageList', [], { 1: 'hello' }).messages).toEqual([]);
    expect(validateChatProps('MessageList', [], 'hello').messages).toEqual([]);
    expect(warnings()).toEqual([
      '[confab] MessageList: messages must be an array of { id, author, type, data } (the conversation, oldest first), got an object; showing no messages. Pass [] before the first message.',
      '[confab] MessageList: messages must be an array of { id, author, type, data } (the conversation, oldest first), got a string; showing no messages. Pass [] before the first message.',
    ]);
  });
});

describe('describeMessage', () => {
  it('names a message by its id, and by its place only when it has none', () => {
    expect(describeMessage({ id: 4 }, 3)).toBe('The message with id 4');
    expect(describeMessage({ id: 'm-7' }, 0)).toBe('The message with id "m-7"');
    expect(describeMessage({ author: 'ada' }, 2)).toBe('The message at index 2 (it has no id)');
    expect(describeMessage(null, 5)).toBe('The message at index 5 (it has no id)');
  });
});
