import type { ChatLabels } from './labels.js';
import type { MessageReaction } from './types.js';

/** The six emoji of a message's quick reaction row, in order. */
export const quickReactionEmoji: readonly string[] = ['👍', '❤️', '😂', '😮', '😢', '🙏'];

/**
 * The reactions a message can draw: entries with a non-empty `emoji` and a positive finite `count` (others,
 * from a host without types, are left out rather than drawn broken), `by` kept only as a list of strings.
 */
export function drawableReactions(reactions: unknown): MessageReaction[] {
  if (!Array.isArray(reactions)) return [];
  const drawable: MessageReaction[] = [];
  for (const entry of reactions as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { emoji, count, mine, by } = entry as Partial<MessageReaction>;
    if (typeof emoji !== 'string' || !emoji || typeof count !== 'number' || !Number.isFinite(count) || count <= 0) {
      continue;
    }
    drawable.push({
      emoji,
      count: Math.floor(count),
      mine: mine === true,
      by: Array.isArray(by) ? by.filter((id): id is string => typeof id === 'string') : undefined,
    });
  }
  return drawable;
}

/** An emoji's name to read: the labels' names, then the emoji data's (once loaded), else the emoji itself. */
export function emojiName(
  emoji: string,
  names: Readonly<Record<string, string>>,
  dataName?: (emoji: string) => string | undefined,
): string {
  return names[emoji] ?? dataName?.(emoji) ?? emoji;
}

/** The accessible name of a reaction button: "thumbs up, 3 people, including you". */
export function reactionLabel(reaction: MessageReaction, name: string, labels: Pick<ChatLabels, 'reaction'>): string {
  return labels.reaction(name, reaction.count, reaction.mine === true);
}

/**
 * Who reacted, said by `labels.reactedBy`: participants named by `nameOf`, then the current user (`'me'` in
 * `by`, or `mine`); null when the host did not say who (no `by`).
 */
export function reactedBy(
  reaction: MessageReaction,
  nameOf: (id: string) => string,
  labels: Pick<ChatLabels, 'reactedBy'>,
): string | null {
  if (!reaction.by) return null;
  const others = reaction.by.filter((id) => id !== 'me').map(nameOf);
  return labels.reactedBy(others, reaction.mine === true || reaction.by.includes('me'));
}

/** What pressing a reaction (or picking its emoji again) does: take the user's reaction back, or add it. */
export function reactionToggle(reactions: readonly MessageReaction[], emoji: string): 'react' | 'unreact' {
  return reactions.some((reaction) => reaction.emoji === emoji && reaction.mine) ? 'unreact' : 'react';
}
