import { createElement, type ReactNode } from 'react';
import { findLinks } from './findLinks.js';
import { resolveOptions, toText, type MessageTextOptions } from './options.js';
import { parseInline } from './parseInline.js';
import { renderNodes } from './renderNodes.js';

// The text shows as typed: line breaks and runs of spaces kept, long words wrapped rather than overflowing.
const PRESERVE_WHITESPACE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * Renders a chat message's text as React nodes, safely: links (urls, e-mail addresses and phone numbers always;
 * hashtags and mentions when asked) and, with `styling`, inline styles. Nothing in the text can become markup or
 * script: there is no HTML string anywhere, and only http, https, mailto and tel addresses reach an `href`.
 *
 * The result is one `<span data-message-text>` with `white-space: pre-wrap` (and `overflow-wrap: anywhere`), so
 * line breaks and runs of spaces show as typed whatever the container's CSS. `null`/`undefined` render empty.
 *
 * @example renderMessageText('*Hi* see example.com', { styling: true, mention: 'twitter' })
 * @throws TypeError for an unknown hashtag or mention service (the message names the allowed ones) or an invalid
 *   `truncate`.
 */
export function renderMessageText(text: string, options?: MessageTextOptions): ReactNode {
  const resolved = resolveOptions(options);
  const plain = toText(text);
  const nodes = parseInline(plain, findLinks(plain, resolved), resolved.styling);
  return createElement(
    'span',
    { 'data-message-text': '', style: PRESERVE_WHITESPACE },
    renderNodes(nodes, resolved.truncate),
  );
}
