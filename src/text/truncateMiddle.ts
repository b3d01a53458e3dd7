/** Link text longer than this many characters is shortened in the middle (the spec's 50). */
export const DEFAULT_TRUNCATE = 50;

const ELLIPSIS = '…';

/** The grapheme segmenter, made on first use (null where `Intl` has none): making one costs tens of ms. */
let segmenter: Intl.Segmenter | null | undefined;

function characters(text: string): string[] {
  segmenter ??=
    typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null;
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/**
 * Shortens `text` to at most `max` characters by replacing its middle with an ellipsis, keeping the start and
 * the end (where a link's host and last path segment are). Counts user-perceived characters, so an emoji
 * sequence or a letter with combining marks is never cut in two. `max` of 0 or Infinity keeps the text whole.
 */
export function truncateMiddle(text: string, max: number): string {
  if (max <= 0 || !Number.isFinite(max) || text.length <= max) return text;
  const chars = characters(text);
  if (chars.length <= max) return text;
  const kept = max - 1;
  const head = Math.ceil(kept / 2);
  const tail = kept - head;
  return chars.slice(0, head).join('') + ELLIPSIS + (tail > 0 ? chars.slice(chars.length - tail).join('') : '');
}
