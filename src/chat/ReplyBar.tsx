'use client';
import { styled } from '../theme/index.js';
import { IconButton } from '../primitives/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import type { ReplyTarget } from './types.js';
import { closeIcon } from './icons.js';

const Bar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  margin: '$1 $3 0',
  paddingInlineStart: '$2',
  borderInlineStart: '3px solid currentColor',
  fontSize: '$small',
  '& > p': { flex: '1 1 auto', minWidth: 0, margin: 0, overflowWrap: 'anywhere' },
  '@forcedColors': { borderInlineStartColor: 'CanvasText' },
});

export interface ReplyBarProps {
  /** The message being answered. */
  target: ReplyTarget;
  /** Called by the cancel button. */
  onCancel: () => void;
  /** The id of the text, for the input to be described by it. */
  id?: string;
  /** Replaces built-in strings (`replyingTo`, `cancelReply`). */
  labels?: Partial<ChatLabels>;
}

/** Above the input while answering a message: "Replying to Ada: excerpt" and a "Cancel reply" button. */
export function ReplyBar({ target, onCancel, id, labels: ownLabels }: ReplyBarProps) {
  const labels = useLabels(ownLabels);
  return (
    <Bar data-part="reply-bar">
      <p id={id}>{labels.replyingTo(target.authorName, target.excerpt)}</p>
      <IconButton label={labels.cancelReply} icon={closeIcon} iconSize={16} onClick={onCancel} />
    </Bar>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') ReplyBar.displayName = 'ReplyBar';
} catch {
  // no `process`: the function's own name names it
}
