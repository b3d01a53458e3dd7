import { describe, expect, it } from 'vitest';
import { truncateMiddle } from '../../src/text/truncateMiddle.js';

describe('truncateMiddle', () => {
  it('keeps text of 50 characters or fewer whole', () => {
    const fifty = 'a'.repeat(50);
    expect(truncateMiddle(fifty, 50)).toBe(fifty);
    expect(truncateMiddle('short', 50)).toBe('short');
  });

  it('shortens longer text to 50 characters, keeping start and end around an ellipsis', () => {
    const url = 'https://example.com/' + 'x'.repeat(60) + '/end.html';
    const short = truncateMiddle(url, 50);
    expect(Array.from(short)).toHaveLength(50);
    expect(short.startsWith('https://example.com/')).toBe(true);
    expect(short.endsWith('end.html')).toBe(true);
    expect(short).toContain('…');
  });

  it('never cuts an emoji sequence or a combining mark in two', () => {
    const family = '👩‍👩‍👧‍👦';
    const text = family.repeat(30);
    const short = truncateMiddle(text, 9);
    expect(short).toBe(family.repeat(4) + '…' + family.repeat(4));
    expect(truncateMiddle('e\u0301'.repeat(20), 5)).toBe('e\u0301e\u0301…e\u0301e\u0301');
  });

  it('is off for 0 and Infinity', () => {
    const long = 'y'.repeat(500);
    expect(truncateMiddle(long, 0)).toBe(long);
    expect(truncateMiddle(long, Infinity)).toBe(long);
  });
});
