import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { streamingView } from '../../src/text/markdown/markdownBlocks.js';
import { MarkdownText } from '../../src/chat/MarkdownText.js';

describe('a streaming message whose first paragraph opens with a mark', () => {
  it('shows the mark closed from the first character on', () => {
    expect(streamingView('*it')).toBe('*it*');
    expect(streamingView('**bo')).toBe('**bo**');
    expect(streamingView('`co')).toBe('`co`');
  });

  it('never shows a raw mark that later turns into emphasis', () => {
    const text = '**Strong** start, then *em* and `code` end.';
    const { container, rerender } = render(<MarkdownText text="" streaming />);
    for (let end = 1; end <= text.length; end += 1) {
      rerender(<MarkdownText text={text.slice(0, end)} streaming />);
      expect(container.textContent).not.toMatch(/\*|`/);
    }
  });
});
