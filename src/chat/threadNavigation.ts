/** How many messages Page Up and Page Down move focus by: a fixed count, so each press is predictable. */
export const messagesPerPage = 10;

/** The keys that move focus between the messages of a thread. */
const moves: Record<string, (index: number, last: number) => number> = {
  ArrowUp: (index) => index - 1,
  ArrowDown: (index) => index + 1,
  PageUp: (index) => index - messagesPerPage,
  PageDown: (index) => index + messagesPerPage,
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * Where focus goes among `count` loaded messages when `key` is pressed on the message at `index`: up and
 * down by one, by a page of `messagesPerPage`, to the first or last loaded; clamped to the thread. Null for
 * any other key, or when there are no messages.
 */
export function navigateThread(key: string, index: number, count: number): number | null {
  const move = moves[key];
  if (!move || count === 0) return null;
  const last = count - 1;
  return Math.max(0, Math.min(last, move(Math.max(0, Math.min(last, index)), last)));
}

/**
 * The index of the active message, the one the thread's single Tab stop is on: the one whose key is
 * `activeKey` while it is loaded, else the newest; -1 when there are none.
 */
export function activeIndexOf(keys: readonly string[], activeKey: string | null): number {
  const index = activeKey === null ? -1 : keys.indexOf(activeKey);
  return index >= 0 ? index : keys.length - 1;
}

/** What a message row says of its place in the thread (`aria-posinset`, `aria-setsize`). */
export interface ThreadPosition {
  posinset: number;
  /** The thread's length, or -1 when it is not known. */
  setsize: number;
}

/**
 * The position of the loaded message at `index` among `loaded`: with `totalCount` (the thread's true length,
 * older messages not loaded yet) counted from the end, so the newest is `totalCount`; without it, among the
 * loaded ones, and the set's size is -1 unless the whole history is known to be loaded (`complete`).
 */
export function threadPosition(
  index: number,
  loaded: number,
  { totalCount, complete }: { totalCount?: number; complete: boolean },
): ThreadPosition {
  if (totalCount !== undefined && Number.isInteger(totalCount) && totalCount >= loaded) {
    return { posinset: totalCount - loaded + index + 1, setsize: totalCount };
  }
  return { posinset: index + 1, setsize: complete ? loaded : -1 };
}
