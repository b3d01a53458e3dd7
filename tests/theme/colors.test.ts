import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChatColorsError,
  ChatContrastError,
  chatContrastPairs,
  contrastRatio,
  darkChatColors,
  defaultChatColors,
  validateChatColors,
  type ChatColors,
} from '../../src/theme/index.js';
import { lightBaseColors } from '../../src/theme/baseColors.js';
import { chatColorTokens } from '../../src/theme/colors.js';
import { tokens } from '../../src/theme/tokens.js';

describe('chat colour sets', () => {
  it('are the root theme: its chat tokens are chatColorTokens(defaultChatColors), written out', () => {
    expect(tokens.colors).toEqual({ ...lightBaseColors, ...chatColorTokens(defaultChatColors) });
  });

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
    const pairs = chatContrastPairs(colors);
    expect(pairs.map((pair) => pair.name)).toEqual([
      'header',
      'launcher icon and default avatar',
      'sent message',
      'received message',
      'input',
      'suggestion button',
      'system message and large emoji',
      'emoji picker',
      'emoji picker category title',
    ]);
    for (const pair of pairs) expect(pair.ratio, pair.name).toBeGreaterThanOrEqual(4.5);
    expect(() => validateChatColors(colors, { strict: true })).not.toThrow();
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

describe('validateChatColors: contrast', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => warn.mockClear());

  // White on the spec's #4e8cff header (3.2:1), and a sent bubble's text nearly its own colour.
  const faint: ChatColors = {
    ...defaultChatColors,
    header: { bg: '#4e8cff', text: '#ffffff' },
    sentMessage: { bg: '#1f5fd1', text: '#2a6be0' },
  };

  it('warns once, in development, naming every failing pair with its colours and ratio', () => {
    expect(validateChatColors(faint)).toBe(faint);
    expect(warn).toHaveBeenCalledTimes(1);
    const said = String(warn.mock.calls[0]?.[0]);
    expect(said).toContain('[confab] Chat colors fail WCAG AA contrast (4.5:1) in 2 pairs');
    expect(said).toContain('header (header.text #ffffff on header.bg #4e8cff) is 3.');
    expect(said).toContain('sent message (sentMessage.text #2a6be0 on sentMessage.bg #1f5fd1)');
    expect(said).not.toContain('received message');
    // A chat re-themed on every render says it once, not at each render.
    validateChatColors({ ...faint });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('with strict: true, throws a ChatContrastError listing every failing pair and its ratio', () => {
    let error: unknown;
    try {
      validateChatColors(faint, { strict: true });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ChatContrastError);
    const pairs = (error as ChatContrastError).pairs;
    expect(pairs.map((pair) => [pair.textField, pair.bgField])).toEqual([
      ['header.text', 'header.bg'],
      ['sentMessage.text', 'sentMessage.bg'],
    ]);
    expect(pairs[0]?.ratio).toBeCloseTo(contrastRatio('#ffffff', '#4e8cff'), 5);
    expect(pairs[0]?.ratio).toBeLessThan(4.5);
    expect((error as Error).message).toMatch(/header \(header\.text #ffffff on header\.bg #4e8cff\) is 3\.\d\d:1/);
    expect(warn).not.toHaveBeenCalled();
  });

  it('follows the fallbacks the chat draws: the launcher icon takes the header text when it has no icon', () => {
    const colors: ChatColors = { ...defaultChatColors, launcher: { bg: '#0b1b3a' } };
    const launcher = chatContrastPairs(colors).find((pair) => pair.name === 'launcher icon and default avatar');
    expect(launcher).toMatchObject({ textField: 'header.text', text: '#0b1b3a', bg: '#0b1b3a', passes: false });
    expect(() => validateChatColors(colors, { strict: true })).toThrow(/launcher\.bg #0b1b3a/);
  });

  it('still reports missing fields first, and leaves out pairs it cannot compute (named colours)', () => {
    expect(() => validateChatColors({ header: { bg: '#fff' } }, { strict: true })).toThrow(ChatColorsError);
    const named: ChatColors = { ...defaultChatColors, header: { bg: 'white', text: 'white' } };
    expect(chatContrastPairs(named).map((pair) => pair.name)).not.toContain('header');
    expect(() => validateChatColors(named, { strict: true })).not.toThrow();
  });

  it('checks the emoji picker pairs only when a picker is given', () => {
    const { emojiPicker: _omitted, ...withoutPicker } = defaultChatColors;
    expect(chatContrastPairs(withoutPicker).some((pair) => pair.name.startsWith('emoji picker'))).toBe(false);
    const pale = { ...withoutPicker, emojiPicker: { bg: '#ffffff', text: '#1f2933', title: '#b8c3ca' } };
    expect(() => validateChatColors(pale, { strict: true })).toThrow(/emoji picker category title/);
  });
});
