/** The three numbers of a scrolling element that the scroll rules read. */
export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** How far the view is from the bottom of the list, in px (never negative). */
export function distanceFromBottom({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics): number {
  return Math.max(0, scrollHeight - scrollTop - clientHeight);
}

/** The spec's rule: within 600 px of the bottom the list follows new content. */
export const followThreshold = 600;

/** How a list of message keys changed: how many came before the old first, which came after the old last. */
export interface KeyChange {
  /** Messages inserted before the previous first message (older history). */
  prepended: number;
  /** Keys of messages after the previous last message (new arrivals). */
  appended: string[];
  /** The list was replaced rather than extended at either end. */
  replaced: boolean;
}

/** Compares two ordered key lists. */
export function diffKeys(previous: readonly string[], next: readonly string[]): KeyChange {
  if (previous.length === 0) return { prepended: 0, appended: [], replaced: next.length > 0 };
  const first = previous[0] as string;
  const last = previous[previous.length - 1] as string;
  const firstIndex = next.indexOf(first);
  const lastIndex = next.lastIndexOf(last);
  if (firstIndex < 0 || lastIndex < 0) return { prepended: 0, appended: [], replaced: true };
  return { prepended: firstIndex, appended: next.slice(lastIndex + 1), replaced: false };
}

/**
 * Where a virtualized list's window is drawn in the render that first holds `next` keys, given those it last
 * drew (`previous`) at `offset`, the content having `grown` since: older messages alone prepended push the
 * reader's rows down by what went in above them, so the window is drawn there at once, before the scroll rules
 * move the view there too (`decideScroll`, by the rows as measured). Drawn at the old offset, the first render
 * would mount the prepended rows and unmount the reader's, and the next mount them again. Null otherwise.
 */
export function prependedOffset(
  previous: readonly string[],
  next: readonly string[],
  offset: number,
  grown: number,
): number | null {
  const { prepended, appended } = diffKeys(previous, next);
  return prepended > 0 && appended.length === 0 ? offset + grown : null;
}

/** Where the view goes after the content changed, and how many arrivals the reader has not seen. */
export interface ScrollDecision {
  /** `'bottom'`, a scrollTop that keeps the reader's place, or `'stay'`. */
  to: 'bottom' | 'stay' | number;
  /** Messages appended below the view, for the "N new messages" button. */
  unseen: number;
}

/**
 * Decides where the view goes after the content changed, from the metrics before the change:
 * - first display or a replaced list: the bottom;
 * - content added at the bottom, when it is the reader's own message, when `alwaysScrollToBottom` is on,
 *   or when the view was within `threshold` px of the bottom: the bottom;
 * - older messages prepended: the message the reader was on stays where it was;
 * - otherwise the view stays, and the appended messages count as unseen.
 */
export function decideScroll(input: {
  before: ScrollMetrics;
  afterScrollHeight: number;
  change: KeyChange;
  firstDisplay: boolean;
  alwaysScrollToBottom: boolean;
  appendedByMe: boolean;
  contentGrewAtBottom: boolean;
  threshold?: number;
}): ScrollDecision {
  const { before, change, threshold = followThreshold } = input;
  if (input.firstDisplay || change.replaced) return { to: 'bottom', unseen: 0 };
  const grew = change.appended.length > 0 || input.contentGrewAtBottom;
  const follow = input.alwaysScrollToBottom || input.appendedByMe || distanceFromBottom(before) <= threshold;
  if (grew && follow) return { to: 'bottom', unseen: 0 };
  const unseen = change.appended.length;
  if (change.prepended > 0) {
    return { to: before.scrollTop + (input.afterScrollHeight - before.scrollHeight), unseen };
  }
  return { to: 'stay', unseen };
}

/**
 * Whether a scroll reached the very top: true once per arrival (the view was below the top before and is
 * at the top now), so a host that loads nothing does not get called again and again.
 */
export function reachedTop(previousScrollTop: number, scrollTop: number): boolean {
  return scrollTop <= 0 && previousScrollTop > 0;
}

/**
 * Where a key scrolls the log when the log itself has focus: PageUp/PageDown by most of a screen (a line
 * of context kept), Home to the top, End to the bottom; null for other keys. A virtualized list has no
 * rows below or above the screen for the browser to scroll through, so the log answers these keys itself.
 */
export function keyScrollTop(key: string, { scrollTop, scrollHeight, clientHeight }: ScrollMetrics): number | null {
  const page = Math.max(clientHeight * 0.9, clientHeight - 40);
  const bottom = Math.max(0, scrollHeight - clientHeight);
  const clamp = (top: number) => Math.max(0, Math.min(bottom, top));
  if (key === 'PageUp') return clamp(scrollTop - page);
  if (key === 'PageDown') return clamp(scrollTop + page);
  if (key === 'Home') return 0;
  if (key === 'End') return bottom;
  return null;
}

/**
 * The indexes of a virtualized list's window (`startIndex` to `endIndex`) and its overscan rows beyond each
 * edge, but, while it scrolls, only those beyond the edge it is scrolling towards (react-window's rule): a fast
 * scroll draws the whole window anew in each frame, and the rows it leaves behind are never seen. At rest
 * (`scrolling` null) both sides stay.
 */
export function aheadOnly(
  indexes: readonly number[],
  { startIndex, endIndex }: { startIndex: number; endIndex: number },
  scrolling: 'forward' | 'backward' | null,
): number[] {
  return indexes.filter((index) =>
    scrolling === 'backward' ? index <= endIndex : scrolling !== 'forward' || index >= startIndex,
  );
}

/**
 * The indexes a virtualized list renders: its window plus the pinned rows (the focused message, the
 * message being edited), which stay mounted when scrolled out so that focus is never lost. Sorted and
 * without repeats, so the DOM keeps the reading order.
 *
 * Array.from, not a spread, for the repeats taken out: the docs site's bundle (Babel's preset-env, loose) turns
 * `[...set]` into `[set]`, and TanStack Virtual then read the Set as an index (an undefined row, the crash of
 * the chat playground whenever the focused message was outside the window).
 */
export function withPinned(windowIndexes: readonly number[], pinned: readonly number[]): number[] {
  const extra = pinned.filter((index) => index >= 0 && !windowIndexes.includes(index));
  if (extra.length === 0) return windowIndexes.slice();
  return Array.from(new Set(windowIndexes.concat(extra))).sort((a, b) => a - b);
}

/**
 * Whether the view moves with a row above it that was just measured, so the reader keeps their place
 * (TanStack Virtual then writes the offset it last read plus the row's change). TanStack's own rule (a row
 * measured the first time: it starts above the view; measured again: it is wholly above, and the reader is
 * not scrolling back), except when the view has moved since that offset was read (a fling, a key or a
 * script, before their scroll event arrives): the write would throw the reader back to where they were, far
 * worse than letting one row's change through.
 */
export function followsRowAbove(
  row: { start: number; end: number },
  view: { scrollTop: number; knownOffset: number | null; firstMeasure: boolean; scrollingBack: boolean },
): boolean {
  const { scrollTop, knownOffset, firstMeasure, scrollingBack } = view;
  if (knownOffset === null || Math.abs(scrollTop - knownOffset) > 1) return false;
  return firstMeasure ? row.start < knownOffset : row.end <= knownOffset && !scrollingBack;
}
