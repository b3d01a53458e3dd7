import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/dom';
import { render18 as render } from './render.js';
import { applyInlineStyles, linkify, renderMessageText } from '../../src/text/index.js';
import { createEmojiConverter } from '../../src/emoji/index.js';

describe('text and emoji output on React 18.3', () => {
  it('renders linked, styled message text', () => {
    render(
      <p>
        {renderMessageText('see example.com and *this*', { styling: true })}
        {linkify(' mail ada@example.com')}
        {applyInlineStyles(' /quiet/')}
      </p>,
    );
    expect(screen.getByRole('link', { name: 'example.com (opens in a new window)' })).toHaveAttribute(
      'href',
      'http://example.com',
    );
    expect(screen.getByRole('link', { name: /ada@example\.com/ })).toHaveAttribute('href', 'mailto:ada@example.com');
    expect(screen.getByText('this').tagName).toBe('STRONG');
    expect(screen.getByText('quiet').tagName).toBe('EM');
  });

  it('renders emoji as images with alt text', () => {
    const convert = createEmojiConverter({ mode: 'image', imagePath: '/emoji/' });
    render(<p>{convert.render('hi :+1::skin-tone-3:')}</p>);
    const image = screen.getByRole('img');
    expect(image.getAttribute('alt')).toMatch(/^👍🏼 /);
    expect(image.getAttribute('src')).toMatch(/^\/emoji\/.+\.png$/);
  });
});
