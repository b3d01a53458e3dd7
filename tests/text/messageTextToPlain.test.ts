import { describe, expect, it } from 'vitest';
import { messageTextToPlain } from '../../src/text/index.js';

describe('messageTextToPlain', () => {
  it('drops the styling delimiters that renderMessageText consumes', () => {
    expect(messageTextToPlain('Ask me for *help*, a /joke/ or `code`', { styling: true })).toBe(
      'Ask me for help, a joke or code',
    );
    expect(messageTextToPlain('_a ~b~ ^c^ ¡d¡_', { styling: true })).toBe('a b c d');
  });

  it('keeps what styling leaves alone: paths, snake_case, unclosed delimiters, link text', () => {
    expect(messageTextToPlain('see a/b/c and snake_case_names, *open', { styling: true })).toBe(
      'see a/b/c and snake_case_names, *open',
    );
    expect(messageTextToPlain('go to https://example.com/_x_ now', { styling: true })).toBe(
      'go to https://example.com/_x_ now',
    );
  });

  it('returns the text as typed without styling, and empty for null from JavaScript', () => {
    expect(messageTextToPlain('*as typed*')).toBe('*as typed*');
    expect(messageTextToPlain(null as unknown as string, { styling: true })).toBe('');
  });
});
