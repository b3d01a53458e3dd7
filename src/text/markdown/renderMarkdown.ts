import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import type { Token } from 'markdown-it';
import { findLinks } from '../findLinks.js';
import type { CodeBlockProps, MarkdownRenderOptions } from '../options.js';
import { parseInline } from '../parseInline.js';
import { NEW_WINDOW_NOTE, renderLink, renderNodes } from '../renderNodes.js';
import { safeHref } from '../safeHref.js';
import { TEXT_PROPS } from '../renderMessageText.js';
import { splitBlocks } from './markdownBlocks.js';
import { maxMarkdownLength, parseMarkdown } from './parseMarkdown.js';

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

/** The element each markdown-it open/close pair becomes; nothing else is ever created from a token's type. */
const tags: Readonly<Record<string, string>> = {
  paragraph: 'p',
  bullet_list: 'ul',
  ordered_list: 'ol',
  list_item: 'li',
  blockquote: 'blockquote',
  em: 'em',
  strong: 'strong',
  s: 's',
};

/** An element being built: its tag (or none: its children go to the element above), props and children. */
interface Frame {
  tag: string | undefined;
  props: Record<string, unknown>;
  children: ReactNode[];
  /** Its text as read, for a link's accessible name. */
  plain: string;
  /** For a link: its safe address, and whether it was an autolink (`<https://...>`). */
  link?: { href: string; auto: boolean };
}

const frame = (tag: string | undefined, props: Record<string, unknown> = {}): Frame => ({
  tag,
  props,
  children: [],
  plain: '',
});

const plainLanguage = /^[\w#+.-]{1,32}$/;

function codeBlock(token: Token, key: number, component: ComponentType<CodeBlockProps> | undefined): ReactNode {
  const code = token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content;
  const word = token.info.trim().split(/\s/, 1)[0] ?? '';
  const language = plainLanguage.test(word) ? word : undefined;
  const pre = createElement('pre', { key, 'data-language': language }, createElement('code', null, code));
  return component ? createElement(component, { key, code, language, children: pre }) : pre;
}

/** The `<a>` of a Markdown link: autolinks and links whose text is their address look like found links. */
function linkElement(done: Frame, key: number, truncate: number): ReactNode {
  const { href, auto } = done.link!;
  if (auto || done.plain === href) {
    const kind = href.startsWith('mailto:') ? 'email' : href.startsWith('tel:') ? 'phone' : 'url';
    return renderLink({ kind, start: 0, end: done.plain.length, text: done.plain, href }, truncate, key);
  }
  // A labelled link: the address it really goes to is its title (shown on hover), the label its name.
  return createElement(
    'a',
    {
      key,
      href,
      target: '_blank',
      rel: 'noopener noreferrer',
      title: href,
      'aria-label': `${done.plain} ${NEW_WINDOW_NOTE}`,
      'data-link': 'markdown',
    },
    done.children,
  );
}

// Every link Autolinker finds has one of these: a url's dot or colon, an address's @, a phone's digits, a #tag.
const mayHoldLink = /[.:@#\d]/;

/** Text outside links: urls, e-mail addresses, phone numbers (and hashtags and mentions when asked) linked. */
function linkedText(text: string, key: number, options: MarkdownRenderOptions): ReactNode {
  if (!mayHoldLink.test(text)) return text;
  const links = findLinks(text, { hashtag: options.hashtag, mention: options.mention });
  if (links.length === 0) return text;
  return createElement(Fragment, { key }, renderNodes(parseInline(text, links, false), options.truncate));
}

/**
 * Turns markdown-it's token stream into React elements, without recursion (nesting is a stack of frames):
 * only the tags above, `a` (safe addresses only), `code`, `pre`, `br` and the code block component. A token of
 * any other type shows its source as text.
 */
function buildElements(tokens: readonly Token[], options: MarkdownRenderOptions): Part {
  const stack: Frame[] = [frame(undefined)];
  let linkDepth = 0;
  // Frames that draw an element (those with a tag), below the top; elements made so far.
  let drawn = 0;
  let made = 0;
  const canDraw = () => drawn < maxDepth && made < maxElements;
  /** Whether a leaf element (code, line break) may be drawn; counts it if so. */
  const drawLeaf = () => canDraw() && (made += 1) > 0;
  const top = () => stack[stack.length - 1]!;
  // Adjacent text (markdown-it splits it at delimiters it did not pair) is linked as one run, once.
  let pendingText = '';
  const flushText = () => {
    if (!pendingText) return;
    const text = pendingText;
    pendingText = '';
    top().children.push(linkDepth > 0 ? text : linkedText(text, top().children.length, options));
    top().plain += text;
  };
  const add = (node: ReactNode, plain: string) => {
    top().children.push(node);
    top().plain += plain;
  };
  const push = (next: Frame) => {
    if (next.tag !== undefined) {
      drawn += 1;
      made += 1;
    }
    stack.push(next);
  };

  const open = (token: Token, base: string) => {
    let tag = tags[base];
    const props: Record<string, unknown> = {};
    if (base === 'link') {
      const href = safeHref(String(token.attrGet('href') ?? ''));
      linkDepth += 1;
      const next = frame(href && canDraw() ? 'a' : undefined, props);
      if (href && next.tag) next.link = { href, auto: token.markup === 'autolink' };
      push(next);
      return;
    }
    if (base === 'ordered_list') {
      const start = Number(token.attrGet('start') ?? 1);
      if (start !== 1) props.start = start;
    }
    // A tight list's paragraphs are hidden: their text sits in the list item.
    if (token.hidden || !canDraw()) tag = undefined;
    push(frame(tag, props));
  };

  const close = (base: string) => {
    if (stack.length === 1) return;
    const done = stack.pop()!;
    if (done.tag !== undefined) drawn -= 1;
    if (base === 'link') linkDepth -= 1;
    const parent = top();
    const key = parent.children.length;
    if (done.tag === undefined) parent.children.push(...done.children);
    else if (done.link) parent.children.push(linkElement(done, key, options.truncate));
    else parent.children.push(createElement(done.tag, { ...done.props, key }, done.children));
    parent.plain += done.plain;
  };

  const visit = (token: Token) => {
    if (token.type === 'text') {
      pendingText += token.content;
      return;
    }
    flushText();
    const key = top().children.length;
    if (token.nesting === 1) return open(token, token.type.slice(0, -'_open'.length));
    if (token.nesting === -1) return close(token.type.slice(0, -'_close'.length));
    switch (token.type) {
      case 'inline':
        for (const child of token.children ?? []) visit(child);
        return flushText();
      case 'code_inline':
        return add(drawLeaf() ? createElement('code', { key }, token.content) : token.content, token.content);
      case 'softbreak':
        return add('\n', '\n');
      case 'hardbreak':
        return add(drawLeaf() ? createElement('br', { key }) : '\n', '\n');
      case 'fence':
        return add(codeBlock(token, key, options.codeBlock), token.content);
      default:
        return add(token.content, token.content);
    }
  };

  for (const token of tokens) visit(token);
  flushText();
  return { nodes: stack[0]!.children, made };
}

/** One part of a message drawn: its elements, and how many it made (a message draws at most `maxElements`). */
interface Part {
  nodes: ReactNode[];
  made: number;
}

/**
 * Complete parts kept, by their source, per code block component and options: a few long answers' worth. Past
 * it the cache starts again empty (an answer streaming refills it with its own parts at once).
 */
const partsKept = 2000;
const noCodeBlock = {};
const partCaches = new WeakMap<object, Map<string, Part | null>>();

/** A complete part drawn with these options: kept from before, or drawn now and kept. */
function keptPart(source: string, options: MarkdownRenderOptions): Part | null {
  const owner = options.codeBlock ?? noCodeBlock;
  let parts = partCaches.get(owner);
  if (!parts) partCaches.set(owner, (parts = new Map()));
  const key = `${options.hashtag}|${options.mention}|${options.truncate}|${source}`;
  let part = parts.get(key);
  if (part === undefined) {
    if (parts.size >= partsKept) parts.clear();
    part = drawPart(source, options);
    parts.set(key, part);
  }
  return part;
}

/** A part parsed and drawn, or null when it must be shown as plain text (nested past the parser's limit). */
function drawPart(source: string, options: MarkdownRenderOptions): Part | null {
  const tokens = parseMarkdown(source);
  return tokens ? buildElements(tokens, options) : null;
}

const messageElement = (children: ReactNode[]) =>
  createElement('div', { ...TEXT_PROPS, 'data-markdown': '' }, children);

/**
 * A Markdown message parsed and drawn whole, in one pass: the `<div data-message-text data-markdown>` of its
 * blocks, or `undefined` when it must be shown as plain linked text (nested deeper than markdown-it follows).
 */
export function renderMarkdownOnce(text: string, options: MarkdownRenderOptions): ReactNode {
  const part = drawPart(text, options);
  return part ? messageElement(part.nodes) : undefined;
}

/**
 * A Markdown message as one element: a `<div data-message-text data-markdown>` of its blocks; a message longer
 * than `maxMarkdownLength` as typed, in a `<span data-message-text>` (linking it would cost as much as the parse
 * saved); `undefined` when it must be shown as plain linked text instead (nested deeper than markdown-it follows).
 *
 * A message that grows (an answer streaming) is not parsed whole each time: it is cut into parts that parse
 * alone as they do together (`splitBlocks`), each complete part is parsed once and kept by its source, and only
 * the open last part is parsed again. Each part is a keyed fragment, so the blocks of a part keep their DOM
 * nodes as the part grows (a code block and its copy button). The elements are those of a parse of the whole.
 */
export function renderMarkdown(text: string, options: MarkdownRenderOptions): ReactNode {
  if (text.length > maxMarkdownLength) return createElement('span', TEXT_PROPS, text);
  const sources = splitBlocks(text);
  if (sources.length === 1) return renderMarkdownOnce(text, options);
  const last = sources.length - 1;
  const parts = sources.map((source, i) => (i < last ? keptPart(source, options) : drawPart(source, options)));
  let made = 0;
  for (const part of parts) made += part ? part.made : maxElements + 1;
  // A part shown as plain text, or more elements than a message draws: the whole decides, as in one parse.
  if (made > maxElements) return renderMarkdownOnce(text, options);
  return messageElement(parts.map((part, i) => createElement(Fragment, { key: i }, part!.nodes)));
}
