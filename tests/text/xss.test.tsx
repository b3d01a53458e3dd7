import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { renderMessageText } from '../../src/text/index.js';
import { XSS_CORPUS } from './corpus.js';
import { expectSafe } from './safety.js';

describe('renderMessageText: XSS corpus', () => {
  it.each(XSS_CORPUS)('renders %j as text, with no markup, no script and no unsafe href', (payload) => {
    const { container } = render(
      <div>{renderMessageText(payload, { styling: true, hashtag: 'twitter', mention: 'twitter' })}</div>,
    );
    expectSafe(container);
    expect(container.querySelector('script, img, svg, iframe, style, math, b')).toBeNull();
  });

  it.each(XSS_CORPUS)('shows %j exactly as typed when styling is off', (payload) => {
    const { container } = render(<div>{renderMessageText(payload, { truncate: 0 })}</div>);
    expect(container.textContent).toBe(payload);
    expectSafe(container);
  });

  it('does not turn javascript:, data: or vbscript: addresses into links', () => {
    const { container } = render(
      <div>{renderMessageText('javascript:alert(1) data:text/html,x vbscript:y javascript://example.com/%0A1')}</div>,
    );
    expect(container.querySelectorAll('a')).toHaveLength(0);
  });
});
