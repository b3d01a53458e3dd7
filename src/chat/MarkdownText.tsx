'use client';
import { useContext } from 'react';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';
import { markdown } from '../text/markdown/index.js';
import { styled } from '../theme/stitches.js';
import { CodeBlock } from './CodeBlock.js';
import { linkedText } from './linkedText.js';
import { RowContentChanged } from './RowContentContext.js';

/** Room between a Markdown message's blocks, none around them (the bubble has its padding). */
const Blocks = styled('div', {
  lineHeight: 1.45,
  '& p, & ul, & ol, & blockquote': { margin: 0 },
  '& > * + *, & li > * + *, & blockquote > * + *': { marginBlockStart: '$2' },
  '& ul, & ol': { paddingInlineStart: '$5' },
  '& blockquote': { paddingInlineStart: '$3', borderInlineStart: '3px solid currentColor', opacity: 0.9 },
  '& code': { fontFamily: '$mono', fontSize: '0.9em' },
  '& a': { color: 'inherit' },
});

export interface MarkdownTextProps {
  /** The message's text, read as Markdown. */
  text: string;
}

/**
 * A text message drawn from Markdown (`messageStyling="markdown"`): the Markdown renderer's blocks, with a copy
 * button on each code block. Its module carries the parser and loads only when Markdown is on.
 */
export function MarkdownText({ text }: MarkdownTextProps) {
  // Its links and copy buttons arrive after the row rendered: the row takes them into its Tab order rule.
  const contentChanged = useContext(RowContentChanged);
  useIsomorphicLayoutEffect(contentChanged, [contentChanged]);
  return <Blocks>{linkedText(text, 'markdown', { markdown, codeBlock: CodeBlock })}</Blocks>;
}
MarkdownText.displayName = 'MarkdownText';

/** The renderer itself, for what reads a message without drawing it (announcements). */
export { markdown };
