import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';

/**
 * Block nesting markdown-it follows (its CommonMark preset's): block quotes and lists deeper than this end
 * the parse, so such a message is shown as plain text instead (see {@link parseMarkdown}).
 */
const maxNesting = 20;

/**
 * Messages longer than this many characters are not parsed as Markdown (parse time grows with length; a
 * hostile message this long still parses and renders within 200 ms): they show as typed.
 */
export const maxMarkdownLength = 24_000;

const parser = new MarkdownIt('commonmark', { html: false, linkify: false, maxNesting })
  // GitHub's ~~strikethrough~~, which chat users type.
  .enable('strikethrough')
  // Left out (shown as typed): headings (a `#hashtag` line is not a title), images (a message never loads
  // remote content by itself: `![x](url)` shows `!` and a link), indented code (chat users indent freely; fenced
  // code is the way), thematic breaks, and raw HTML (never markup: it stays text).
  .disable(['heading', 'lheading', 'image', 'code', 'hr', 'html_block', 'html_inline']);

/** Whether a block parse reached the nesting limit, where markdown-it drops the rest of the message. */
function reachedNestingLimit(tokens: readonly Token[]): boolean {
  return tokens.some((token) => token.nesting === 1 && token.level >= maxNesting - 1);
}

/**
 * Parses a message's Markdown with markdown-it into its token stream (no HTML is ever produced), or returns
 * `undefined` when the message should be shown as plain text instead: longer than {@link maxMarkdownLength}, or
 * nested deeper than markdown-it follows (its parse would silently drop the rest).
 */
export function parseMarkdown(text: string): Token[] | undefined {
  if (text.length > maxMarkdownLength) return undefined;
  const tokens = parser.parse(text, {});
  return reachedNestingLimit(tokens) ? undefined : tokens;
}
