import { describe, expect, it } from 'vitest';
import { findLinks } from '../../src/text/findLinks.js';
import type { MessageNode } from '../../src/text/nodes.js';
import { parseInline } from '../../src/text/parseInline.js';

const styled = (text: string) => parseInline(text, [], true);
const text = (value: string): MessageNode => ({ kind: 'text', text: value });

describe('parseInline', () => {
  it.each([
    ['*bold*', 'bold'],
    ['/italic/', 'italic'],
    ['_underline_', 'underline'],
    ['~strike~', 'strike'],
    ['^up^', 'superscript'],
    ['¡down¡', 'subscript'],
  ] as const)('styles %s as %s', (source, style) => {
    expect(styled(source)).toEqual([{ kind: 'style', style, children: [text(source.slice(1, -1))] }]);
  });

  it('keeps code content literal', () => {
    expect(styled('run `*not bold* _x_` now')).toEqual([
      text('run '),
      { kind: 'code', text: '*not bold* _x_' },
      text(' now'),
    ]);
  });

  it('nests different delimiters', () => {
    expect(styled('*_both_*')).toEqual([
      { kind: 'style', style: 'bold', children: [{ kind: 'style', style: 'underline', children: [text('both')] }] },
    ]);
  });

  it.each([
    'a/b/c',
    'snake_case_names',
    '2*3*4',
    '/usr/local/bin',
    'C:/Users/me/',
    '~/.config',
    'x^2^y',
    '**',
    '* not *',
  ])('leaves %j as typed', (source) => expect(styled(source)).toEqual([text(source)]));

  it.each(['*unclosed', 'open _and never', '`tick', 'a * b * c'])('leaves the unclosed %j as typed', (source) => {
    expect(styled(source)).toEqual([text(source)]);
  });

  it('opens after punctuation and closes before it', () => {
    expect(styled('(*yes*), "/sure/".')).toEqual([
      text('('),
      { kind: 'style', style: 'bold', children: [text('yes')] },
      text('), "'),
      { kind: 'style', style: 'italic', children: [text('sure')] },
      text('".'),
    ]);
  });

  it('never styles inside a link, but a style may hold a whole link', () => {
    const source = '*see https://example.com/a_(_b_)* ok';
    const nodes = parseInline(source, findLinks(source, { hashtag: false, mention: false, styling: true }), true);
    expect(nodes).toEqual([
      {
        kind: 'style',
        style: 'bold',
        children: [
          text('see '),
          {
            kind: 'link',
            link: {
              kind: 'url',
              start: 5,
              end: 32,
              text: 'https://example.com/a_(_b_)',
              href: 'https://example.com/a_(_b_)',
            },
          },
        ],
      },
      text(' ok'),
    ]);
  });

  it('does not link inside code', () => {
    const source = '`example.com` and example.org';
    const nodes = parseInline(source, findLinks(source, { hashtag: false, mention: false, styling: true }), true);
    expect(nodes.map((n) => n.kind)).toEqual(['code', 'text', 'link']);
  });

  it('returns text and links only when styling is off', () => {
    expect(parseInline('*bold*', [], false)).toEqual([text('*bold*')]);
  });
});
