import { EMOJI_RECORDS } from './data.js';
import { fromUnified } from './unicode.js';

/** The five categories of the picker, in the spec's order. */
export const PICKER_CATEGORIES = ['People', 'Nature', 'Objects', 'Places', 'Symbols'] as const;

/** One emoji of the picker. */
export interface EmojiEntry {
  /** The emoji's characters (fully qualified, e.g. '❤️'). */
  emoji: string;
  /** A readable name, for the picker button's accessible label (e.g. 'grinning face'). */
  name: string;
  /** Its shortcodes without colons (e.g. ['+1', 'thumbsup']), as `createEmojiConverter` reads them. */
  shortcodes: readonly string[];
  /** Its code points, as emoji-datasource spells them ('1F44D'); the image file is this, lower case, + '.png'. */
  unified: string;
  /** Whether skin tones 2 to 6 apply to it. */
  hasSkinTones: boolean;
}

/** A category of the picker and its emoji, in the dataset's order. */
export interface EmojiCategory {
  name: (typeof PICKER_CATEGORIES)[number];
  emojis: readonly EmojiEntry[];
}

function buildCategories(): readonly EmojiCategory[] {
  const lists: EmojiEntry[][] = PICKER_CATEGORIES.map(() => []);
  for (const [unified, name, shortcodes, category, , , , variants] of EMOJI_RECORDS) {
    lists[category]?.push({
      emoji: fromUnified(unified),
      name,
      shortcodes,
      unified,
      hasSkinTones: variants !== undefined,
    });
  }
  return Object.freeze(
    PICKER_CATEGORIES.map((name, i) => Object.freeze({ name, emojis: Object.freeze(lists[i] ?? []) })),
  );
}

/**
 * The emoji picker's five categories (People, Nature, Objects, Places, Symbols), generated from emoji-datasource
 * (the dataset's categories mapped as docs/emoji.mdx shows: Smileys & Emotion and People & Body to People;
 * Animals & Nature and sky & weather to Nature; Food & Drink, Activities and Objects to Objects; Travel & Places
 * and Flags to Places; Symbols to Symbols). Skin-tone swatches and obsolete emoji are left out.
 */
export const emojiCategories: readonly EmojiCategory[] = /* @__PURE__ */ buildCategories();
