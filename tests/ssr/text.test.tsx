import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { applyInlineStyles, linkify, renderMessageText } from '../../src/text/index.js';
import { createEmojiConverter, emojiCategories } from '../../src/emoji/index.js';

describe('text and emoji on the server', () => {
  it('runs without a window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders message text to escaped HTML with safe links', () => {
    const html = renderToString(
      <p>{renderMessageText('*Hi* <script>alert(1)</script> see example.com', { styling: true })}</p>,
    );
    expect(html).toContain('<strong>Hi</strong>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="http://example.com" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('white-space:pre-wrap');
  });

  it('renders linkify and applyInlineStyles output', () => {
    expect(renderToString(<p>{linkify('mail me@example.com')}</p>)).toContain('href="mailto:me@example.com"');
    expect(renderToString(<p>{applyInlineStyles('/so/ `x`')}</p>)).toBe('<p><em>so</em> <code>x</code></p>');
  });

  it('renders emoji in every mode', () => {
    expect(emojiCategories).toHaveLength(5);
    const image = createEmojiConverter({ style: 'twitter', mode: 'image', imagePath: '/emoji/twitter/64/' });
    expect(renderToString(<p>{image.render(':wave:')}</p>)).toContain('src="/emoji/twitter/64/1f44b.png"');
    const sheet = createEmojiConverter({ mode: 'sheet', sheetPath: '/s.png' });
    expect(renderToString(<p>{sheet.render('😀')}</p>)).toContain('role="img"');
    expect(renderToString(<p>{createEmojiConverter().render(':wave:')}</p>)).toBe('<p>👋</p>');
  });
});
