import type { MarkdownRenderer, MessageStyling } from '../text/index.js';
import type { ChatLabels } from './labels.js';
import { messageProblem, prepareMessages, type MessageProblemReason } from './messageRules.js';
import { latestRead, latestReadHolds, type LatestRead } from './messageStatus.js';
import { quotesHold, quotesOf, type Quote } from './replyRules.js';
import { addRows, changedSince, replaceInPlace, type PreparedRows } from './rowUpdates.js';
import { isAnyStreaming } from './streamingRules.js';
import {
  addedAtEnd,
  addedAtStart,
  layoutPrepended,
  layoutThread,
  sameLayoutInput,
  type ThreadLayout,
  type ThreadLayoutOptions,
} from './threadLayout.js';
import type { ChatMessage, Participant } from './types.js';
import { warnAboutMessage } from './validateChatProps.js';

/** Warns, in development, that a message cannot be drawn as given (a production bundle drops the warnings). */
function report(message: ChatMessage, index: number, reason: MessageProblemReason) {
  try {
    if (process.env.NODE_ENV !== 'production') warnAboutMessage(message, index, reason);
  } catch {
    // no `process` here: no warning
  }
}

/** What lays the thread out besides its rows: all but the time, read when a layout is made. */
export type ThreadRowsLayout = Omit<ThreadLayoutOptions, 'now'>;

/** What the quotes were made with besides the rows. */
export interface QuoteInput {
  byId: ReadonlyMap<string, Participant>;
  labels: Pick<ChatLabels, 'you' | 'unknownAuthor' | 'fileMessage' | 'filesMessage'>;
  styling: MessageStyling;
  complete: boolean;
  markdown?: MarkdownRenderer;
}

/** A value worked out from some rows, with what else it was made with. */
interface Made<T> {
  from: PreparedRows;
  inputs: readonly unknown[];
  value: T;
}

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) => a.every((value, i) => value === b[i]);

/**
 * One value worked out from the rows (and `inputs`), remembered: the last one when the rows are the last ones
 * with only some replaced and `holds` says none of those bears on it, else `make()`.
 */
function remembered<T>() {
  let last: Made<T> | undefined;
  return (
    prepared: PreparedRows,
    inputs: readonly unknown[],
    holds: (last: T, before: PreparedRows, changed: readonly number[]) => boolean,
    make: () => T,
  ): T => {
    const changed = last && sameInputs(last.inputs, inputs) ? changedSince(prepared, last.from) : null;
    const value = last && changed && holds(last.value, last.from, changed) ? last.value : make();
    last = { from: prepared, inputs, value };
    return value;
  };
}

/** What `createThreadMemory` makes: one per list. */
export type ThreadMemory = ReturnType<typeof createThreadMemory>;

/**
 * The last rows made for one list and what was worked out from them (layout, quotes, the latest read message,
 * whether any streams), for the next update to start from. A streamed update (a message replaced in place in a
 * new array) reads the replaced messages alone: the host's array is compared with the last one by identity,
 * from the end, and each value below is made again only when a replaced row bears on it.
 */
export function createThreadMemory() {
  let lastRows: PreparedRows | null = null;
  let lastLayout: Made<ThreadLayout> | null = null;
  const quotes = remembered<Map<string, Quote>>();
  const read = remembered<LatestRead | null>();
  const streaming = remembered<boolean>();
  return {
    /** The rows of `messages`: the last ones with what changed swapped or added, or all made anew. */
    rowsOf(
      messages: readonly ChatMessage[],
      participants: readonly Participant[],
      customRenderer: boolean,
    ): PreparedRows {
      const participantIds = new Set(participants.map((p) => p.id));
      const drawable = (message: ChatMessage) => messageProblem(message, participantIds, customRenderer) === null;
      const previous = lastRows;
      const inPlace = previous ? replaceInPlace(previous, messages, drawable) : null;
      // Messages added at either end: only theirs are made.
      const next =
        inPlace ??
        (previous &&
          addRows(previous, messages, (more, taken, firstIndex) =>
            prepareMessages(more, participants, { customRenderer, report, taken, firstIndex }),
          )) ??
        preparedAnew(messages, participants, customRenderer);
      // Only the last step is remembered: the rows before the previous ones are let go.
      if (previous && next !== previous) previous.replaced = undefined;
      lastRows = next;
      return next;
    },

    /**
     * The layout of the rows: the last one when only texts, reactions or states changed (a streaming reply),
     * laid on from its end when messages were added there, before it when older ones were loaded, else anew.
     */
    layoutOf(prepared: PreparedRows, options: ThreadRowsLayout): ThreadLayout {
      // Its fields, in the order given (the same object shape each time).
      const inputs = Object.values(options);
      const last = lastLayout;
      const { rows } = prepared;
      const same = last !== null && sameInputs(last.inputs, inputs);
      const changed = same ? changedSince(prepared, last.from) : null;
      if (last && same && sameLayoutInput(last.from.rows, rows, changed ?? undefined)) return last.value;
      const layoutOptions = { ...options, now: Date.now() };
      const value =
        last && same && addedAtEnd(last.from.rows, rows)
          ? layoutThread(rows, layoutOptions, last.value)
          : last && same && addedAtStart(last.from.rows, rows)
            ? layoutPrepended(rows, layoutOptions, last.value)
            : layoutThread(rows, layoutOptions);
      lastLayout = { from: prepared, inputs, value };
      return value;
    },

    /** The quote of each row that answers another (`quotesOf`). */
    quotesOf(prepared: PreparedRows, input: QuoteInput): Map<string, Quote> {
      const { byId, labels, styling, complete, markdown } = input;
      return quotes(
        prepared,
        [byId, labels, styling, complete, markdown],
        (last, before, changed) => quotesHold(last, before.rows, prepared.rows, changed),
        () => quotesOf(prepared.rows, byId, labels, input),
      );
    },

    /** The latest own message read, and by whom (`latestRead`). */
    latestReadOf(
      prepared: PreparedRows,
      byId: ReadonlyMap<string, Participant>,
      labels: Pick<ChatLabels, 'unknownAuthor'>,
    ): LatestRead | null {
      return read(
        prepared,
        [byId, labels],
        (_, before, changed) => latestReadHolds(before.rows, prepared.rows, changed),
        () => latestRead(prepared.rows, byId, labels),
      );
    },

    /** Whether any message is still streaming: none of the replaced rows streams, and none did or one still does. */
    streamingOf(prepared: PreparedRows): boolean {
      return streaming(
        prepared,
        [],
        (last, _, changed) => !changed.some((index) => prepared.rows[index]?.message.streaming) && !last,
        () => isAnyStreaming(prepared.rows),
      );
    },
  };
}

function preparedAnew(
  messages: readonly ChatMessage[],
  participants: readonly Participant[],
  customRenderer: boolean,
): PreparedRows {
  const rows = prepareMessages(messages, participants, { customRenderer, report });
  return {
    messages,
    rows,
    keys: rows.map((row) => row.key),
    ownKeys: new Set(rows.filter((r) => r.message.author === 'me').map((r) => r.key)),
  };
}
