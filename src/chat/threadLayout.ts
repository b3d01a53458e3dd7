import type { MessageRow } from './messageRules.js';
import { dayNumber, isoDate, sentAtTime, type TimeFormat } from './messageTime.js';

/** The default of `groupWithinMs`: one author's messages within 5 minutes of each other form a group. */
export const defaultGroupWithinMs = 5 * 60 * 1000;

/** Where a message stands in its author's run: alone, first, in the middle or last. */
export type GroupPlace = 'single' | 'first' | 'middle' | 'last';

/** One row of a thread: a message, a day separator, or the "New messages" line. */
export type ThreadItem =
  | {
      kind: 'message';
      key: string;
      /** Its index among the messages. */
      index: number;
      /** Its place in its author's group (`'single'` when not grouped). */
      group: GroupPlace;
    }
  | {
      kind: 'day';
      key: string;
      /** The day as an ISO date, for `<time dateTime>`. */
      dateTime: string;
      /** The time of its first message, and how many days before the layout's day it is: what it says is
       * worked out from them when it is drawn (`dayLabel`), for the few separators in view. */
      time: number;
      daysAgo: number;
    }
  | { kind: 'unread'; key: string };

/** What decides the rows between messages. */
export interface ThreadLayoutOptions extends TimeFormat {
  /** Messages of one author at most this far apart (ms) form a group; 0 turns grouping off. */
  groupWithinMs: number;
  /** The id of the first unread message: the "New messages" line goes above it. */
  unreadFrom?: string | number;
  /** The current time (epoch ms), which says which day is "Today". */
  now: number;
}

/** The thread's rows and, for each message, the index of its row. */
export interface ThreadLayout {
  items: ThreadItem[];
  /** `rowOfMessage[i]` is the index in `items` of message `i`. */
  rowOfMessage: number[];
  /** The index among the messages of the first unread one, or -1. */
  unreadIndex: number;
  /** Where the layout stopped, for `layoutThread` to go on from it when messages are added at the end. */
  end?: LayoutEnd;
}

/** What laying out one more message needs to know of those before it. */
interface LayoutEnd {
  /** The messages laid out. */
  count: number;
  /** The day of the last timed message, or null. */
  day: number | null;
  /** The time of the last message (null: it had none). */
  time: number | null;
  /** The day it was when the layout was made ("Today" depends on it). */
  today: number;
}

/** A message's row in the layout. */
type MessageItem = Extract<ThreadItem, { kind: 'message' }>;

/** A message that can join a run: one of a person's own messages (not a system line, not a typing row). */
const groupable = (row: MessageRow) => row.message.type !== 'system' && row.message.type !== 'typing';

/**
 * Lays a thread out: a day separator above the first timed message of each day (days in the given time
 * zone; messages without a valid `sentAt` take the day before them), the "New messages" line above the
 * `unreadFrom` message, and each message's place in its group. A group is a run of one author's messages,
 * each sent at most `groupWithinMs` after the one before, with no separator between them; a message
 * without a time is never grouped (nothing says it is close).
 *
 * Given `before`, the layout of the first rows of these (the same row objects, with the same options, made
 * on the same day), it goes on from its end: messages added at the end cost their own rows, not the
 * thread's. `before` is left as it was.
 */
export function layoutThread(
  rows: readonly MessageRow[],
  options: ThreadLayoutOptions,
  before?: ThreadLayout,
): ThreadLayout {
  const nowDay = dayNumber(options.now, options);
  const resumed = before?.end && before.end.today === nowDay && before.end.count <= rows.length ? before.end : null;
  const start = resumed?.count ?? 0;
  const items: ThreadItem[] = resumed && before ? before.items.slice() : [];
  const rowOfMessage: number[] = resumed && before ? before.rowOfMessage.slice() : [];
  const unreadKey = options.unreadFrom === undefined ? null : `id-${String(options.unreadFrom)}`;
  const dayKeys = new Set<string>(items.filter((item) => item.kind === 'day').map((item) => item.key));
  let unreadIndex = resumed && before ? before.unreadIndex : -1;
  let day: number | null = resumed?.day ?? null;
  const lastRow = resumed ? rows[start - 1] : undefined;
  // The message before (its row and time): plain variables, as nothing is made per message but its item.
  let previousRow = lastRow;
  let previousTime = lastRow ? (resumed?.time ?? null) : null;
  // The open group: the items from `runStart` to `runEnd` (messages only, as a separator ends a group), told
  // their place when it closes. Of a layout gone on from, its end is copied, so that its own items keep theirs.
  let runStart = 0;
  let runEnd = -1;
  for (let i = items.length - 1; resumed && i >= 0; i--) {
    const item = items[i];
    if (item?.kind !== 'message') break;
    items[i] = { ...item };
    if (runEnd < 0) runEnd = i;
    runStart = i;
    if (item.group === 'single' || item.group === 'first') break;
  }
  const closeRun = () => {
    for (let i = runStart; runEnd > runStart && i <= runEnd; i++)
      (items[i] as MessageItem).group = i === runStart ? 'first' : i === runEnd ? 'last' : 'middle';
  };

  for (let index = start; index < rows.length; index++) {
    const row = rows[index] as MessageRow;
    const time = sentAtTime(row.message.sentAt);
    let separated = false;
    if (time !== null) {
      const today = dayNumber(time, options);
      if (today !== day) {
        day = today;
        const dateTime = isoDate(today);
        let key = `day-${dateTime}`;
        // Times out of order can bring a day back: its second separator needs a key of its own.
        while (dayKeys.has(key)) key = `${key}+`;
        dayKeys.add(key);
        items.push({ kind: 'day', key, dateTime, time, daysAgo: nowDay - today });
        separated = true;
      }
    }
    if (row.key === unreadKey) {
      unreadIndex = index;
      items.push({ kind: 'unread', key: 'unread-line' });
      separated = true;
    }
    const joins =
      !separated &&
      options.groupWithinMs > 0 &&
      previousRow !== undefined &&
      time !== null &&
      previousTime !== null &&
      groupable(row) &&
      groupable(previousRow) &&
      previousRow.message.author === row.message.author &&
      time >= previousTime &&
      time - previousTime <= options.groupWithinMs;
    const at = items.length;
    if (!joins) {
      closeRun();
      runStart = at;
    }
    runEnd = at;
    rowOfMessage.push(at);
    items.push({ kind: 'message', key: row.key, index, group: 'single' });
    previousRow = row;
    previousTime = time;
  }
  closeRun();
  return {
    items,
    rowOfMessage,
    unreadIndex,
    end: { count: rows.length, day, time: previousTime, today: nowDay },
  };
}

const isDay = (item: ThreadItem) => item.kind === 'day';

/**
 * The layout of `rows` whose first rows were put before those `after` laid out (older messages loaded), as
 * `layoutThread` makes it: only the rows added and those of the first day of `after` (which the added rows can
 * join: a group goes on, its separator goes) are laid out; from the second day of `after` on, nothing before
 * changes a row, and its rows are `after`'s, moved down. `after` must be the layout of the same row objects with
 * the same options; the whole thread is laid out when it has no second day, was made on another day, or the
 * added rows bring back one of its days.
 */
export function layoutPrepended(
  rows: readonly MessageRow[],
  options: ThreadLayoutOptions,
  after: ThreadLayout,
): ThreadLayout {
  const { end } = after;
  const added = rows.length - (end?.count ?? rows.length);
  const firstDay = after.items.findIndex(isDay);
  const secondDay = firstDay < 0 ? -1 : after.items.findIndex((item, i) => i > firstDay && isDay(item));
  if (!end || added <= 0 || secondDay < 0 || end.today !== dayNumber(options.now, options))
    return layoutThread(rows, options);
  // The messages of `after` before its second day.
  const firstDayMessages = after.items.slice(0, secondDay).filter((item) => item.kind === 'message').length;
  const head = layoutThread(rows.slice(0, added + firstDayMessages), options);
  const headDays = new Set(head.items.filter(isDay).map((item) => item.key));
  const tail = after.items.slice(secondDay);
  if (tail.some((item) => isDay(item) && headDays.has(item.key))) return layoutThread(rows, options);
  const shift = head.items.length - secondDay;
  return {
    items: head.items.concat(
      tail.map((item) => (item.kind === 'message' ? { ...item, index: item.index + added } : item)),
    ),
    rowOfMessage: head.rowOfMessage.concat(after.rowOfMessage.slice(firstDayMessages).map((row) => row + shift)),
    unreadIndex: head.unreadIndex >= 0 ? head.unreadIndex : after.unreadIndex >= 0 ? after.unreadIndex + added : -1,
    end: { ...end, count: rows.length },
  };
}

/**
 * Whether two preparations of a thread lay out the same: the same rows in the same order, each with the same
 * author, type and `sentAt` (what `layoutThread` reads). A streaming reply growing, an edit, a reaction or a
 * delivery state changes none of them, and the layout of 10,000 rows need not be made again for it. Given the
 * indexes of the only rows that may differ (`changed`), those alone are compared.
 */
export function sameLayoutInput(
  before: readonly MessageRow[],
  after: readonly MessageRow[],
  changed?: readonly number[],
): boolean {
  if (before.length !== after.length) return false;
  const count = changed ? changed.length : after.length;
  for (let n = 0; n < count; n++) {
    const i = changed ? (changed[n] as number) : n;
    const a = before[i] as MessageRow;
    const b = after[i] as MessageRow;
    if (a === b) continue;
    if (
      a.key !== b.key ||
      a.message.author !== b.message.author ||
      a.message.type !== b.message.type ||
      a.message.sentAt !== b.message.sentAt
    )
      return false;
  }
  return true;
}

/** Whether `after` is `before` with rows added at the end: the same row objects first, in the same order. */
export function addedAtEnd(before: readonly MessageRow[], after: readonly MessageRow[]): boolean {
  if (after.length <= before.length) return false;
  for (let i = 0; i < before.length; i++) if (before[i] !== after[i]) return false;
  return true;
}

/** Whether `after` is `before` with rows added at the start: the same row objects last, in the same order. */
export function addedAtStart(before: readonly MessageRow[], after: readonly MessageRow[]): boolean {
  const extra = after.length - before.length;
  if (extra <= 0) return false;
  for (let i = 0; i < before.length; i++) if (before[i] !== after[i + extra]) return false;
  return true;
}
