'use client';
import { styled } from '../theme/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import { stopIcon } from './icons.js';
import { focusAfterStop } from './stopFocus.js';

const Bar = styled('div', { display: 'flex', justifyContent: 'center', padding: '$1 $3' });

const Button = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '$target',
  padding: '0 $3',
  borderRadius: '$round',
  border: '1px solid currentColor',
  color: '$messageListText',
  fontFamily: '$body',
  fontSize: '$small',
  fontWeight: 600,
  cursor: 'pointer',
  '& svg': { size: '14px' },
  '&:hover': { backgroundColor: 'rgba(127, 127, 127, 0.18)' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '@forcedColors': {
    borderColor: 'ButtonText',
    color: 'ButtonText',
    '&:focus-visible': { outline: '2px solid Highlight' },
  },
});

export interface StopButtonProps {
  /** Called when pressed: stop the streaming reply (the host then sets its `streaming` to false). */
  onStop: () => void;
  /** Replaces built-in strings (`stop`). */
  labels?: Partial<ChatLabels>;
}

/**
 * The "Stop" button under the message list while a reply streams, centred on a bar of its own. Pressed with
 * focus on it, it moves focus to the chat's input (or, in a list on its own, to the thread), since it leaves.
 */
export function StopButton({ onStop, labels: ownLabels }: StopButtonProps) {
  const labels = useLabels(ownLabels);
  return (
    <Bar data-part="stop-bar">
      <Button
        type="button"
        onClick={(event) => {
          // The button leaves with the streaming reply: a keyboard user would be left on <body>.
          const hadFocus = document.activeElement === event.currentTarget;
          onStop();
          if (hadFocus) focusAfterStop(event.currentTarget);
        }}
      >
        {stopIcon}
        {labels.stop}
      </Button>
    </Bar>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') StopButton.displayName = 'StopButton';
} catch {
  // no `process`: the function's own name names it
}
