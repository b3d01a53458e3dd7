import { createElement, type ReactNode } from 'react';
import { findLinks } from './findLinks.js';
import { resolveOptions, toText, type MessageTextOptions } from './options.js';
import { parseInline } from './parseInline.js';
import { renderNodes } from './renderNodes.js';

// The text shows as typed: line breaks and runs of spaces kept, long words wrapped rather than overflowing.
const PRESERVE_WHITESPACE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
/** The props of the element that holds a message's text (also the Markdown renderer's). */
export const TEXT_PROPS = { 'data-message-text': '', style: PRESERVE_WHITESPACE };

/**
 * Renders a chat message's text as React nodes, safely: links (urls, e-mail addresses and phone numbers always;
 * hashtags and mentions when asked) and, with `styling`, inline styles. Nothing in the text can become markup or
 * script: there is no HTML string anywhere, and only http, https, mailto and tel addresses reach an `href`.
 *
 * The result is one `<span data-message-text>` with `white-space: pre-wrap` (and `overflow-wrap: anywhere`), so
 * line breaks and runs of spaces show as typed whatever the container's CSS. `null`/`undefined` render empty.
 *
 * With `styling: 'markdown'` and `markdown` (from `confab-ui/text/markdown`, which carries the parser), the
 * text is read as CommonMark and the result is a `<div data-message-text data-markdown>` of blocks (paragraphs,
 * lists, block quotes, code blocks), still React elements only: raw HTML in the text shows as typed. A message
 * longer than `markdown.maxLength` (24,000 characters) shows as typed, without marks or links; one nested past
 * the parser's 20 levels (19 block quotes, 10 lists) shows as plain linked text. Synchronous, so a server
 * component can call it.
 *
 * @example renderMessageText('**Hi** see `code`', { styling: 'markdown', markdown })
 *
 * @example renderMessageText('*Hi* see example.com', { styling: true, mention: 'twitter' })
 * @throws TypeError for an unknown hashtag or mention service (the message names the allowed ones), an invalid
 *   `truncate`, or `styling: 'markdown'` without `markdown`.
 */
export function renderMessageText(text: string, options?: MessageTextOptions): ReactNode {
  const resolved = resolveOptions(options);
  const plain = toText(text);
  if (resolved.styling === 'markdown') {
    const markdown = options?.markdown;
    if (typeof markdown?.render !== 'function') {
      throw new TypeError("styling 'markdown' needs the markdown option, from 'confab-ui/text/markdown'.");
    }
    const message = markdown.render(plain, { ...resolved, codeBlock: options?.codeBlock });
    if (message) return message;
  }
  const styling = resolved.styling === true;
  const nodes = parseInline(plain, findLinks(plain, { ...resolved, styling }), styling);
  return createElement('span', TEXT_PROPS, renderNodes(nodes, resolved.truncate));
}
