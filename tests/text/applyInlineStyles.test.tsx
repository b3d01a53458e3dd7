import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { applyInlineStyles } from '../../src/text/index.js';

describe('applyInlineStyles', () => {
  it('styles without linking', () => {
    const { container } = render(<p>{applyInlineStyles('*bold* at example.com')}</p>);
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('bold at example.com');
  });

  it('leaves unbalanced delimiters as typed', () => {
    const typed = '*a _b ~c `d ^e ¡f /g';
    const { container } = render(<p>{applyInlineStyles(typed)}</p>);
    expect(container.textContent).toBe(typed);
  });

  it('keeps code literal inside other styles', () => {
    const { container } = render(<p>{applyInlineStyles('*use `_x_` here*')}</p>);
    expect(container.querySelector('strong code')).toHaveTextContent('_x_');
    expect(container.querySelector('u')).toBeNull();
  });
});
