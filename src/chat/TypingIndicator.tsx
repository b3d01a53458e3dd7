'use client';
import { keyframes, styled } from '../theme/index.js';
import { VisuallyHidden } from '../primitives/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import type { Participant } from './types.js';
import { Avatar } from './Avatar.js';

const blink = keyframes({ '0%, 80%, 100%': { opacity: 0.3 }, '40%': { opacity: 1 } });

const Row = styled('div', { display: 'flex', alignItems: 'flex-end', gap: '$2', padding: '$1 0' });

const Bubble = styled('span', {
  display: 'inline-flex',
  gap: '4px',
  padding: '$3',
  borderRadius: '$large',
  backgroundColor: '$receivedMessageBg',
  color: '$receivedMessageText',
  '& > span[aria-hidden]': {
    size: '6px',
    borderRadius: '$round',
    backgroundColor: 'currentColor',
    animation: `${blink} 1.2s infinite ease-in-out`,
    '@reducedMotion': { animation: 'none', opacity: 0.7 },
    '@forcedColors': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
  },
  '@forcedColors': { border: '1px solid CanvasText' },
  '& > span[aria-hidden]:nth-of-type(2)': { animationDelay: '0.2s' },
  '& > span[aria-hidden]:nth-of-type(3)': { animationDelay: '0.4s' },
});

export interface TypingIndicatorProps {
  /** Who is typing. */
  participant: Participant;
  /** Replaces built-in strings (`typing`). */
  labels?: Partial<ChatLabels>;
}

/** Three pulsing dots beside the typing participant's avatar, read as "{name} is typing". */
export function TypingIndicator({ participant, labels: ownLabels }: TypingIndicatorProps) {
  const labels = useLabels(ownLabels);
  return (
    <Row data-part="typing">
      <Avatar imageUrl={participant.imageUrl} />
      <Bubble>
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <VisuallyHidden>{labels.typing(participant.name)}</VisuallyHidden>
      </Bubble>
    </Row>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') TypingIndicator.displayName = 'TypingIndicator';
} catch {
  // no `process`: the function's own name names it
}
