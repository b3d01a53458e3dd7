import { describe, expect, it } from 'vitest';
import { render, cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { hashtagServices, mentionServices, renderMessageText } from '../../src/text/index.js';
import type { HashtagService, MentionService } from '../../src/text/index.js';
import { XSS_CORPUS } from './corpus.js';
import { expectSafe } from './safety.js';

const DELIMITERS = new Set(['*', '/', '_', '~', '`', '^', '¡']);

const fragment = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(...XSS_CORPUS),
  fc.constantFrom(
    'http://example.com',
    'https://example.com/a_b/c*d',
    'www.example.org/path?x=1&y=2',
    'someone@example.com',
    '+1 (555) 555-1234',
    '#topic',
    '@someone',
    '&amp;',
    '&nbsp;',
    '&#x3C;',
    '\n',
    '\r\n',
    '   ',
    '\t',
    'مرحبا بالعالم',
    'שלום',
    '\u202E\u202D\u200F',
    'e\u0301\u0302',
    'Z\u0351\u0360\u036a',
    '👩‍👩‍👧‍👦',
    '👍🏽',
    '🇫🇷',
    '\uD800',
    '\uDC00',
    '\u0000',
    ...DELIMITERS,
  ),
  fc.string({ unit: 'grapheme-ascii', minLength: 100, maxLength: 300 }),
);
const message = fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join(''));
const services = {
  hashtag: fc.constantFrom<HashtagService | false>(false, ...hashtagServices),
  mention: fc.constantFrom<MentionService | false>(false, ...mentionServices),
};

function shown(text: string, options: Parameters<typeof renderMessageText>[1]): HTMLElement {
  cleanup();
  return render(<div>{renderMessageText(text, options)}</div>).container;
}

/** Whether `shown` is `typed` with only style delimiters taken out. */
function isTypedMinusDelimiters(typed: string, visible: string): boolean {
  let v = 0;
  for (let t = 0; t < typed.length; t++) {
    if (typed[t] === visible[v]) v++;
    else if (!DELIMITERS.has(typed[t]!)) return false;
  }
  return v === visible.length;
}

describe('renderMessageText: properties', () => {
  it('shows any text exactly as typed, line breaks and spaces included (no styling, no truncation)', () => {
    fc.assert(
      fc.property(message, services.hashtag, services.mention, (text, hashtag, mention) => {
        const container = shown(text, { hashtag, mention, truncate: 0 });
        expect(container.textContent).toBe(text);
        expectSafe(container);
      }),
      { numRuns: 150 },
    );
  });

  it('with styling, shows the text as typed minus the delimiters it consumed', () => {
    fc.assert(
      fc.property(message, services.hashtag, services.mention, (text, hashtag, mention) => {
        const container = shown(text, { styling: true, hashtag, mention, truncate: 0 });
        expect(isTypedMinusDelimiters(text, container.textContent ?? '')).toBe(true);
        expectSafe(container);
      }),
      { numRuns: 150 },
    );
  });

  it('never puts more than 50 characters in a link, and names each link by its full text', () => {
    fc.assert(
      fc.property(message, (text) => {
        const container = shown(text, { hashtag: 'twitter', mention: 'twitter' });
        for (const link of Array.from(container.querySelectorAll('a'))) {
          const segments = Array.from(new Intl.Segmenter().segment(link.textContent ?? ''));
          expect(segments.length).toBeLessThanOrEqual(50);
          expect(link.getAttribute('aria-label')).toMatch(/ \(opens in a new window\)$/);
        }
        expectSafe(container);
      }),
      { numRuns: 100 },
    );
  });
});
