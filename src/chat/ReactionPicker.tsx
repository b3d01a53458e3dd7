'use client';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import type { ChatMessage } from './types.js';
import { EmojiPicker } from './EmojiPicker.js';
import { WhoReacted } from './WhoReacted.js';
import { addReactionIcon } from './icons.js';
import { drawableReactions, emojiName, quickReactionEmoji, reactionToggle } from './reactionRules.js';

export interface ReactionPickerProps {
  /** The message reacted to. */
  message: ChatMessage;
  /** Called with an emoji picked that the user has not reacted with yet. */
  onReact?: (message: ChatMessage, emoji: string) => void;
  /** Called with an emoji picked that the user had reacted with (picking it again takes it back). */
  onUnreact?: (message: ChatMessage, emoji: string) => void;
  /** Names a participant id in "who reacted" (the id itself by default). */
  participantName?: (id: string) => string;
  /** Replaces built-in strings (`react`, `quickReactions`, `emojiNames`, ...). */
  labels?: Partial<ChatLabels>;
}

/**
 * A message's "React" button: the emoji picker's Radix popover, opened on a row of six quick reactions (focus
 * starts on the first) above the whole picker, with who reacted listed at its top. Picking an emoji calls
 * `onReact`, or `onUnreact` when the user had reacted with it; focus then returns to the button.
 */
export function ReactionPicker({
  message,
  onReact,
  onUnreact,
  participantName,
  labels: ownLabels,
}: ReactionPickerProps) {
  const labels = useLabels(ownLabels);
  const reactions = drawableReactions(message.reactions);
  const quick = quickReactionEmoji.map((emoji) => ({ emoji, name: emojiName(emoji, labels.emojiNames) }));
  return (
    <EmojiPicker
      label={labels.react}
      icon={addReactionIcon}
      iconSize={16}
      quickEmoji={quick}
      labels={ownLabels}
      onSelect={(emoji) => (reactionToggle(reactions, emoji) === 'unreact' ? onUnreact : onReact)?.(message, emoji)}
    >
      <WhoReacted reactions={reactions} participantName={participantName} labels={ownLabels} />
    </EmojiPicker>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') ReactionPicker.displayName = 'ReactionPicker';
} catch {
  // no `process`: the function's own name names it
}
