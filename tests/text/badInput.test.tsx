import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { applyInlineStyles, linkify, renderMessageText } from '../../src/text/index.js';

// Big inputs get a generous timeout so a busy machine does not fail them; speed is measured in bench/.
describe('bad input', () => {
  it.each([null, undefined, ''])('renders %j as nothing, without throwing', (value) => {
    const { container } = render(<div>{renderMessageText(value as unknown as string)}</div>);
    expect(container.textContent).toBe('');
    render(<div>{linkify(value as unknown as string)}</div>);
    render(<div>{applyInlineStyles(value as unknown as string)}</div>);
  });

  it('renders a number or an object from a JavaScript caller as its string', () => {
    const { container } = render(<div>{renderMessageText(42 as unknown as string)}</div>);
    expect(container).toHaveTextContent('42');
  });

  it('accepts null options', () => {
    expect(() => renderMessageText('x', null as never)).not.toThrow();
  });

  it('renders 10,000 links in one message', () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `https://example.com/${i}`).join(' ');
    const { container } = render(<div>{renderMessageText(text)}</div>);
    // Role queries over 10,000 elements are slow in jsdom; the elements are what matter here.
    const links = container.querySelectorAll('a[href][target="_blank"][aria-label]');
    expect(links).toHaveLength(10_000);
    expect(links[9_999]).toHaveAttribute('href', 'https://example.com/9999');
  }, 60_000);

  it('renders 1 MB of text, styled and linked, showing every character', () => {
    const line = 'Hello *world*, see example.com/a_b and write me@example.com about 2*3*4 /tmp/x\n';
    const text = line.repeat(Math.ceil(1_000_000 / line.length));
    const { container } = render(<div>{renderMessageText(text, { styling: true, hashtag: 'twitter' })}</div>);
    expect(container.querySelectorAll('strong')).toHaveLength(Math.ceil(1_000_000 / line.length));
    expect(container.textContent).toBe(text.replaceAll('*world*', 'world'));
  }, 60_000);

  it('renders 1 MB with no space and unbalanced delimiters', () => {
    const text = '*_~`^¡/'.repeat(150_000);
    const { container } = render(<div>{renderMessageText(text, { styling: true })}</div>);
    expect(container.textContent).toBe(text);
  }, 60_000);

  it('keeps lone surrogates as they are', () => {
    const text = 'a\uD800b \uDC00 *\uD83D* example.com\uDE00';
    const { container } = render(<div>{renderMessageText(text, { truncate: 0 })}</div>);
    expect(container.textContent).toBe(text);
  });
});
