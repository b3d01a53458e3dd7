import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  contrastRatio,
  createChatTheme,
  darkBaseColors,
  darkChatColors,
  defaultChatColors,
  followColorScheme,
  getCssText,
  inheritedThemeClass,
  lightBaseColors,
  type BaseColors,
} from '../../src/theme/index.js';
import { SlideCaptcha, VerifyButton } from '../../src/captcha/index.js';
import { slideData } from '../captcha/helpers.js';

/** Every text/background pair the captchas and the verify button draw, and the non-text ones (3:1). */
function pairs(c: BaseColors): [string, string, string, number][] {
  return [
    ['text on surface', c.text, c.surface, 4.5],
    ['muted text on surface (icons, title aside)', c.textMuted, c.surface, 4.5],
    ['muted text on raised surface (loading)', c.textMuted, c.surfaceRaised, 4.5],
    ['error text on raised surface', c.danger, c.surfaceRaised, 4.5],
    ['confirm button', c.accentText, c.accent, 4.5],
    ['link ("try another way") on surface', c.accent, c.surface, 4.5],
    ['success banner', c.accentText, c.success, 4.5],
    ['failure banner', c.dangerText, c.danger, 4.5],
    ['verify button, default', c.accent, c.surface, 4.5],
    ['verify button, warn', c.warning, c.surface, 4.5],
    ['verify button, error', c.danger, c.surface, 4.5],
    ['verify button, success', c.success, c.surface, 4.5],
    ['tooltip', c.tooltipText, c.tooltipBg, 4.5],
    ['dot number', c.accentText, c.accent, 4.5],
    ['focus ring on surface', c.focus, c.surface, 3],
    ['focus ring on raised surface', c.focus, c.surfaceRaised, 3],
    ['slider track border', c.border, c.surface, 3],
  ];
}

describe('captcha colour sets', () => {
  it.each([
    ['light', lightBaseColors],
    ['dark', darkBaseColors],
  ])('%s set: every pair passes WCAG AA', (_name, colors) => {
    for (const [pair, fg, bg, minimum] of pairs(colors)) {
      expect(contrastRatio(fg, bg), `${pair}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(minimum);
    }
  });

  it('darkens the captcha tokens inside createChatTheme(darkChatColors), and only there', () => {
    const css = () => getCssText();
    const dark = createChatTheme(darkChatColors);
    const light = createChatTheme({ ...defaultChatColors, header: { bg: '#123456', text: '#ffffff' } });
    render(<div className={dark.className} />);
    render(<div className={light.className} />);
    const rule = (className: string) => new RegExp(`\\.${className}\\s*\\{[^}]*--confab-colors-surface:\\s*([^;]+);`);
    expect(css().match(rule(dark.className))?.[1]).toBe(darkBaseColors.surface);
    expect(css().match(rule(light.className))?.[1]).toBe(lightBaseColors.surface);
  });

  it('follows the host’s prefers-color-scheme with followColorScheme()', () => {
    const className = followColorScheme();
    render(<div className={className} />);
    const css = getCssText();
    const media = css.slice(css.indexOf('@media (prefers-color-scheme: dark)'));
    expect(media).toMatch(
      new RegExp(`\\.${className}\\s*\\{[^}]*--confab-colors-surface:\\s*${darkBaseColors.surface}`),
    );
    expect(media).toMatch(new RegExp(`--confab-colors-headerBg:\\s*${darkChatColors.header.bg}`));
  });

  it('carries the theme of the wrapper into the verify button’s portalled panel', async () => {
    const user = userEvent.setup();
    const dark = createChatTheme(darkChatColors).className;
    render(
      <div className={`page ${dark}`}>
        <VerifyButton locale="en" captcha={<SlideCaptcha locale="en" data={slideData} />} />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Click to verify' }));
    const panel = screen.getByRole('dialog', { name: 'Human verification' });
    expect(panel.closest('.page')).toBeNull();
    expect(panel).toHaveClass(dark);
    expect(inheritedThemeClass(document.body)).toBeUndefined();
  });
});
