import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { linkify } from '../../src/text/index.js';

describe('linkify', () => {
  it('links without styling and keeps every other character', () => {
    const { container } = render(<p>{linkify('*hi* see example.com/*x*')}</p>);
    expect(container.textContent).toBe('*hi* see example.com/*x*');
    expect(container.querySelector('strong')).toBeNull();
    expect(screen.getByRole('link')).toHaveAttribute('href', 'http://example.com/*x*');
  });

  it('links hashtags and mentions when asked', () => {
    render(<p>{linkify('#a @bcd', { hashtag: 'instagram', mention: 'instagram' })}</p>);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'https://instagram.com/explore/tags/a',
      'https://instagram.com/bcd',
    ]);
  });

  it('throws a TypeError for an invalid service', () => {
    expect(() => linkify('x', { hashtag: 'orkut' as never })).toThrow(TypeError);
  });
});
