import type { ReactNode } from 'react';
import { toText } from './options.js';
import { parseInline } from './parseInline.js';
import { renderNodes } from './renderNodes.js';

/**
 * Applies inline styling (msgdown's delimiters) to `text`, without linking: `*bold*`, `/italic/`, `_underline_`,
 * `~strike~`, `` `code` ``, `^superscript^` and `¡subscript¡` become `strong`, `em`, `u`, `s`, `code`, `sup` and
 * `sub`. A delimiter opens only at a word start and closes only at a word end, so `a/b/c`, `snake_case_names`
 * and `2*3*4` stay as typed, as do unclosed delimiters. Code content is not styled further.
 *
 * Newlines and runs of spaces are kept in the strings: render the result in an element with
 * `white-space: pre-wrap` to show them (as {@link renderMessageText} does).
 */
export function applyInlineStyles(text: string): ReactNode {
  return renderNodes(parseInline(toText(text), [], true), 0);
}
