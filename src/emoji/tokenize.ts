import { findByCharacters, findByShortcode, type FoundEmoji } from './lookup.js';
import type { SkinTone } from './unicode.js';

/** Text split into plain runs and emoji (each with the source text it replaces). */
export type EmojiToken = { kind: 'text'; text: string } | { kind: 'emoji'; emoji: FoundEmoji; source: string };

const SHORTCODE = /:([a-z0-9_+-]+):(?::skin-tone-([2-6]):)?/g;
// A cheap test before segmenting: does the run hold anything an emoji can start with?
const MAY_HOLD_EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3|[\u{1f3fb}-\u{1f3ff}]/u;

const segmenter: Intl.Segmenter | undefined =
  typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : undefined;

function graphemes(text: string): Iterable<string> {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

function pushText(tokens: EmojiToken[], text: string): void {
  if (text.length === 0) return;
  const last = tokens[tokens.length - 1];
  if (last?.kind === 'text') last.text += text;
  else tokens.push({ kind: 'text', text });
}

function tokenizeUnicode(tokens: EmojiToken[], text: string): void {
  if (!MAY_HOLD_EMOJI.test(text)) {
    pushText(tokens, text);
    return;
  }
  for (const cluster of graphemes(text)) {
    const emoji = findByCharacters(cluster);
    if (emoji) tokens.push({ kind: 'emoji', emoji, source: cluster });
    else pushText(tokens, cluster);
  }
}

/**
 * Finds the emoji in `text`: `:shortcodes:` (with an optional `:skin-tone-2:` to `:skin-tone-6:` after them) and
 * Unicode emoji, skin tone modifiers and ZWJ sequences included. Unknown shortcodes stay text.
 */
export function tokenizeEmoji(text: string, shortcodes = true): EmojiToken[] {
  const tokens: EmojiToken[] = [];
  let from = 0;
  if (shortcodes && text.includes(':')) {
    const pattern = new RegExp(SHORTCODE.source, 'g');
    let match: RegExpExecArray | null;
    while ((match = pattern.exec(text)) !== null) {
      const [source, code = '', toneDigit] = match;
      const tone = toneDigit ? (Number(toneDigit) as SkinTone) : undefined;
      const toned = tone === undefined ? undefined : findByShortcode(code, tone);
      const emoji = toned ?? findByShortcode(code);
      if (!emoji) {
        // `10:30:smile:`: the closing colon of a miss may open the next shortcode.
        pattern.lastIndex = match.index + code.length + 1;
        continue;
      }
      tokenizeUnicode(tokens, text.slice(from, match.index));
      const plain = `:${code}:`;
      tokens.push({ kind: 'emoji', emoji, source: toned ? source : plain });
      // Without a toned form the tone shortcode is left for the next round: it is an emoji (a swatch) itself.
      from = match.index + (toned ? source.length : plain.length);
      pattern.lastIndex = from;
    }
  }
  tokenizeUnicode(tokens, text.slice(from));
  return tokens;
}
