import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { linkedText } from '../../src/chat/linkedText.js';
import { createLruCache } from '../../src/internal/createLruCache.js';

describe('createLruCache', () => {
  it('makes a value once, keeps at most limit entries and drops the least recently used', () => {
    const cache = createLruCache<string, number>(2);
    let made = 0;
    const make = () => (made += 1);
    expect(cache.get('a', make)).toBe(1);
    expect(cache.get('a', make)).toBe(1);
    cache.get('b', make);
    cache.get('a', make);
    cache.get('c', make);
    expect(cache.size).toBe(2);
    expect(made).toBe(3);
    expect(cache.get('a', make)).toBe(1);
    expect(cache.get('b', make)).toBe(4);
  });
});

describe('linkedText', () => {
  it('links a text once and gives the same nodes back, per styling', () => {
    const text = 'see https://example.com *now*';
    expect(linkedText(text, false)).toBe(linkedText(text, false));
    expect(linkedText(text, true)).not.toBe(linkedText(text, false));
    render(<p>{linkedText(text, true)}</p>);
    expect(screen.getByRole('link', { name: /example\.com/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('now').tagName).toMatch(/^(STRONG|B)$/);
  });
});
