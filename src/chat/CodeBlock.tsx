'use client';
import { useEffect, useRef, useState } from 'react';
import type { CodeBlockProps } from '../text/index.js';
import { IconButton } from '../primitives/IconButton.js';
import { VisuallyHidden } from '../primitives/VisuallyHidden.js';
import { useLabels } from './ChatContext.js';
import { checkIcon } from './icons.js';
import { svg } from './launcherIcons.js';

/** How long the button says "Copied" before it offers to copy again. */
export const copiedShownMs = 2000;

const copyIcon = (
  <svg {...svg}>
    <path d="M16 1H4v16h2V3h10zm5 4H8v18h13zm-2 16h-9V7h9z" />
  </svg>
);

/**
 * A Markdown message's fenced code block with a copy button: the button is named "Copy code", says "Copied"
 * (or "Could not copy") through a status region once pressed, and is one of the row's controls (reached with
 * the arrow keys and Tab inside the thread, as the row's links are). Drawn by `MarkdownText`'s styles.
 */
export function CodeBlock({ code, children }: CodeBlockProps) {
  const labels = useLabels();
  // What the status region says: nothing, or the label of what happened.
  const [said, say] = useState<'' | 'codeCopied' | 'codeNotCopied'>('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    let next: typeof said = 'codeCopied';
    try {
      // No clipboard (an insecure page) throws too.
      await navigator.clipboard.writeText(code);
    } catch {
      next = 'codeNotCopied';
    }
    say(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(say, copiedShownMs, '');
  };

  const copied = said === 'codeCopied';
  return (
    <div data-code-block="">
      {children}
      <IconButton
        label={copied ? labels.codeCopied : labels.copyCode}
        icon={copied ? checkIcon : copyIcon}
        iconSize={18}
        onClick={copy}
      />
      <VisuallyHidden role="status">{said && labels[said]}</VisuallyHidden>
    </div>
  );
}
CodeBlock.displayName = 'CodeBlock';
