import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';

/**
 * Messages longer than this many characters are not parsed as Markdown (parse time grows with length; a
 * hostile message this long still parses and renders within 200 ms): they show as typed.
 */
export const maxMarkdownLength = 24_000;

// The CommonMark preset: no linkify, 20 levels of block nesting at most (see `parseMarkdown`).
const parser = new MarkdownIt('commonmark')
  // GitHub's ~~strikethrough~~, which chat users type.
  .enable('strikethrough')
  // Left out (shown as typed): headings (a `#hashtag` line is not a title), images (a message never loads
  // remote content by itself: `![x](url)` shows `!` and a link), indented code (chat users indent freely; fenced
  // code is the way), thematic breaks, and raw HTML (never markup: it stays text).
  .disable(['heading', 'lheading', 'image', 'code', 'hr', 'html_block', 'html_inline']);

/**
 * Parses a message's Markdown with markdown-it into its token stream (no HTML is ever produced), or returns
 * `undefined` when the message should be shown as plain text instead: longer than {@link maxMarkdownLength}, or
 * nested as deep as markdown-it follows (its parse silently drops the rest of the message there).
 */
export function parseMarkdown(text: string): Token[] | undefined {
  if (text.length > maxMarkdownLength) return undefined;
  const tokens = parser.parse(text, {});
  const deepest = parser.options.maxNesting - 1;
  return tokens.some((token) => token.nesting === 1 && token.level >= deepest) ? undefined : tokens;
}

/** What a token reads as: a line break's new line, or its content (a text's, a code span's or block's code). */
export const tokenText = (token: Token): string => (/break/.test(token.type) ? '\n' : token.content);
