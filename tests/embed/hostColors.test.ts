import { describe, expect, it } from 'vitest';
import { hostChatColors } from '../../src/embed/hostColors.js';
import { darkChatColors, defaultChatColors, tokens } from '../../src/theme/index.js';

const style = (properties: Record<string, string>) => ({ getPropertyValue: (name: string) => properties[name] ?? '' });

describe("chat colours from the host page's custom properties", () => {
  it("takes each property the host set, and the scheme's colour for the rest", () => {
    const colors = hostChatColors(
      style({ '--confab-colors-headerBg': ' #123456 ', '--confab-colors-sentMessageText': '#fefefe' }),
      darkChatColors,
      tokens.colors,
    );
    expect(colors.header).toEqual({ bg: '#123456', text: darkChatColors.header.text });
    expect(colors.sentMessage).toEqual({ bg: darkChatColors.sentMessage.bg, text: '#fefefe' });
    expect(colors.userInput).toEqual(darkChatColors.userInput);
  });

  it("ignores the element's own defaults, so the dark scheme is not undone by them", () => {
    const colors = hostChatColors(
      style({ '--confab-colors-headerBg': tokens.colors.headerBg.toUpperCase() }),
      darkChatColors,
      tokens.colors,
    );
    expect(colors.header.bg).toBe(darkChatColors.header.bg);
    expect(hostChatColors(style({}), defaultChatColors, tokens.colors).launcher.bg).toBe(defaultChatColors.launcher.bg);
  });
});
