'use client';
import { styled } from '../theme/index.js';
import { IconButton } from '../primitives/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import type { ChatMessage } from './types.js';
import { loadedEmojiName } from './emojiData.js';
import { drawableReactions, emojiName, reactedBy, reactionLabel } from './reactionRules.js';

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$1', marginTop: '$1' });

// Inside the bubble, in its text colour (the theme guarantees it against the bubble): a pressed reaction
// (the user's own) is filled and edged thicker, so it differs by more than colour.
const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '$target',
  padding: '0 $2',
  borderRadius: '$round',
  border: '1px solid currentColor',
  fontFamily: '$body',
  fontSize: '$small',
  lineHeight: 1,
} as const;

const Reaction = styled(IconButton, {
  '&[data-part="reaction"]': {
    ...pill,
    '&[aria-pressed="true"]': {
      borderWidth: '2px',
      fontWeight: 700,
      backgroundColor: 'rgba(127, 127, 127, 0.28)',
    },
  },
  '@forcedColors': { '&[data-part="reaction"][aria-pressed="true"]': { borderColor: 'Highlight' } },
});

const Shown = styled('span', pill);

const Count = styled('span', { fontVariantNumeric: 'tabular-nums' });

export interface ReactionsProps {
  /** The message whose `reactions` are drawn (entries without an emoji or a positive count are left out). */
  message: ChatMessage;
  /** Called when the user presses a reaction they are not among (adds theirs). */
  onReact?: (message: ChatMessage, emoji: string) => void;
  /** Called when the user presses a reaction of theirs (`mine`: takes it back). */
  onUnreact?: (message: ChatMessage, emoji: string) => void;
  /** Names a participant id in "who reacted" (the id itself by default). */
  participantName?: (id: string) => string;
  /** Replaces built-in strings (`reactions`, `reaction`, `reactedBy`, `emojiNames`). */
  labels?: Partial<ChatLabels>;
}

/**
 * A message's reactions, in a group named "Reactions": with `onReact` or `onUnreact`, one toggle button each
 * (`aria-pressed` when the user is among them), named "thumbs up, 3 people, including you", whose Radix
 * tooltip says who reacted when `by` is given; without them, the same pills as images, not controls.
 */
export function Reactions({
  message,
  onReact,
  onUnreact,
  participantName = String,
  labels: ownLabels,
}: ReactionsProps) {
  const labels = useLabels(ownLabels);
  const reactions = drawableReactions(message.reactions);
  if (reactions.length === 0) return null;
  const interactive = Boolean(onReact || onUnreact);
  return (
    <Row role="group" aria-label={labels.reactions} data-part="reactions">
      {reactions.map((reaction) => {
        const name = reactionLabel(reaction, emojiName(reaction.emoji, labels.emojiNames, loadedEmojiName), labels);
        const content = (
          <>
            <span aria-hidden="true">{reaction.emoji}</span>
            <Count aria-hidden="true">{reaction.count}</Count>
          </>
        );
        if (!interactive) {
          return (
            <Shown key={reaction.emoji} role="img" aria-label={name}>
              {content}
            </Shown>
          );
        }
        const who = reactedBy(reaction, participantName, labels);
        return (
          <Reaction
            key={reaction.emoji}
            data-part="reaction"
            label={name}
            icon={content}
            iconSize="auto"
            tooltip={who ?? undefined}
            aria-pressed={reaction.mine === true}
            onClick={() => (reaction.mine ? onUnreact : onReact)?.(message, reaction.emoji)}
          />
        );
      })}
    </Row>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') Reactions.displayName = 'Reactions';
} catch {
  // no `process`: the function's own name names it
}
