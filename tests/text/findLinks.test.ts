import { describe, expect, it } from 'vitest';
import { findLinks } from '../../src/text/findLinks.js';

const off = { hashtag: false, mention: false } as const;
const texts = (text: string, options: Parameters<typeof findLinks>[1] = off) =>
  findLinks(text, options).map((l) => `${l.kind}:${l.text}`);

describe('findLinks', () => {
  it('reads the message as plain text: what looks like a tag is text, and a url inside it is linked', () => {
    expect(texts('<a href="http://example.com">x</a> <script>example.org</script>')).toEqual([
      'url:http://example.com',
      'url:example.org',
    ]);
  });

  it('keeps the longer of two matches at one place (an e-mail over a url)', () => {
    expect(texts('google.com@example.com')).toEqual(['email:google.com@example.com']);
  });

  it('leaves hashtags and mentions out unless asked, and never takes a url anchor for a hashtag', () => {
    expect(texts('#a @bcd example.com/#a')).toEqual(['url:example.com/#a']);
    expect(texts('#a @bcd example.com/#a', { hashtag: 'twitter', mention: 'twitter' })).toEqual([
      'hashtag:#a',
      'mention:@bcd',
      'url:example.com/#a',
    ]);
  });

  it('with styling, gives a trailing delimiter back to the style it closes, and only then', () => {
    expect(texts('*see example.com/a*', { ...off, styling: true })).toEqual(['url:example.com/a']);
    expect(texts('see example.com/a*', { ...off, styling: true })).toEqual(['url:example.com/a*']);
    expect(texts('*see example.com/a*', off)).toEqual(['url:example.com/a*']);
  });

  it('returns offsets into the text', () => {
    const text = 'a 😀 b example.com';
    const [link] = findLinks(text, off);
    expect(text.slice(link!.start, link!.end)).toBe('example.com');
  });
});
