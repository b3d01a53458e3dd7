import { describe, expect, it } from 'vitest';
import {
  chatAttributeProps,
  chatAttributes,
  messageFromSent,
  withEdited,
  withoutMessage,
} from '../../src/embed/chatProps.js';
import type { ChatMessage } from '../../src/chat/types.js';

const reader = (attributes: Record<string, string>) => (name: string) => attributes[name] ?? null;

describe('<confab-chat> attributes to <Chat> props', () => {
  it('maps flags, texts, the count, the styling and the direction; absent attributes set nothing', () => {
    expect(
      chatAttributeProps(
        reader({
          title: 'Support',
          placeholder: 'Ask us',
          'show-emoji': 'false',
          'show-deletion': '',
          'show-typing-indicator': 'ada',
          'new-messages-count': '4',
          'message-styling': 'markdown',
          dir: 'rtl',
        }),
      ),
    ).toEqual({
      title: 'Support',
      placeholder: 'Ask us',
      showEmoji: false,
      showDeletion: true,
      showTypingIndicator: 'ada',
      newMessagesCount: 4,
      messageStyling: 'markdown',
      dir: 'rtl',
      open: false,
    });
    expect(chatAttributeProps(reader({ open: '' }))).toEqual({ open: true });
    expect(chatAttributeProps(reader({ 'message-styling': 'true', dir: 'up' }))).toEqual({
      open: false,
      messageStyling: true,
    });
  });

  it('observes every attribute it maps', () => {
    expect(chatAttributes).toEqual(expect.arrayContaining(['title', 'open', 'show-edition', 'locale', 'color-scheme']));
  });

  it("keeps the element's list: a sent message gets an id and time, edits replace by id, removals drop it", () => {
    const first: ChatMessage = { id: 1, author: 'ada', type: 'text', data: { text: 'Hi' } };
    const sent = messageFromSent({ author: 'me', type: 'text', data: { text: 'Hello' } }, 'confab-1', 1000);
    expect(sent).toEqual({ id: 'confab-1', author: 'me', type: 'text', data: { text: 'Hello' }, sentAt: 1000 });
    const edited = { ...sent, data: { text: 'Hello!' }, isEdited: true };
    expect(withEdited([first, sent], edited)).toEqual([first, edited]);
    expect(withoutMessage([first, sent], { ...sent })).toEqual([first]);
    const noId: ChatMessage = { author: 'me', type: 'text', data: { text: 'x' } };
    expect(withoutMessage([first, noId], noId)).toEqual([first]);
  });
});
