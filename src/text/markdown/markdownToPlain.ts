import type { Token } from 'markdown-it';
import { parseMarkdown } from './parseMarkdown.js';

/** Block tokens after which a reader hears a new line. */
const blockEnds = new Set(['paragraph_close', 'list_item_close', 'blockquote_close', 'fence']);

function inlineText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => (token.type === 'softbreak' || token.type === 'hardbreak' ? '\n' : token.content))
    .join('');
}

/**
 * The words of a Markdown message as a reader sees them, without its marks (`**Hi** there` gives `Hi there`):
 * blocks on their own lines, code as typed. A message shown as plain text (too long or nested too deep for
 * Markdown) is returned as typed.
 */
export function markdownToPlain(text: string): string {
  const tokens = parseMarkdown(text);
  if (!tokens) return text;
  let plain = '';
  for (const token of tokens) {
    if (token.type === 'inline') plain += inlineText(token.children ?? []);
    else if (token.type === 'fence') plain += token.content;
    if (blockEnds.has(token.type) && !plain.endsWith('\n')) plain += '\n';
  }
  return plain.trim();
}
