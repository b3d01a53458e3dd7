import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createEmojiConverter } from '../../src/emoji/index.js';

describe('createEmojiConverter', () => {
  it('defaults to apple, native: shortcodes become characters, the rest stays', () => {
    const converter = createEmojiConverter();
    expect(converter.style).toBe('apple');
    expect(converter.mode).toBe('native');
    const { container } = render(<p>{converter.render('Nice :+1::skin-tone-3: 😀 <b>')}</p>);
    expect(container.textContent).toBe('Nice 👍🏼 😀 <b>');
    expect(container.querySelector('img, [role="img"]')).toBeNull();
  });

  it('replaces shortcodes in a string', () => {
    expect(createEmojiConverter().replaceShortcodes('go :rocket: :unknown: 😀')).toBe('go 🚀 :unknown: 😀');
  });

  it('draws one image per emoji from the host path, named by the emoji and its name', () => {
    const converter = createEmojiConverter({ style: 'twitter', mode: 'image', imagePath: '/emoji/twitter/64' });
    render(<p>{converter.render('hi :wave::skin-tone-4: and 👩‍💻')}</p>);
    const wave = screen.getByRole('img', { name: '👋🏽 waving hand sign, medium skin tone' });
    expect(wave).toHaveAttribute('src', '/emoji/twitter/64/1f44b-1f3fd.png');
    expect(wave).toHaveAttribute('alt', '👋🏽 waving hand sign, medium skin tone');
    expect(screen.getByRole('img', { name: '👩‍💻 woman technologist' })).toHaveAttribute(
      'src',
      '/emoji/twitter/64/1f469-200d-1f4bb.png',
    );
  });

  it('cuts emoji from the sprite sheet', () => {
    const converter = createEmojiConverter({ style: 'google', mode: 'sheet', sheetPath: '/sheets/google-64.png' });
    render(<p>{converter.render(':grinning:')}</p>);
    const image = screen.getByRole('img', { name: '😀 grinning face' });
    expect(image.style.backgroundImage).toContain('/sheets/google-64.png');
    // grinning is at column 32, row 47 of the 62 x 62 sheet of 66 px cells.
    const percent = (index: number) => ((100 * (index * 66 + 1)) / (62 * 66 - 64)).toFixed(4);
    expect(image.style.backgroundPosition).toBe(`${percent(32)}% ${percent(47)}%`);
  });

  it('leaves an emoji the style has no image for as its character', () => {
    const converter = createEmojiConverter({ style: 'facebook', mode: 'image', imagePath: '/fb/' });
    const { container } = render(<p>{converter.render('©️ :grinning:')}</p>);
    expect(container.textContent).toBe('©️ ');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('finds one emoji by character or shortcode, in a skin tone', () => {
    const converter = createEmojiConverter();
    expect(converter.find(':+1:')?.emoji).toBe('👍');
    expect(converter.find('+1', 5)?.emoji).toBe('👍🏾');
    expect(converter.find('👍', 2)?.name).toBe('thumbs up sign, light skin tone');
    expect(converter.find('😀', 3)).toBeUndefined();
    expect(converter.find('nothing')).toBeUndefined();
  });

  it('throws a TypeError for an unknown style or mode, or a missing path', () => {
    expect(() => createEmojiConverter({ style: 'emojione' as never })).toThrow(
      new TypeError('Invalid emoji style "emojione": expected one of apple, google, twitter, facebook.'),
    );
    expect(() => createEmojiConverter({ mode: 'svg' as never })).toThrow(/expected one of native, image, sheet/);
    // The types refuse these (tests/types/publicTypes.ts); untyped code still gets a clear TypeError.
    expect(() => createEmojiConverter({ mode: 'image' } as never)).toThrow(TypeError);
    expect(() => createEmojiConverter({ mode: 'sheet' } as never)).toThrow(TypeError);
    expect(() => createEmojiConverter({ sheetSize: 48 as never })).toThrow(/expected one of 16, 20, 32, 64/);
  });

  it('renders null, undefined and markup safely', () => {
    const converter = createEmojiConverter({ mode: 'image', imagePath: '/e/' });
    const { container } = render(
      <p>
        {converter.render(null as never)}
        {converter.render('<img src=x onerror=alert(1)> :smile:')}
      </p>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')).toHaveAttribute('src', '/e/1f604.png');
  });
});
