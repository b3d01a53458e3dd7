import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseMatches } from 'autolinker';
import { findLinks, mayHoldLink, PARSE_ARGS } from '../../src/text/findLinks.js';
import { XSS_CORPUS } from './corpus.js';

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

describe('mayHoldLink', () => {
  /** Everything Autolinker's parser finds in `text`, of every kind. */
  const autolinkerFinds = (text: string) => parseMatches(text, PARSE_ARGS).length;

  it('says no for a chat line without a dot, colon, @, # or phone-length digits, which then skips the parser', () => {
    expect(mayHoldLink('m00042 the chat is ready when you are 👍🏽')).toBe(false);
    expect(mayHoldLink('call 555 12')).toBe(false);
    expect(mayHoldLink('meet at 3 (room 12-B) / bring 2')).toBe(false);
    expect(mayHoldLink('')).toBe(false);
  });

  it('says yes for each kind of link', () => {
    for (const text of ['see example.com', 'http://x', 'mailto:a', 'a@b', '#tag', '+1 555 123 4567', '(555) 123-4567'])
      expect(mayHoldLink(text), text).toBe(true);
  });

  it('never says no where Autolinker finds something', () => {
    const linky = [
      ...XSS_CORPUS,
      '+7 123 4567',
      '+7 1234567',
      '(123) 456-7890',
      '123-456-7890',
      '090-1234-5678',
      '03-1234-5678',
      '+38755233976',
      'localhost',
      'www example com',
      'http//example',
      '//example',
    ];
    for (const text of linky) if (autolinkerFinds(text) > 0) expect(mayHoldLink(text), text).toBe(true);
    // Strings from the characters that make up links, phone numbers in particular.
    const piece = fc.constantFrom(...'0123456789+-() /abcxyz.:@#_'.split(''), 'www', 'com', 'http', '\n', 'é', '😀');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        return autolinkerFinds(text) === 0 || mayHoldLink(text);
      }),
      { numRuns: 3000 },
    );
  });
});
