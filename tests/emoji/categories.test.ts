import { describe, expect, it } from 'vitest';
import { emojiCategories } from '../../src/emoji/index.js';

const byName = (name: string) => emojiCategories.find((c) => c.name === name)!;
const emojisOf = (name: string) => byName(name).emojis.map((e) => e.emoji);

describe('emojiCategories', () => {
  it('has the five picker categories in order', () => {
    expect(emojiCategories.map((c) => c.name)).toEqual(['People', 'Nature', 'Objects', 'Places', 'Symbols']);
  });

  it('holds every emoji of the dataset once, each with a name for its accessible label', () => {
    const all = emojiCategories.flatMap((c) => c.emojis);
    expect(all.length).toBeGreaterThan(1800);
    expect(new Set(all.map((e) => e.emoji)).size).toBe(all.length);
    for (const entry of all) {
      expect(entry.name.trim().length).toBeGreaterThan(0);
      expect(entry.shortcodes.length).toBeGreaterThan(0);
    }
    expect(byName('People').emojis[0]).toEqual({
      emoji: '😀',
      name: 'grinning face',
      shortcodes: ['grinning'],
      unified: '1F600',
      hasSkinTones: false,
    });
  });

  it('maps the dataset categories to the picker ones', () => {
    expect(emojisOf('People')).toEqual(expect.arrayContaining(['😀', '👍', '👩‍💻', '❤️']));
    expect(emojisOf('Nature')).toEqual(expect.arrayContaining(['🐶', '🌲', '☀️']));
    expect(emojisOf('Objects')).toEqual(expect.arrayContaining(['🍎', '⚽', '💡']));
    expect(emojisOf('Places')).toEqual(expect.arrayContaining(['🏠', '🚗', '🇫🇷']));
    expect(emojisOf('Symbols')).toEqual(expect.arrayContaining(['©️', '#️⃣', '♻️']));
  });

  it('leaves out the skin tone swatches', () => {
    const all = emojiCategories.flatMap((c) => c.emojis.map((e) => e.emoji));
    expect(all).not.toContain('🏼');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(emojiCategories)).toBe(true);
    expect(Object.isFrozen(emojiCategories[0]!.emojis)).toBe(true);
  });
});
