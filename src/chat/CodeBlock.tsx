'use client';
import { useEffect, useRef, useState } from 'react';
import type { CodeBlockProps } from '../text/index.js';
import { IconButton } from '../primitives/IconButton.js';
import { VisuallyHidden } from '../primitives/VisuallyHidden.js';
import { styled } from '../theme/stitches.js';
import { useLabels } from './ChatContext.js';
import { checkIcon } from './icons.js';

/** How long the button says "Copied" before it offers to copy again. */
export const copiedShownMs = 2000;

const copyIcon = (
  <svg viewBox="0 0 24 24" width="100%" height="100%" fill="currentColor" aria-hidden>
    <path d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z" />
  </svg>
);

const Block = styled('div', {
  position: 'relative',
  margin: '$1 0',
  '& > pre': {
    margin: 0,
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
  '& > button': { position: 'absolute', insetBlockStart: '$1', insetInlineEnd: '$1' },
  '@forcedColors': { '& > pre': { border: '1px solid CanvasText' } },
});

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A Markdown message's fenced code block with a copy button: the button is named "Copy code", says "Copied"
 * (or "Could not copy") through a status region once pressed, and is one of the row's controls (reached with
 * the arrow keys and Tab inside the thread, as the row's links are).
 */
export function CodeBlock({ code, children }: CodeBlockProps) {
  const labels = useLabels();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = () => {
    const settle = (next: CopyState) => {
      setState(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setState('idle'), copiedShownMs);
    };
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return settle('failed');
    clipboard.writeText(code).then(
      () => settle('copied'),
      () => settle('failed'),
    );
  };

  return (
    <Block data-code-block="">
      {children}
      <IconButton
        label={state === 'copied' ? labels.codeCopied : labels.copyCode}
        icon={state === 'copied' ? checkIcon : copyIcon}
        iconSize={18}
        onClick={copy}
      />
      <VisuallyHidden role="status">
        {state === 'copied' ? labels.codeCopied : state === 'failed' ? labels.codeNotCopied : ''}
      </VisuallyHidden>
    </Block>
  );
}
CodeBlock.displayName = 'CodeBlock';
