import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import {
  ChatColorsError,
  createChatTheme,
  darkChatColors,
  defaultChatColors,
  getCssText,
  styled,
  type ChatColors,
} from '../../src/theme/index.js';

const Header = styled('div', { backgroundColor: '$headerBg', color: '$headerText' });

describe('createChatTheme', () => {
  it('gives a class that sets the chat colour tokens, which components read', () => {
    const dark = createChatTheme(darkChatColors);
    render(
      <div className={dark.className}>
        <Header>Title</Header>
      </div>,
    );
    expect(screen.getByText('Title').className).toMatch(/confab/);
    const css = getCssText();
    // jsdom's CSSOM puts a space after each colon; a server's getCssText() does not.
    expect(css).toMatch(new RegExp(`--confab-colors-headerBg:\\s*${darkChatColors.header.bg}`));
    expect(css).toMatch(/background-color:\s*var\(--confab-colors-headerBg\)/);
  });

  it('defines the default chat colours on the root theme', () => {
    createChatTheme(defaultChatColors);
    expect(getCssText()).toMatch(new RegExp(`--confab-colors-launcherBg:\\s*${defaultChatColors.launcher.bg}`));
  });

  it('returns the same theme for the same colours', () => {
    expect(createChatTheme({ ...darkChatColors })).toBe(createChatTheme(darkChatColors));
  });

  it('validates first: missing fields throw ChatColorsError', () => {
    expect(() => createChatTheme({ header: { bg: '#fff', text: '#000' } } as ChatColors)).toThrow(ChatColorsError);
  });
});
