'use client';
import { useContext } from 'react';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';
import { markdown } from '../text/markdown/index.js';
import { streamingView } from '../text/markdown/markdownBlocks.js';
import { styled } from '../theme/stitches.js';
import { CodeBlock } from './CodeBlock.js';
import { linkedText } from './linkedText.js';
import { RowContentChanged } from './RowContentContext.js';

/**
 * Room between a Markdown message's blocks, none around them (the bubble has its padding); code blocks with
 * their copy button at the line's end. Links take the bubble's colour and underline, as a plain message's do.
 */
const Blocks = styled('div', {
  lineHeight: 1.45,
  '& p, & ul, & ol, & blockquote, & pre': { margin: 0 },
  '& > * + *, & li > * + *, & blockquote > * + *': { marginBlockStart: '$2' },
  '& ul, & ol': { paddingInlineStart: '$5' },
  '& blockquote': { paddingInlineStart: '$3', borderInlineStart: '3px solid currentColor', opacity: 0.9 },
  '& code': { fontFamily: '$mono', fontSize: '0.9em' },
  '& [data-code-block]': { position: 'relative', margin: '$1 0' },
  '& pre': {
    padding: '$2',
    // Room for the copy button at the line's end, so it never covers code.
    paddingInlineEnd: '$6',
    borderRadius: '$small',
    backgroundColor: 'rgba(127, 127, 127, 0.15)',
    fontFamily: '$mono',
    fontSize: '0.9em',
    // Long lines wrap: the block never scrolls sideways (a scrolling region would need a Tab stop of its own).
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  '& pre + button': { position: 'absolute', insetBlockStart: '$1', insetInlineEnd: '$1' },
  '@forcedColors': { '& pre': { border: '1px solid CanvasText' } },
});

export interface MarkdownTextProps {
  /** The message's text, read as Markdown. */
  text: string;
  /**
   * The text is still growing (a streaming reply): its last paragraph's open marks show closed and a line that
   * only starts a list item or a fence is held back (`streamingView`), so nothing drawn as a raw mark jumps later.
   */
  streaming?: boolean;
}

/**
 * A text message drawn from Markdown (`messageStyling="markdown"`): the Markdown renderer's blocks, with a copy
 * button on each code block. Its module carries the parser and loads only when Markdown is on.
 */
export function MarkdownText({ text, streaming = false }: MarkdownTextProps) {
  // Its links and copy buttons arrive after the row rendered: the row takes them into its Tab order rule.
  const contentChanged = useContext(RowContentChanged);
  useIsomorphicLayoutEffect(contentChanged, [contentChanged]);
  const shown = streaming ? streamingView(text) : text;
  return <Blocks>{linkedText(shown, 'markdown', { markdown, codeBlock: CodeBlock })}</Blocks>;
}
MarkdownText.displayName = 'MarkdownText';

/** The renderer itself, for what reads a message without drawing it (announcements). */
export { markdown };
