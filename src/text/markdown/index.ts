import type { MarkdownRenderer } from '../options.js';
import { markdownToPlain } from './markdownToPlain.js';
import { maxMarkdownLength } from './parseMarkdown.js';
import { renderMarkdown } from './renderMarkdown.js';

/**
 * The Markdown renderer: pass it to `renderMessageText(text, { styling: 'markdown', markdown })`. It is its own
 * entry (`confab-ui/text/markdown`) because it carries the parser (markdown-it): only a bundle that imports it
 * pays for Markdown. `<Chat messageStyling="markdown">` loads it by itself, when first needed.
 */
export const markdown: MarkdownRenderer = {
  maxLength: maxMarkdownLength,
  render: renderMarkdown,
  toPlain: markdownToPlain,
};

export { renderMarkdown, markdownToPlain, maxMarkdownLength };
export type { CodeBlockProps, MarkdownRenderer, MarkdownRenderOptions } from '../options.js';
