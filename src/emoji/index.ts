export { emojiCategories, type EmojiCategory, type EmojiEntry } from './categories.js';
export {
  createEmojiConverter,
  emojiModes,
  emojiStyles,
  type EmojiConverter,
  type EmojiConverterOptions,
  type EmojiConverterBaseOptions,
  type NativeEmojiOptions,
  type ImageEmojiOptions,
  type SheetEmojiOptions,
  type EmojiMode,
  type EmojiStyle,
} from './createEmojiConverter.js';
export type { FoundEmoji } from './lookup.js';
export type { SkinTone } from './unicode.js';
