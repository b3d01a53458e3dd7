'use client';
import { styled } from '../theme/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import type { MessageReaction } from './types.js';
import { loadedEmojiName } from './emojiData.js';
import { emojiName, reactedBy } from './reactionRules.js';

const List = styled('ul', {
  listStyle: 'none',
  margin: '0 0 $2',
  padding: '0 0 $2',
  borderBottom: '1px solid rgba(127, 127, 127, 0.4)',
  fontSize: '$small',
  '& li': { display: 'flex', gap: '$2', alignItems: 'baseline', padding: '2px 0' },
  '@forcedColors': { borderBottomColor: 'CanvasText' },
});

export interface WhoReactedProps {
  /** The message's reactions; those without `by` are left out (the host did not say who). */
  reactions: readonly MessageReaction[];
  /** Names a participant id (the id itself by default). */
  participantName?: (id: string) => string;
  /** Replaces built-in strings (`reactions`, `reactedBy`, `emojiNames`). */
  labels?: Partial<ChatLabels>;
}

/**
 * Who reacted with each emoji, as a list named "Reactions": shown at the top of the reaction picker, where a
 * touch screen, which has no tooltips, can read it too. Nothing when no reaction says who.
 */
export function WhoReacted({ reactions, participantName = String, labels: ownLabels }: WhoReactedProps) {
  const labels = useLabels(ownLabels);
  const rows = reactions.flatMap((reaction) => {
    const who = reactedBy(reaction, participantName, labels);
    return who ? [{ reaction, who }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <List aria-label={labels.reactions} data-part="who-reacted">
      {rows.map(({ reaction, who }) => (
        <li key={reaction.emoji}>
          <span role="img" aria-label={emojiName(reaction.emoji, labels.emojiNames, loadedEmojiName)}>
            {reaction.emoji}
          </span>
          <span>{who}</span>
        </li>
      ))}
    </List>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') WhoReacted.displayName = 'WhoReacted';
} catch {
  // no `process`: the function's own name names it
}
