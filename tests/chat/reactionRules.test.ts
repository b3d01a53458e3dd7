import { describe, expect, it } from 'vitest';
import { defaultChatLabels as labels } from '../../src/chat/index.js';
import {
  drawableReactions,
  emojiName,
  quickReactionEmoji,
  reactedBy,
  reactionLabel,
  reactionToggle,
} from '../../src/chat/reactionRules.js';

describe('drawableReactions', () => {
  it('keeps well-formed reactions and leaves out broken ones from a host without types', () => {
    expect(
      drawableReactions([
        { emoji: '👍', count: 3, mine: true, by: ['ada', 7, 'me'] },
        { emoji: '', count: 1 },
        { emoji: '🎉', count: 0 },
        { emoji: '🎉', count: Number.NaN },
        { emoji: '😂', count: '2' },
        null,
        'x',
        { emoji: '❤️', count: 2.7 },
      ]),
    ).toEqual([
      { emoji: '👍', count: 3, mine: true, by: ['ada', 'me'] },
      { emoji: '❤️', count: 2, mine: false, by: undefined },
    ]);
    expect(drawableReactions(undefined)).toEqual([]);
    expect(drawableReactions({ emoji: '👍' })).toEqual([]);
  });
});

describe('reaction names', () => {
  it('names a reaction by its emoji, its count and whether the user is among them', () => {
    const name = (emoji: string) => emojiName(emoji, labels.emojiNames);
    expect(reactionLabel({ emoji: '👍', count: 3, mine: true }, name('👍'), labels)).toBe(
      'thumbs up, 3 people, including you',
    );
    expect(reactionLabel({ emoji: '❤️', count: 1 }, name('❤️'), labels)).toBe('red heart, 1 person');
    expect(reactionLabel({ emoji: '👍', count: 1, mine: true }, name('👍'), labels)).toBe('thumbs up, you');
    // Unknown to the labels and to the data: the emoji itself, which screen readers name.
    expect(emojiName('🦜', labels.emojiNames)).toBe('🦜');
    expect(emojiName('🦜', labels.emojiNames, () => 'parrot')).toBe('parrot');
    expect(quickReactionEmoji.map(name)).toEqual([
      'thumbs up',
      'red heart',
      'face with tears of joy',
      'face with open mouth',
      'crying face',
      'folded hands',
    ]);
  });

  it('says who reacted, the user last, or nothing when the host did not say', () => {
    const nameOf = (id: string) => ({ ada: 'Ada', bob: 'Bob' })[id] ?? 'Unknown';
    expect(reactedBy({ emoji: '👍', count: 3, mine: true, by: ['ada', 'me', 'bob'] }, nameOf, labels)).toBe(
      'Ada, Bob, and you',
    );
    expect(reactedBy({ emoji: '👍', count: 1, by: ['ada'] }, nameOf, labels)).toBe('Ada');
    expect(reactedBy({ emoji: '👍', count: 2, mine: true, by: ['bob'] }, nameOf, labels)).toBe('Bob and you');
    expect(reactedBy({ emoji: '👍', count: 2 }, nameOf, labels)).toBeNull();
  });
});

describe('reactionToggle', () => {
  it('takes the user’s reaction back when theirs, else adds it', () => {
    const reactions = [
      { emoji: '👍', count: 2, mine: true },
      { emoji: '🎉', count: 1 },
    ];
    expect(reactionToggle(reactions, '👍')).toBe('unreact');
    expect(reactionToggle(reactions, '🎉')).toBe('react');
    expect(reactionToggle(reactions, '😂')).toBe('react');
  });
});
