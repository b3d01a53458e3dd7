'use client';
import { memo, type ReactNode } from 'react';
import { styled } from '../theme/index.js';
import { IconButton } from '../primitives/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import { closeIcon, minimizeIcon } from './icons.js';

const Bar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '56px',
  padding: '$2 $3',
  boxSizing: 'border-box',
  backgroundColor: '$headerBg',
  color: '$headerText',
  fontFamily: '$body',
  flexShrink: 0,
  '@forcedColors': { borderBottom: '1px solid CanvasText' },
});

const TitleImage = styled('img', { size: '$control', borderRadius: '$round', objectFit: 'cover', flexShrink: 0 });

const titleText = {
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '$target',
  display: 'flex',
  alignItems: 'center',
  fontSize: '$large',
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

const TitleButton = styled('button', {
  all: 'unset',
  ...titleText,
  boxSizing: 'border-box',
  padding: '0 $1',
  borderRadius: '$small',
  cursor: 'pointer',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '1px' },
});

const TitleText = styled('span', titleText);

export interface HeaderProps {
  /** The title (a string, or nodes from a header slot). */
  title: ReactNode;
  /** An image before the title (decorative: the title names the chat). */
  titleImageUrl?: string;
  /** Whether the participant list is shown (sets `aria-expanded` on the title button). */
  userListOpen?: boolean;
  /** Called when the title is clicked; without it (or with `disableUserListToggle`) the title is plain text. */
  onUserListToggle?: () => void;
  /** Makes the title plain text. */
  disableUserListToggle?: boolean;
  /** The id of the participant list, for `aria-controls`. */
  userListId?: string;
  /** Shows the minimize button (default true). */
  showMinimizeButton?: boolean;
  /** Shows the close button (default true). */
  showCloseButton?: boolean;
  /** Called by the minimize button. */
  onMinimize?: () => void;
  /** Called by the close button. */
  onClose?: () => void;
  /** Replaces built-in strings (`minimize`, `close`, `participantsToggle`). */
  labels?: Partial<ChatLabels>;
}

/** The window's header: title image, title (a button that toggles the participant list), minimize and close. */
export const Header = memo(function Header({
  title,
  titleImageUrl,
  userListOpen = false,
  onUserListToggle,
  disableUserListToggle = false,
  userListId,
  showMinimizeButton = true,
  showCloseButton = true,
  onMinimize,
  onClose,
  labels: ownLabels,
}: HeaderProps) {
  const labels = useLabels(ownLabels);
  return (
    <Bar data-part="header">
      {titleImageUrl && <TitleImage src={titleImageUrl} alt="" />}
      {onUserListToggle && !disableUserListToggle ? (
        <TitleButton
          type="button"
          aria-expanded={userListOpen}
          aria-controls={userListOpen ? userListId : undefined}
          // The visible title alone does not say what the button does (WCAG 2.5.3: the name starts with it).
          aria-label={typeof title === 'string' ? labels.participantsToggle(title) : undefined}
          onClick={onUserListToggle}
        >
          {title}
        </TitleButton>
      ) : (
        <TitleText>{title}</TitleText>
      )}
      {showMinimizeButton && (
        <IconButton label={labels.minimize} icon={minimizeIcon} tooltipSide="bottom" onClick={() => onMinimize?.()} />
      )}
      {showCloseButton && (
        <IconButton label={labels.close} icon={closeIcon} tooltipSide="bottom" onClick={() => onClose?.()} />
      )}
    </Bar>
  );
});
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') Header.displayName = 'Header';
} catch {
  // no `process`: the function's own name names it
}
