'use client';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { keyframes, styled } from '../theme/stitches.js';
// Straight from its file, not the primitives index: a bundler that splits by file (esbuild) would
// otherwise put every primitive (tooltip, popover, dialog, scroll area) in the closed chat's chunk.
import { VisuallyHidden } from '../primitives/VisuallyHidden.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import { chatIcon, closeIcon } from './launcherIcons.js';

const pop = keyframes({ from: { transform: 'scale(0.4)' }, to: { transform: 'scale(1)' } });
const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const Button = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  size: '60px',
  padding: '14px',
  borderRadius: '$round',
  backgroundColor: '$launcherBg',
  color: '$launcherIcon',
  boxShadow: '$raised',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
  '@forcedColors': {
    border: '2px solid ButtonText',
    color: 'ButtonText',
    '&:focus-visible': { outline: '3px solid Highlight' },
  },
});

const Badge = styled('span', {
  position: 'absolute',
  top: '-4px',
  insetInlineEnd: '-4px',
  minWidth: '22px',
  height: '22px',
  padding: '0 6px',
  boxSizing: 'border-box',
  borderRadius: '$round',
  backgroundColor: '$danger',
  color: '$dangerText',
  fontFamily: '$body',
  fontSize: '$small',
  fontWeight: 700,
  lineHeight: '22px',
  textAlign: 'center',
  animation: `${pop} $durations$badgeTransform ease-out, ${appear} $durations$badgeOpacity ease-out`,
  '@reducedMotion': { animation: 'none' },
  '@forcedColors': { border: '1px solid CanvasText', lineHeight: '20px' },
});

export interface LauncherProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'onClick'> {
  /** Whether the window it controls is open (sets `aria-expanded` and the name). */
  open: boolean;
  /** Called with the state the user asks for. */
  onOpenChange: (open: boolean) => void;
  /** Unread messages; the badge shows only while closed and above 0, and is announced. */
  newMessagesCount?: number;
  /** Replaces built-in strings (`openChat`, `closeChat`, `unreadMessages`). */
  labels?: Partial<ChatLabels>;
}

/**
 * The round button that opens and closes the chat window. Its name says what it does and how many
 * messages are unread ("Open chat, 3 unread messages"); a change of the count is announced politely.
 */
export const Launcher = forwardRef<HTMLButtonElement, LauncherProps>(function Launcher(
  { open, onOpenChange, newMessagesCount = 0, labels: ownLabels, ...buttonProps },
  ref,
) {
  const labels = useLabels(ownLabels);
  const count = Math.max(0, Math.floor(newMessagesCount));
  const showBadge = !open && count > 0;
  const unread = showBadge ? labels.unreadMessages(count) : '';
  const name = open ? labels.closeChat : labels.openChat;
  return (
    <>
      <Button
        ref={ref}
        type="button"
        aria-expanded={open}
        aria-label={unread ? `${name}, ${unread}` : name}
        data-state={open ? 'open' : 'closed'}
        onClick={() => onOpenChange(!open)}
        {...buttonProps}
      >
        {open ? closeIcon : chatIcon}
        {showBadge && (
          <Badge key={count} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </Badge>
        )}
      </Button>
      <VisuallyHidden role="status">{unread}</VisuallyHidden>
    </>
  );
});
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') Launcher.displayName = 'Launcher';
} catch {
  // no `process`: the function's own name names it
}
