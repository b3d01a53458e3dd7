import { describe, expect, it } from 'vitest';
import { safeHref } from '../../src/text/safeHref.js';

describe('safeHref', () => {
  it.each(['http://example.com', 'HTTPS://EXAMPLE.COM/a?b=c', 'mailto:a@example.com', 'tel:+15555551234'])(
    'lets %s through',
    (href) => expect(safeHref(href)).toBe(href),
  );

  it('gives a protocol-relative address https', () => {
    expect(safeHref('//example.com/a')).toBe('https://example.com/a');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'http://example.com/\nx',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.com',
    'file:///etc/passwd',
    '/relative',
  ])('refuses %j', (href) => expect(safeHref(href)).toBeUndefined());
});
