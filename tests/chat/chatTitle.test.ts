import { describe, expect, it } from 'vitest';
import { chatTitle, defaultChatLabels } from '../../src/chat/index.js';

describe('title', () => {
  it('falls back to You, You & name, You, name & others', () => {
    expect(chatTitle([], defaultChatLabels)).toBe('You');
    expect(chatTitle([{ id: 'a', name: 'Ada' }], defaultChatLabels)).toBe('You & Ada');
    expect(
      chatTitle(
        [
          { id: 'a', name: 'Ada' },
          { id: 'b', name: 'Bob' },
        ],
        defaultChatLabels,
      ),
    ).toBe('You, Ada & others');
  });
});
