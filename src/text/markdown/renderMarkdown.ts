import { createElement, Fragment, type ReactNode } from 'react';
import type { Token } from 'markdown-it';
import { findLinks } from '../findLinks.js';
import type { MarkdownRenderOptions } from '../options.js';
import { parseInline } from '../parseInline.js';
import { NEW_WINDOW_NOTE, renderLink, renderNodes } from '../renderNodes.js';
import { safeHref } from '../safeHref.js';
import { TEXT_PROPS } from '../renderMessageText.js';
import { splitBlocks } from './markdownBlocks.js';
import { maxMarkdownLength, parseMarkdown, tokenText } from './parseMarkdown.js';

/**
 * Elements deeper than this are not drawn (their text is kept, in the element above): React renders and
 * commits trees recursively, and thousands of nested `<em>` would exhaust the stack.
 */
const maxDepth = 32;

/**
 * Elements drawn per message at most (past it, the text goes on without marks): React's time grows with
 * elements, and a hostile message can ask for thousands (`*_*_*_...`); a chat message never needs them.
 */
const maxElements = 1000;

/**
 * The elements markdown-it's open/close pairs may become (the token's own tag: `p`, `ul`, `ol`, `li`,
 * `blockquote`, `em`, `strong`, `s`; `a` is drawn apart); any other tag is never created, its text is kept.
 */
const blockAndMarkTags = /^(p|ul|ol|li|blockquote|em|strong|s)$/;

/**
 * An element being built: its tag (or none: its children go to the element above), the token that opened it
 * and that token's place among its siblings, its children, and for a link its safe address.
 */
type Frame = [tag: string | undefined, open: Token | undefined, at: number, children: ReactNode[], href?: string];

/** A fence's language: the first word of its info string, when it is a plain name of at most 32 characters. */
const plainLanguage = /^\s*([\w#+.-]{1,32})(?!\S)/;

/** A fenced code block: the `<pre>` with its code, handed to the code block component when there is one. */
function codeBlock({ content, info }: Token, options: MarkdownRenderOptions): ReactNode {
  const code = content.replace(/\n$/, '');
  const language = plainLanguage.exec(info)?.[1];
  const pre = createElement('pre', { 'data-language': language }, createElement('code', null, code));
  return options.codeBlock ? createElement(options.codeBlock, { code, language, children: pre }) : pre;
}

/**
 * The `<a>` of a Markdown link, named by its text: autolinks (`<https://...>`) and links whose text is their
 * address look like found links; a labelled link has the address it really goes to as its title.
 */
function linkElement(href: string, name: string, auto: boolean, children: ReactNode[], truncate: number, key: number) {
  return auto || name === href
    ? renderLink(
        {
          kind: /^mailto/.test(href) ? 'email' : /^tel/.test(href) ? 'phone' : 'url',
          start: 0,
          end: 0,
          text: name,
          href,
        },
        truncate,
        key,
      )
    : createElement(
        'a',
        {
          href,
          target: '_blank',
          rel: 'noopener noreferrer',
          title: href,
          'aria-label': `${name} ${NEW_WINDOW_NOTE}`,
          'data-link': 'markdown',
        },
        ...children,
      );
}

/**
 * Turns markdown-it's token stream into React elements, without recursion (nesting is a stack of frames):
 * only the tags above, `a` (safe addresses only), `code`, `pre`, `br` and the code block component. A token of
 * any other type shows its source as text. Text outside links is linked (urls, e-mail addresses, phone numbers,
 * and hashtags and mentions when asked); adjacent text (markdown-it splits it at delimiters it did not pair) is
 * linked as one run, once.
 */
function buildElements(tokens: readonly Token[], options: MarkdownRenderOptions): Part {
  const stack: Frame[] = [[undefined, undefined, 0, []]];
  const top = () => stack[stack.length - 1]![3];
  // Inside a link (links do not nest); elements drawn (frames with a tag) below the top; elements made so far.
  let inLink = false;
  let drawn = 0;
  let made = 0;
  let text = '';
  const canDraw = () => drawn < maxDepth && made < maxElements;
  const flush = () => {
    const found = text && !inLink ? findLinks(text, { ...options, styling: false }) : [];
    if (text) top().push(found.length ? renderNodes(parseInline(text, found, false), options.truncate) : text);
    text = '';
  };
  /** A leaf element (code span, line break) when one may be drawn, else its text. */
  const leaf = (tag: string, content?: string) =>
    canDraw() && ++made ? createElement(tag, null, content) : (content ?? '\n');

  const visit = (token: Token, at: number, siblings: readonly Token[]): void => {
    const { type, content, nesting } = token;
    if (type === 'text') {
      text += content;
      return;
    }
    flush();
    if (/^link_/.test(type)) inLink = nesting > 0;
    if (type === 'inline') return (token.children!.forEach(visit), flush());
    if (nesting === 1) {
      const href = type === 'link_open' ? safeHref(String(token.attrGet('href'))) : undefined;
      // A tight list's paragraphs are hidden: their text sits in the list item.
      const tag = canDraw() && !token.hidden && (href ? 'a' : blockAndMarkTags.exec(token.tag)?.[0]);
      if (tag) {
        drawn += 1;
        made += 1;
      }
      stack.push([tag || undefined, token, at, [], href]);
      return;
    }
    if (nesting === -1) {
      const [tag, open, from, children, href] = stack.pop()!;
      if (!tag) return void top().push(...children);
      drawn -= 1;
      top().push(
        href
          ? linkElement(
              href,
              siblings
                .slice(from + 1, at)
                .map(tokenText)
                .join(''),
              open!.markup === 'autolink',
              children,
              options.truncate,
              top().length,
            )
          : createElement(tag, { start: open!.attrGet('start') }, ...children),
      );
      return;
    }
    top().push(
      type === 'code_inline'
        ? leaf('code', content)
        : type === 'hardbreak'
          ? leaf('br')
          : type === 'softbreak'
            ? '\n'
            : type === 'fence'
              ? codeBlock(token, options)
              : content,
    );
  };

  tokens.forEach(visit);
  flush();
  return { nodes: stack[0]![3], made };
}

/** One part of a message drawn: its elements, and how many it made (a message draws at most `maxElements`). */
interface Part {
  nodes: ReactNode[];
  made: number;
}

/**
 * Complete parts kept, by their source and options, with the code block component they were drawn with: a few
 * long answers' worth. Past it the cache starts again empty (an answer streaming refills it with its own parts).
 */
const partsKept = 2000;
const kept = new Map<string, [MarkdownRenderOptions['codeBlock'], Part | undefined]>();

/** A part parsed and drawn, or undefined when it must be shown as plain text (nested past the parser's limit). */
function drawPart(source: string, options: MarkdownRenderOptions): Part | undefined {
  const tokens = parseMarkdown(source);
  return tokens && buildElements(tokens, options);
}

/** A complete part drawn with these options: kept from before, or drawn now and kept. */
function keptPart(source: string, options: MarkdownRenderOptions): Part | undefined {
  const key = `${options.hashtag}|${options.mention}|${options.truncate}|${source}`;
  let part = kept.get(key);
  if (!part || part[0] !== options.codeBlock) {
    if (kept.size >= partsKept) kept.clear();
    kept.set(key, (part = [options.codeBlock, drawPart(source, options)]));
  }
  return part[1];
}

/** The message's element, of its parts: each a fragment, so the blocks of a part keep their DOM nodes. */
const messageElement = (parts: (Part | undefined)[]) =>
  createElement(
    'div',
    { ...TEXT_PROPS, 'data-markdown': '' },
    ...parts.map((part) => createElement(Fragment, null, ...part!.nodes)),
  );

/**
 * A Markdown message parsed and drawn whole, in one pass: the `<div data-message-text data-markdown>` of its
 * blocks, or `undefined` when it must be shown as plain linked text (nested deeper than markdown-it follows).
 */
export function renderMarkdownOnce(text: string, options: MarkdownRenderOptions): ReactNode {
  const part = drawPart(text, options);
  return part && messageElement([part]);
}

/**
 * A Markdown message as one element: a `<div data-message-text data-markdown>` of its blocks; a message longer
 * than `maxMarkdownLength` as typed, in a `<span data-message-text>` (linking it would cost as much as the parse
 * saved); `undefined` when it must be shown as plain linked text instead (nested deeper than markdown-it follows).
 *
 * A message that grows (an answer streaming) is not parsed whole each time: it is cut into parts that parse
 * alone as they do together (`splitBlocks`), each complete part is parsed once and kept by its source, and only
 * the open last part is parsed again. Each part is a fragment, so the blocks of a part keep their DOM nodes as
 * the part grows (a code block and its copy button). The elements are those of a parse of the whole.
 */
export function renderMarkdown(text: string, options: MarkdownRenderOptions): ReactNode {
  if (text.length > maxMarkdownLength) return createElement('span', TEXT_PROPS, text);
  const sources = splitBlocks(text);
  const last = sources.pop()!;
  const parts = [...sources.map((source) => keptPart(source, options)), drawPart(last, options)];
  let made = 0;
  for (const part of parts) made += part ? part.made : maxElements + 1;
  // A part shown as plain text, or more elements than a message draws: the whole decides, as in one parse.
  return made > maxElements ? renderMarkdownOnce(text, options) : messageElement(parts);
}
