import { parseMarkdown, tokenText } from './parseMarkdown.js';

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
    // A block's own tokens read as nothing; an inline token is read by its children.
    plain += (token.children ?? [token]).map(tokenText).join('');
    // A new line after each block that ends here (a paragraph's text, a list item, a code block).
    if (token.nesting < 1 && !plain.endsWith('\n')) plain += '\n';
  }
  return plain.trim();
}
