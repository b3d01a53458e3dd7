/** Bit flags: which of the four styles has an image for an emoji (apple 1, google 2, twitter 4, facebook 8). */
export type StyleMask = number;

/** One skin-tone variation: [tone key such as '1F3FB', unified code points, sheet x, sheet y, style mask]. */
export type VariantRecord = readonly [key: string, unified: string, sheetX: number, sheetY: number, mask: StyleMask];

/**
 * One emoji of the generated table: [unified code points ('1F44D', '1F469-200D-1F4BB'), accessible name,
 * shortcodes, picker category index (-1: not in the picker), sheet x, sheet y, style mask, skin variations].
 */
export type EmojiRecord = readonly [
  unified: string,
  name: string,
  shortcodes: readonly string[],
  category: number,
  sheetX: number,
  sheetY: number,
  mask: StyleMask,
  variants?: readonly VariantRecord[],
];
