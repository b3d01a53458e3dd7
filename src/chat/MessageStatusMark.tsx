'use client';
import { styled } from '../theme/index.js';
import { VisuallyHidden } from '../primitives/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import type { MessageStatus } from './types.js';
import { statusText } from './messageStatus.js';
import { deliveredIcon, failedIcon, readIcon, sendingIcon, sentIcon } from './icons.js';

const icons = {
  sending: sendingIcon,
  sent: sentIcon,
  delivered: deliveredIcon,
  read: readIcon,
  failed: failedIcon,
} as const;

const Mark = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  verticalAlign: 'middle',
  '& > svg': { size: '14px', flexShrink: 0 },
  variants: { failed: { true: { fontWeight: 600 } } },
});

const RetryButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: '$target',
  minHeight: '$target',
  padding: '0 $1',
  borderRadius: '$small',
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '1px' },
  '@forcedColors': { border: '1px solid ButtonText', color: 'ButtonText' },
});

export interface MessageStatusMarkProps {
  /** The state drawn. */
  status: MessageStatus;
  /** With `'failed'`: called by the Retry button (without it, no button is drawn). */
  onRetry?: () => void;
  /** The id of the status text, for the message row to be described by it. */
  id?: string;
  /** Replaces built-in strings (`statusSending` ... `statusFailed`, `retry`). */
  labels?: Partial<ChatLabels>;
}

/**
 * A message's delivery state: a small icon told apart by its shape, with the state as text for screen
 * readers ("Sending", "Sent", "Delivered", "Read"); a failed message says "Not sent" visibly, beside a Retry
 * button.
 */
export function MessageStatusMark({ status, onRetry, id, labels: ownLabels }: MessageStatusMarkProps) {
  const labels = useLabels(ownLabels);
  const text = statusText(status, labels);
  const failed = status === 'failed';
  return (
    <Mark data-part="status" data-status={status} failed={failed}>
      {icons[status]}
      {failed ? <span id={id}>{text}</span> : <VisuallyHidden id={id}>{text}</VisuallyHidden>}
      {failed && onRetry && (
        <RetryButton type="button" onClick={onRetry}>
          {labels.retry}
        </RetryButton>
      )}
    </Mark>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') MessageStatusMark.displayName = 'MessageStatusMark';
} catch {
  // no `process`: the function's own name names it
}
