import type { ReactNode } from 'react';
import { findLinks } from './findLinks.js';
import { resolveOptions, toText, type LinkifyOptions } from './options.js';
import { parseInline } from './parseInline.js';
import { renderNodes } from './renderNodes.js';

/**
 * Turns the urls, e-mail addresses and phone numbers in `text` (and hashtags and mentions when asked) into links,
 * as React nodes: strings and `<a>` elements, never an HTML string. Links open in a new window with
 * `rel="noopener noreferrer"`, are named by their full address plus "(opens in a new window)", and only http,
 * https, mailto and tel addresses become links.
 *
 * Newlines and runs of spaces are kept in the strings: render the result in an element with
 * `white-space: pre-wrap` to show them (as {@link renderMessageText} does).
 *
 * @throws TypeError for an unknown hashtag or mention service or an invalid `truncate`.
 */
export function linkify(text: string, options?: LinkifyOptions): ReactNode {
  const resolved = resolveOptions(options);
  const plain = toText(text);
  return renderNodes(parseInline(plain, findLinks(plain, { ...resolved, styling: false }), false), resolved.truncate);
}
