import { EMOJI_RECORDS } from './data.js';
import type { EmojiRecord, StyleMask } from './records.js';
import { fromUnified, SKIN_TONES, toLookupKey, toneNames, type SkinTone } from './unicode.js';

/** One emoji found in text or by shortcode, with what each rendering mode needs. */
export interface FoundEmoji {
  /** The characters (fully qualified), skin tone included. */
  emoji: string;
  /** A readable name, skin tone included ('thumbs up sign, medium skin tone'). */
  name: string;
  /** Code points as emoji-datasource spells them ('1F44D-1F3FD'). */
  unified: string;
  /** The image file name in emoji-datasource's image folders ('1f44d-1f3fd.png'). */
  image: string;
  /** Column and row in emoji-datasource's sprite sheets. */
  sheetX: number;
  sheetY: number;
  /** Which styles have an image (apple 1, google 2, twitter 4, facebook 8). */
  mask: StyleMask;
}

interface Entry {
  found: FoundEmoji;
  /** A single code point with text presentation by default (©, ↔): only an emoji when FE0F follows it. */
  textDefault: boolean;
  record: EmojiRecord;
}

interface Tables {
  byKey: Map<string, Entry>;
  byShortcode: Map<string, EmojiRecord>;
}

let tables: Tables | undefined;

function found(unified: string, name: string, sheetX: number, sheetY: number, mask: StyleMask): FoundEmoji {
  return { emoji: fromUnified(unified), name, unified, image: `${unified.toLowerCase()}.png`, sheetX, sheetY, mask };
}

function addEntry(byKey: Map<string, Entry>, record: EmojiRecord, emoji: FoundEmoji): void {
  const key = toLookupKey(emoji.emoji);
  const textDefault = !key.includes('-') && emoji.unified.includes('FE0F');
  if (!byKey.has(key)) byKey.set(key, { found: emoji, textDefault, record });
}

function buildTables(): Tables {
  const byKey = new Map<string, Entry>();
  const byShortcode = new Map<string, EmojiRecord>();
  for (const record of EMOJI_RECORDS) {
    const [unified, name, shortcodes, , sheetX, sheetY, mask, variants] = record;
    addEntry(byKey, record, found(unified, name, sheetX, sheetY, mask));
    for (const [key, vUnified, vX, vY, vMask] of variants ?? []) {
      addEntry(byKey, record, found(vUnified, `${name}, ${toneNames(key)}`, vX, vY, vMask));
    }
    for (const code of shortcodes) if (!byShortcode.has(code)) byShortcode.set(code, record);
  }
  return { byKey, byShortcode };
}

function getTables(): Tables {
  tables ??= buildTables();
  return tables;
}

function toned(record: EmojiRecord, tone: SkinTone): FoundEmoji | undefined {
  const [, name, , , , , , variants] = record;
  const modifier = SKIN_TONES[tone].modifier;
  const variant = variants?.find(([key]) => key === modifier || key === `${modifier}-${modifier}`);
  if (!variant) return undefined;
  const [key, unified, sheetX, sheetY, mask] = variant;
  return found(unified, `${name}, ${toneNames(key)}`, sheetX, sheetY, mask);
}

/**
 * The emoji that a grapheme cluster is, if it is one ('👍🏼', '❤️', '👩‍💻'); plain '©' without FE0F is not.
 * With a tone, the toned form of that emoji (undefined when it has none).
 */
export function findByCharacters(characters: string, tone?: SkinTone): FoundEmoji | undefined {
  const entry = getTables().byKey.get(toLookupKey(characters));
  if (!entry) return undefined;
  if (entry.textDefault && !characters.includes('\uFE0F')) return undefined;
  return tone === undefined ? entry.found : toned(entry.record, tone);
}

/** The emoji a shortcode names ('+1', without colons), in a skin tone when given (undefined when it has none). */
export function findByShortcode(shortcode: string, tone?: SkinTone): FoundEmoji | undefined {
  const record = getTables().byShortcode.get(shortcode);
  if (!record) return undefined;
  if (tone !== undefined) return toned(record, tone);
  const [unified, name, , , sheetX, sheetY, mask] = record;
  return found(unified, name, sheetX, sheetY, mask);
}
