import { describe, expect, it } from 'vitest';
import {
  ChatColorsError,
  contrastRatio,
  darkChatColors,
  defaultChatColors,
  validateChatColors,
  type ChatColors,
} from '../../src/theme/index.js';

/** Every text/background pair a chat draws, for one colour set. */
function textPairs(colors: ChatColors): [string, string, string][] {
  const picker = colors.emojiPicker!;
  return [
    ['header', colors.header.text, colors.header.bg],
    ['launcher icon', colors.launcher.icon ?? colors.header.text, colors.launcher.bg],
    ['sent message', colors.sentMessage.text, colors.sentMessage.bg],
    ['received message', colors.receivedMessage.text, colors.receivedMessage.bg],
    ['input', colors.userInput.text, colors.userInput.bg],
    ['picker', picker.text, picker.bg],
    ['picker category title', picker.title ?? picker.text, picker.bg],
    // Suggestions are drawn in sentMessage's colour on the message list.
    ['suggestion', colors.sentMessage.bg, colors.messageList.bg],
    ['system message', colors.messageList.text ?? colors.receivedMessage.text, colors.messageList.bg],
  ];
}

describe('chat colour sets', () => {
  it('keep the spec defaults: header and launcher #4e8cff, input #f4f7f9, picker white', () => {
    expect(defaultChatColors.header.bg).toBe('#4e8cff');
    expect(defaultChatColors.launcher.bg).toBe('#4e8cff');
    expect(defaultChatColors.userInput.bg).toBe('#f4f7f9');
    expect(defaultChatColors.emojiPicker?.bg).toBe('#ffffff');
  });

  it.each([
    ['default', defaultChatColors],
    ['dark', darkChatColors],
  ])('%s set: every text/background pair passes WCAG AA (4.5:1)', (_name, colors) => {
    for (const [pair, text, bg] of textPairs(colors)) {
      expect(contrastRatio(text, bg), pair).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the launcher stands out from a white and a dark page by 3:1 (WCAG non-text contrast)', () => {
    expect(contrastRatio(defaultChatColors.launcher.bg, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(darkChatColors.launcher.bg, '#0f172a')).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4e8cff', '#4e8cff')).toBe(1);
  });

  it('rejects a colour it cannot read with a TypeError naming it', () => {
    expect(() => contrastRatio('blue', '#fff')).toThrow(/"blue"/);
  });
});

describe('validateChatColors', () => {
  it('returns a complete set unchanged', () => {
    expect(validateChatColors(defaultChatColors)).toBe(defaultChatColors);
  });

  it('throws ChatColorsError listing every missing field', () => {
    const partial = { header: { bg: '#000' }, sentMessage: { bg: '#000', text: '' } };
    let error: unknown;
    try {
      validateChatColors(partial);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ChatColorsError);
    expect(error).toBeInstanceOf(TypeError);
    const missing = (error as ChatColorsError).missing;
    expect(missing).toEqual([
      'header.text',
      'launcher.bg',
      'messageList.bg',
      'sentMessage.text',
      'receivedMessage.bg',
      'receivedMessage.text',
      'userInput.bg',
      'userInput.text',
    ]);
    expect((error as Error).message).toContain('header.text, launcher.bg');
  });

  it('checks the optional emoji picker pair only when it is given', () => {
    const { emojiPicker: _omitted, ...withoutPicker } = defaultChatColors;
    expect(() => validateChatColors(withoutPicker)).not.toThrow();
    expect(() => validateChatColors({ ...withoutPicker, emojiPicker: { bg: '#fff' } })).toThrow(/emojiPicker\.text/);
  });

  it.each([null, undefined, 'red', 42, []])('names every field for a non-object (%s)', (value) => {
    expect(() => validateChatColors(value)).toThrow(ChatColorsError);
    try {
      validateChatColors(value);
    } catch (e) {
      expect((e as ChatColorsError).missing).toHaveLength(10);
    }
  });
});
