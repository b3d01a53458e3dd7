'use client';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';
import { useEventCallback } from '../internal/useEventCallback.js';
import {
  defaultRangeExtractor,
  observeElementOffset,
  observeElementRect,
  useVirtualizer,
  type Range,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { styled } from '../theme/index.js';
import { ScrollArea } from '../primitives/index.js';
import { warn } from '../internal/warn.js';
import { useLabels } from './ChatContext.js';
import type { MessageStyling } from '../text/index.js';
import { loadedMarkdown } from './lazyMarkdown.js';
import type { ChatLabels } from './labels.js';
import type { ChatMessage, MessageMargins, MessageSlots, Participant, ThreadOptions } from './types.js';
import {
  arrivalsToAnnounce,
  authorName,
  messageDescribedBy,
  messageProblem,
  messageLabelledBy,
  messageSummary,
  prepareMessages,
  type MessageRow,
} from './messageRules.js';
import { useAutoScroll } from './useAutoScroll.js';
import { aheadOnly, diffKeys, followsRowAbove, keyScrollTop, prependedOffset, withPinned } from './scrollRules.js';
import { activeIndexOf, navigateThread, threadPosition } from './threadNavigation.js';
import { rowControls } from './rowControls.js';
import { keyOfId, quotesOf } from './replyRules.js';
import { latestRead, shownStatus } from './messageStatus.js';
import { useAnnouncer } from './useAnnouncer.js';
import { changedRows, finishedStreams, isAnyStreaming, jumpToNew } from './streamingRules.js';
import { StopButton } from './StopButton.js';
import { addRows, replaceInPlace, type PreparedRows } from './rowUpdates.js';
import { describeMessage, validateChatProps } from './validateChatProps.js';
import { Announcer } from './Announcer.js';
import { Message } from './Message.js';
import { TypingIndicator } from './TypingIndicator.js';
import { ThreadSeparator } from './ThreadSeparator.js';
import {
  addedAtEnd,
  addedAtStart,
  defaultGroupWithinMs,
  layoutPrepended,
  layoutThread,
  sameLayoutInput,
  type ThreadItem,
  type ThreadLayout,
} from './threadLayout.js';
import { arrowDownIcon } from './icons.js';

const Root = styled('div', {
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '$messageListBg',
});

const Scroller = styled(ScrollArea, { flex: '1 1 auto' });

// The virtualizer's sizer: as high as every row together; only the rows near the view are in it, each
// placed at its offset. Padding lives in each slot, so the measured rows add up to the scroll height.
const Rows = styled('div', { position: 'relative', width: '100%' });

const Slot = styled('div', {
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  boxSizing: 'border-box',
  padding: '$1 $3',
  '& > [data-part="message"], & > [data-part="typing"]': { margin: 0 },
  // A message's row takes focus: the ring goes round the whole row, inside the scroller's edges.
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '-2px', borderRadius: '$large' },
  // The original of a quote just shown: a tint that fades (at once under reduced motion).
  borderRadius: '$large',
  transition: 'background-color 600ms ease-out',
  '&[data-highlighted]': { backgroundColor: 'rgba(127, 127, 127, 0.22)' },
  '@reducedMotion': { transition: 'none' },
  '@forcedColors': {
    '&[data-highlighted]': { outline: '2px dashed Highlight', outlineOffset: '-2px' },
    '&:focus-visible': { outline: '2px solid Highlight' },
  },
  // The rows of one author's group sit closer together.
  variants: {
    group: {
      single: {},
      first: { paddingBottom: '1px' },
      middle: { paddingTop: '1px', paddingBottom: '1px' },
      last: { paddingTop: '1px' },
    },
  },
});

/** How long the original of a quote stays highlighted after a jump to it (ms). */
export const quoteHighlightMs = 1600;

const HistoryStart = styled('p', {
  margin: 0,
  padding: '$2 0',
  textAlign: 'center',
  fontFamily: '$body',
  fontSize: '$small',
  color: '$messageListText',
  '@forcedColors': { borderBottom: '1px solid CanvasText' },
});

/** The height a row is given until it is measured. */
const estimatedRowHeight = 64;
/**
 * Rows rendered beyond each edge of the view. A fast scroll draws the whole window anew in each frame, so
 * each one costs (8 took 1.6 times the main thread's time per frame of 3 in the chat bench).
 */
const overscan = 3;
/** The view assumed before it is measured: about the height of the floating window. */
const initialViewport = { width: 0, height: 600 };
/** Key of the typing indicator drawn after the messages. */
const typingKey = 'typing-indicator';
/** Key of the "Beginning of conversation" row drawn before the first message. */
const historyStartKey = 'history-start';
/** How long someone must have been typing before it is announced (ms): a burst of keys is not news. */
export const typingAnnounceDelayMs = 1500;
/** Arrivals of one update whose text is made for the announcer; the queue summarises beyond a few anyway. */
const arrivalTexts = 10;

/**
 * A row's measured height; a row measured 0 high (not laid out: a hidden window, or no layout engine)
 * keeps its estimate instead of collapsing the list.
 */
function measureRow(element: Element): number {
  const height = element.getBoundingClientRect().height;
  return height > 0 ? height : estimatedRowHeight;
}

/** The view's size; a view without layout (hidden, or no layout engine) counts as one screen of the window. */
function observeViewport(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    report(
      rect.height > 0 ? rect : { width: rect.width, height: typeof window === 'undefined' ? 0 : window.innerHeight },
    ),
  );
}

/** TanStack's question when a row above the view is measured: does the view move with it? */
function keepPlaceAboveRow(item: VirtualItem, _delta: number, instance: Virtualizer<HTMLDivElement, Element>) {
  const element = instance.scrollElement;
  if (!element) return false;
  return followsRowAbove(item, {
    // Read while rows are measured, when the layout is already up to date.
    scrollTop: element.scrollTop,
    knownOffset: instance.scrollOffset,
    firstMeasure: !instance.itemSizeCache.has(item.key),
    scrollingBack: instance.scrollDirection === 'backward',
  });
}

const NewMessages = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  position: 'absolute',
  bottom: '$3',
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '$control',
  padding: '0 $3',
  borderRadius: '$round',
  backgroundColor: '$sentMessageBg',
  color: '$sentMessageText',
  boxShadow: '$raised',
  fontFamily: '$body',
  fontSize: '$body',
  fontWeight: 600,
  cursor: 'pointer',
  '& svg': { size: '16px' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '@forcedColors': {
    border: '2px solid ButtonText',
    backgroundColor: 'ButtonFace',
    color: 'ButtonText',
    '&:focus-visible': { outline: '2px solid Highlight' },
  },
});

const warned = new WeakSet<object>();

function report(message: ChatMessage, index: number, reason: string) {
  if (typeof message === 'object' && message !== null) {
    if (warned.has(message)) return;
    warned.add(message);
  }
  warn(`${describeMessage(message, index)} ${reason}.`);
}

export interface MessageListProps extends MessageSlots, ThreadOptions {
  /** The conversation, oldest first; keep message objects (or ids) stable between renders. */
  messages: readonly ChatMessage[];
  /** The other people, for names, avatars and the typing indicator. */
  participants: readonly Participant[];
  /** The id of the participant who is typing, or '' when nobody is. */
  showTypingIndicator?: string;
  /** Follow new messages even when the reader has scrolled up. */
  alwaysScrollToBottom?: boolean;
  /** Styles text messages: `true`, inline marks; `'markdown'`, Markdown (see `Chat`). */
  messageStyling?: MessageStyling;
  /** Shows edit buttons on own text messages with an id. */
  showEdition?: boolean;
  /** Shows delete buttons on own messages with an id. */
  showDeletion?: boolean;
  /** The message being edited (its edit button is disabled). */
  editingId?: string | number;
  /** Called by a message's edit button. */
  onEdit?: (message: ChatMessage) => void;
  /** Called by a message's delete button. */
  onDelete?: (message: ChatMessage) => void;
  /** Shows a reply button on each message with an id (not system messages). */
  showReply?: boolean;
  /** Called by a message's reply button. */
  onReply?: (message: ChatMessage) => void;
  /** Called by the Retry button of an own message whose `status` is `'failed'`. */
  onRetry?: (message: ChatMessage) => void;
  /**
   * Called once each time the reader reaches the very top, or moves focus to the first loaded message:
   * load older messages then.
   */
  onScrollToTop?: () => void;
  /**
   * The thread's true length when older messages are not all loaded: each message's `aria-posinset` counts
   * from it, and `aria-setsize` is it. Without it positions count the loaded messages, and the size is -1
   * (unknown) unless the whole history is known to be loaded.
   */
  totalCount?: number;
  /**
   * Whether older messages remain to load. `false` draws a "Beginning of conversation" row above the first
   * message and makes the loaded messages the whole set; unset, the history is complete unless
   * `onScrollToTop` is given.
   */
  hasMoreHistory?: boolean;
  /** Older messages are being loaded: the log is `aria-busy` meanwhile. */
  loadingHistory?: boolean;
  /** Spacing of each kind of row. */
  margins?: MessageMargins;
  /** Replaces built-in strings. */
  labels?: Partial<ChatLabels>;
  /** Shows a "Stop" button under the list while any message is `streaming`; called when it is pressed. */
  onStop?: () => void;
  /** Shows a "React" button on each message; called with the message and an emoji the user adds. */
  onReact?: (message: ChatMessage, emoji: string) => void;
  /** Called with the message and an emoji whose reaction the user takes back. */
  onUnreact?: (message: ChatMessage, emoji: string) => void;
}

/**
 * The scrolling message list: a `role="log"` on the Radix scroll area, virtualized (only the rows near
 * the view are in the DOM, measured as they render), rows drawn by `Message`, the typing indicator, the
 * scroll rules of `useAutoScroll` and a "N new messages" button when the reader is above new arrivals.
 *
 * The thread is one Tab stop: each message is a focusable `article` with its position, and only the active
 * one (the newest until focus moves) has `tabindex="0"`. On a message, the arrows and Page Up / Page Down
 * move focus (rendering the message first), Home / End go to the first and last loaded, Enter or Tab moves
 * into its own controls and Escape back; Tab from the last control, or from a message without any, leaves.
 *
 * Through a polite status region, one at a time and each for at least a second: arrivals at the bottom (a
 * burst's extra ones summarised), someone typing, and older messages loaded. The log itself is not live, so
 * re-renders are never read out. The active row and the row being edited stay mounted when scrolled out.
 *
 * Messages with a `sentAt` show their time; a day separator goes above the first message of each day, and
 * one author's run within `groupWithinMs` is drawn as a group (its first row's label names the author, the
 * others' descriptions do). With `unreadFrom`, a "New messages" line goes above that message, and the list
 * opens at it when it is more than a screen up, with the "N new messages" button counting from it.
 *
 * A `streaming` message (its text growing) is followed from the bottom in the frame that draws each growth,
 * leaves a reader scrolled up where they are (the jump button then says the reply is still coming), is
 * `aria-busy` meanwhile and is announced once, complete; `onStop` shows a "Stop" button while one streams.
 * Messages replaced in place (same ids) cost no pass over the whole thread. With `onReact`, each message has a
 * "React" button and its reactions are toggles.
 */
export function MessageList({
  messages: messagesProp,
  participants: participantsProp,
  showTypingIndicator = '',
  alwaysScrollToBottom = false,
  messageStyling = false,
  showEdition = false,
  showDeletion = false,
  editingId,
  onEdit,
  onDelete,
  showReply = false,
  onReply,
  onRetry,
  onScrollToTop,
  renderMessage,
  renderAvatar,
  renderActions,
  margins,
  labels: ownLabels,
  totalCount,
  hasMoreHistory,
  loadingHistory = false,
  onStop,
  onReact,
  onUnreact,
  locale,
  timeZone,
  groupWithinMs = defaultGroupWithinMs,
  unreadFrom,
}: MessageListProps) {
  const { participants, messages } = validateChatProps('MessageList', participantsProp, messagesProp);
  const labels = useLabels(ownLabels);
  // The last rows made, for the next update to replace a few in place (a streaming reply): held in state so
  // that it lives as long as the list, and written only while memoizing the rows.
  const [lastPrepared] = useState<{ current: PreparedRows | null }>(() => ({ current: null }));
  const participantIds = useMemo(() => new Set(participants.map((p) => p.id)), [participants]);
  const prepared = useMemo(() => {
    const customRenderer = Boolean(renderMessage);
    const drawable = (message: ChatMessage) => messageProblem(message, participantIds, customRenderer) === null;
    const previous = lastPrepared.current;
    const inPlace = previous ? replaceInPlace(previous, messages, drawable) : null;
    if (inPlace) return (lastPrepared.current = inPlace);
    // Messages added at either end: only theirs are made.
    const added =
      previous &&
      addRows(previous, messages, (more, taken, firstIndex) =>
        prepareMessages(more, participants, { customRenderer, report, taken, firstIndex }),
      );
    if (added) return (lastPrepared.current = added);
    const made = prepareMessages(messages, participants, { customRenderer, report });
    return (lastPrepared.current = {
      messages,
      rows: made,
      keys: made.map((row) => row.key),
      ownKeys: new Set(made.filter((r) => r.message.author === 'me').map((r) => r.key)),
    });
  }, [messages, participants, participantIds, renderMessage, lastPrepared]);
  const { rows, keys, ownKeys } = prepared;
  const streaming = useMemo(() => isAnyStreaming(rows), [rows]);
  // Day separators, the unread line and groups, laid out again when the messages change ("Today" is
  // judged then too); not when only their texts, reactions or states changed (a streaming reply: tens of
  // updates a second). The last layout is held like the last rows.
  const { today, yesterday } = labels;
  const [lastLayout] = useState<{
    current: { rows: readonly MessageRow[]; options: readonly unknown[]; layout: ThreadLayout } | null;
  }>(() => ({ current: null }));
  const layout = useMemo(() => {
    const options = [locale, timeZone, groupWithinMs, unreadFrom, today, yesterday];
    const last = lastLayout.current;
    const sameOptions = last !== null && last.options.every((value, i) => value === options[i]);
    if (last && sameOptions && sameLayoutInput(last.rows, rows)) return last.layout;
    const layoutOptions = { locale, timeZone, groupWithinMs, unreadFrom, now: Date.now(), words: { today, yesterday } };
    // Messages added at the end: laid out on from the last layout's end; older ones loaded: laid out before it.
    const made =
      last && sameOptions && addedAtEnd(last.rows, rows)
        ? layoutThread(rows, layoutOptions, last.layout)
        : last && sameOptions && addedAtStart(last.rows, rows)
          ? layoutPrepended(rows, layoutOptions, last.layout)
          : layoutThread(rows, layoutOptions);
    lastLayout.current = { rows, options, layout: made };
    return made;
  }, [rows, locale, timeZone, groupWithinMs, unreadFrom, today, yesterday, lastLayout]);
  const byId = useMemo(() => new Map(participants.map((p) => [p.id, p])), [participants]);
  const typist = showTypingIndicator ? byId.get(showTypingIndicator) : undefined;
  // Stable while the participants and labels are, so that memoized messages do not render again.
  const participantName = useCallback((id: string) => authorName(id, byId, labels), [byId, labels]);
  const complete = hasMoreHistory === false || (hasMoreHistory === undefined && !onScrollToTop);
  // Quotes read Markdown once it has loaded (before, as typed).
  const markdown = loadedMarkdown() ?? undefined;
  const quotes = useMemo(
    () => quotesOf(rows, byId, labels, { styling: messageStyling, complete, markdown }),
    [rows, byId, labels, messageStyling, complete, markdown],
  );
  const readState = useMemo(() => latestRead(rows, byId, labels), [rows, byId, labels]);
  // Ids of each message's parts, which label its row: unique to this list.
  const listId = useId();
  // An id holds no white space (an id list is split on it): the key is encoded.
  const partsId = (key: string) => `${listId}${encodeURIComponent(key)}`;
  // The "Beginning of conversation" row, only when the host says so.
  const lead = hasMoreHistory === false ? 1 : 0;
  const { items } = layout;
  const count = lead + items.length + (typist ? 1 : 0);
  /** The virtual row of the message at `index`. */
  const rowIndexOf = (index: number) => lead + (layout.rowOfMessage[index] ?? index);

  // The message the thread's Tab stop is on (the newest until focus moves), and the one whose own controls
  // focus is among.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [enteredKey, setEnteredKey] = useState<string | null>(null);
  const activeIndex = activeIndexOf(keys, activeKey);
  const editingKey = editingId === undefined ? null : `id-${String(editingId)}`;
  const pinned = useMemo(() => {
    const indexes = [activeIndex];
    if (editingKey !== null) indexes.push(keys.indexOf(editingKey));
    return indexes.filter((index) => index >= 0).map((index) => lead + (layout.rowOfMessage[index] ?? index));
  }, [activeIndex, editingKey, keys, lead, layout]);
  // What the last render drew (held like the last rows): the virtualizer, whose rows ahead alone are
  // overscanned while it scrolls; the keys and the size, for a load of older messages.
  const [drawn] = useState<{ view?: Virtualizer<HTMLDivElement, Element>; keys?: readonly string[]; size: number }>(
    () => ({ size: 0 }),
  );
  const scrolling = drawn.view?.isScrolling ? drawn.view.scrollDirection : null;
  const rangeExtractor = useCallback(
    (range: Range) => withPinned(aheadOnly(defaultRangeExtractor(range), range, scrolling), pinned),
    [pinned, scrolling],
  );
  const getItemKey = useCallback(
    (index: number) => (index < lead ? historyStartKey : (items[index - lead]?.key ?? typingKey)),
    [items, lead],
  );
  // Told of the positions the scroll rules set, so the rows there render before the browser paints.
  const offsetListener = useRef<((offset: number, isScrolling: boolean) => void) | null>(null);

  // The virtualizer is read while rendering on purpose (its window and sizes change with scrolling); the
  // rows below it are memoized by hand, not by the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count,
    getScrollElement: () => viewportRef.current,
    estimateSize: () => estimatedRowHeight,
    getItemKey,
    overscan,
    rangeExtractor,
    // First display is at the bottom: start the window there rather than render the top and move.
    initialOffset: () => count * estimatedRowHeight,
    // Before the view is measured (a server render, the first render in the browser) it counts as a
    // window-high view, so the server draws the latest messages and the browser hydrates the same rows.
    initialRect: initialViewport,
    measureElement: measureRow,
    observeElementRect: observeViewport,
    observeElementOffset: (instance, report) => {
      offsetListener.current = report;
      return observeElementOffset(instance, report);
    },
  });

  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = keepPlaceAboveRow;
  drawn.view = virtualizer;
  const totalSize = virtualizer.getTotalSize();
  // Older messages loaded: the window is drawn where the reader's rows now are, not at the old offset (the
  // scroll rules then move the view there, by the rows as measured).
  const shifted =
    drawn.keys && prependedOffset(drawn.keys, keys, virtualizer.scrollOffset ?? 0, totalSize - drawn.size);
  if (shifted) virtualizer.scrollOffset = shifted;
  drawn.keys = keys;
  drawn.size = totalSize;
  const { viewportRef, onScroll, unseen, atBottom, scrollTo, followGrowth, markSeen } = useAutoScroll({
    keys,
    ownKeys,
    footer: Boolean(typist),
    alwaysScrollToBottom,
    onScrollToTop,
    contentSize: totalSize,
    measuredContentSize: () => virtualizer.getTotalSize(),
    onScrollSet: (top) => offsetListener.current?.(top, false),
    // Opened at the "New messages" line (just above the first unread message), the unread ones unseen.
    startingPlace: () => {
      if (layout.unreadIndex < 0) return null;
      const line = rowIndexOf(layout.unreadIndex) - 1;
      const offset = virtualizer.getOffsetForIndex(line, 'start');
      if (!offset) return null;
      const go = () => virtualizer.scrollToIndex(line, { align: 'start' });
      return { top: offset[0], unseen: keys.length - layout.unreadIndex, go };
    },
  });

  const { announcement, announce } = useAnnouncer(labels.moreNewMessages);
  const announcedKeys = useRef<readonly string[] | null>(null);
  // Other people's messages seen streaming: each is announced once, when complete.
  const streamingKeys = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const previous = announcedKeys.current;
    announcedKeys.current = keys;
    const streams = finishedStreams(streamingKeys.current, rows);
    streamingKeys.current = streams.streaming;
    if (previous === null) return;
    // The same keys: messages replaced in place (a reply streaming), nothing arrived or was prepended.
    const arrivals = [
      ...(previous === keys ? [] : arrivalsToAnnounce(previous, rows, false).filter((row) => !row.message.streaming)),
      ...streams.finished,
    ];
    if (arrivals.length > 0) {
      const name = (row: MessageRow) => authorName(row.message.author, byId, labels);
      const texts = arrivals
        .slice(0, arrivalTexts)
        .map((row) => messageSummary(row.message, name(row), labels, messageStyling, loadedMarkdown() ?? undefined));
      announce(texts, true, arrivals.length - texts.length);
    }
    const { prepended } = previous === keys ? { prepended: 0 } : diffKeys(previous, keys);
    if (prepended > 0) announce(labels.earlierMessagesLoaded(prepended));
  }, [rows, keys, byId, labels, announce, messageStyling]);

  // Someone typing is said once they have been at it for a moment, politely, with the rest.
  const typistName = typist?.name;
  useEffect(() => {
    if (!typistName) return;
    const timer = setTimeout(() => announce(labels.typing(typistName)), typingAnnounceDelayMs);
    return () => clearTimeout(timer);
  }, [typistName, labels, announce]);

  // Focus asked for a row that was not rendered yet: given once it is.
  const focusRequest = useRef<string | null>(null);
  const mountedRow = (key: string) => {
    // Array.from, not a spread: a down-levelled bundle (the docs site's) spreads a NodeList into [NodeList].
    const slots = Array.from(viewportRef.current?.querySelectorAll('[data-key]') ?? []);
    const slot = slots.find((element) => element.getAttribute('data-key') === key);
    return slot instanceof HTMLElement && slot.dataset.part === 'message-row' ? slot : null;
  };
  useIsomorphicLayoutEffect(() => {
    const key = focusRequest.current;
    if (key === null) return;
    const row = mountedRow(key);
    if (!row) return;
    focusRequest.current = null;
    row.focus({ preventScroll: true });
  });

  // A rendered row whose message changed (a streaming reply grew, an edit): from the bottom, the view follows
  // its growth before paint. The virtualizer measures the row in its resize observer, as it does any row, and
  // renders again then: a second render of the list before paint, in every update, would double its cost.
  const renderedMessages = useRef(new Map<string, ChatMessage>());
  useIsomorphicLayoutEffect(() => {
    const rendered = virtualizer
      .getVirtualItems()
      .map((virtualRow) => {
        const item = items[virtualRow.index - lead];
        return item?.kind === 'message' ? rows[item.index] : undefined;
      })
      .filter((row): row is MessageRow => row !== undefined);
    if (changedRows(renderedMessages.current, rendered).length > 0) followGrowth();
    renderedMessages.current = new Map(rendered.map((row) => [row.key, row.message]));
  }, [rows]);

  /** Moves the thread's Tab stop, and focus, to the message at `index`, scrolling it into view. */
  const focusMessage = (index: number, align: 'auto' | 'start' | 'center' | 'end' = 'auto') => {
    const key = keys[index];
    const element = viewportRef.current;
    if (key === undefined || !element) return;
    setActiveKey(key);
    if (index === 0) {
      // The very top, the "Beginning of conversation" row included. Arriving there asks for older messages:
      // the scroll event does so when the view moves; when it was already there, nothing scrolls to say it.
      if (element.scrollTop <= 0 && hasMoreHistory !== false) onScrollToTop?.();
      scrollTo(element, 0);
    } else {
      virtualizer.scrollToIndex(rowIndexOf(index), { align });
      // Read back at once: the rows measured before the scroll event arrives (far from where the view was,
      // all of them new) must not be judged against the old position, which was perhaps the bottom.
      scrollTo(element, element.scrollTop);
    }
    const row = mountedRow(key);
    if (row) row.focus({ preventScroll: true });
    else focusRequest.current = key;
  };

  // A quote's original, shown: rendered through the virtualizer wherever it is, focused, highlighted briefly.
  const [highlightKey, setHighlightKey] = useState<string | null>(null);
  useEffect(() => {
    if (highlightKey === null) return;
    const timer = setTimeout(() => setHighlightKey(null), quoteHighlightMs);
    return () => clearTimeout(timer);
  }, [highlightKey]);
  const showOriginal = useEventCallback((message: ChatMessage) => {
    if (message.replyTo === undefined) return;
    const key = keyOfId(message.replyTo);
    const index = keys.indexOf(key);
    if (index < 0) return;
    focusMessage(index, 'center');
    setHighlightKey(key);
  });

  const firstNewIndex = Math.max(0, keys.length - Math.max(unseen, 1));
  const jump = jumpToNew({ unseen, streaming, atBottom });
  const jumpText = jump && (jump.unseen > 0 ? labels.newMessages(jump.unseen) : labels.latestMessage);
  const showNewMessages = () => {
    markSeen();
    // New arrivals: the first of them at the top. Only a reply still coming: its end at the bottom, where the
    // list follows it as it grows.
    focusMessage(firstNewIndex, unseen > 0 ? 'start' : 'end');
  };

  // The log itself (focused by a click on its background): the keys scroll it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    if (event.target !== element || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const top = keyScrollTop(event.key, {
      scrollTop: element.scrollTop,
      scrollHeight: totalSize,
      clientHeight: element.clientHeight,
    });
    if (top === null) return;
    event.preventDefault();
    scrollTo(element, top);
  };

  const rowKeyOf = (target: EventTarget | null) =>
    target instanceof Element ? (target.closest('[data-key]')?.getAttribute('data-key') ?? null) : null;

  // A message's keys: move between messages, into its controls and back.
  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as Element;
    const row = target.closest<HTMLElement>('[data-part="message-row"]');
    const key = rowKeyOf(row);
    if (!row || key === null) return;
    if (target !== row) {
      if (event.key === 'Escape') {
        event.preventDefault();
        row.focus();
      }
      return;
    }
    if (event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey)) {
      const [first] = rowControls(row);
      if (!first) return;
      event.preventDefault();
      setEnteredKey(key);
      first.focus();
      return;
    }
    if (event.shiftKey) return;
    const index = keys.indexOf(key);
    const next = navigateThread(event.key, index, keys.length);
    if (next === null) return;
    event.preventDefault();
    if (next !== index) focusMessage(next);
  };

  // Focus on a message makes it the active one; focus on one of its controls has entered it.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target;
    const key = rowKeyOf(target);
    if (key === null || !keys.includes(key)) return;
    setActiveKey(key);
    setEnteredKey(target.matches('[data-part="message-row"]') ? null : key);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setEnteredKey(null);
  };

  const renderItem = (index: number, item: ThreadItem | undefined) => {
    if (index < lead) return <HistoryStart data-part="history-start">{labels.beginningOfConversation}</HistoryStart>;
    if (!item) return typist ? <TypingIndicator participant={typist} labels={ownLabels} /> : null;
    if (item.kind === 'day') return <ThreadSeparator kind="day" label={item.label} dateTime={item.dateTime} />;
    if (item.kind === 'unread') return <ThreadSeparator kind="unread" label={labels.unreadLine} />;
    const row = rows[item.index];
    if (!row) return null;
    const { message } = row;
    const participant = byId.get(message.author);
    if (message.type === 'typing') {
      return (
        <TypingIndicator
          participant={participant ?? { id: message.author, name: labels.unknownAuthor }}
          labels={ownLabels}
        />
      );
    }
    return (
      <Message
        message={message}
        participant={participant}
        authorName={authorName(message.author, byId, labels)}
        messageStyling={messageStyling}
        showEdition={showEdition}
        showDeletion={showDeletion}
        isEditTarget={editingId !== undefined && message.id === editingId}
        onEdit={onEdit}
        onDelete={onDelete}
        showReply={showReply}
        onReply={onReply}
        quote={quotes.get(row.key)}
        onQuoteActivate={showOriginal}
        onRetry={onRetry}
        latestRead={row.key === readState?.key}
        readers={row.key === readState?.key ? readState.readers : undefined}
        onReact={onReact}
        onUnreact={onUnreact}
        participantName={participantName}
        renderMessage={renderMessage}
        renderAvatar={renderAvatar}
        renderActions={renderActions}
        margins={margins}
        labels={ownLabels}
        idPrefix={partsId(row.key)}
        entered={row.key === enteredKey}
        group={item.group}
        locale={locale}
        timeZone={timeZone}
      />
    );
  };

  return (
    <Root data-part="message-list">
      <Scroller
        label={labels.messageList}
        viewportRef={viewportRef}
        viewportProps={{
          role: 'log',
          'aria-live': 'off',
          'aria-busy': loadingHistory || undefined,
          // The messages are the Tab stop; the log itself only while it has none.
          tabIndex: rows.length > 0 ? -1 : 0,
          onScroll,
          onKeyDown,
        }}
      >
        <Rows
          data-part="message-rows"
          style={{ height: totalSize }}
          onFocus={onFocus}
          onBlur={onBlur}
          onKeyDown={onRowKeyDown}
        >
          {virtualizer.getVirtualItems().map((virtualRow) => {
            const item = virtualRow.index < lead ? undefined : items[virtualRow.index - lead];
            const messageIndex = item?.kind === 'message' ? item.index : -1;
            const row = rows[messageIndex];
            // A message is an article with its place in the thread; the typing indicator, the separators
            // and the "Beginning of conversation" row are not messages.
            const article = row && row.message.type !== 'typing';
            const position = article ? threadPosition(messageIndex, rows.length, { totalCount, complete }) : null;
            const group = item?.kind === 'message' ? item.group : 'single';
            const continuesGroup = group === 'middle' || group === 'last';
            return (
              <Slot
                key={virtualRow.key}
                ref={virtualizer.measureElement}
                as={article ? 'article' : 'div'}
                data-index={virtualRow.index}
                data-key={virtualRow.key}
                data-part={article ? 'message-row' : undefined}
                data-group={article ? group : undefined}
                group={group}
                tabIndex={article ? (messageIndex === activeIndex ? 0 : -1) : undefined}
                aria-posinset={position?.posinset}
                aria-setsize={position?.setsize}
                aria-labelledby={article ? messageLabelledBy(row.message, partsId(row.key), continuesGroup) : undefined}
                aria-describedby={
                  article
                    ? messageDescribedBy(row.message, partsId(row.key), {
                        continuesGroup,
                        quote: quotes.has(row.key),
                        status: shownStatus(row.message, row.key === readState?.key) !== null,
                        seen: row.key === readState?.key && readState.readers.length > 0,
                      })
                    : undefined
                }
                aria-busy={article && row.message.streaming ? true : undefined}
                data-highlighted={row?.key === highlightKey ? '' : undefined}
                style={{ transform: `translateY(${virtualRow.start}px)` }}
              >
                {renderItem(virtualRow.index, item)}
              </Slot>
            );
          })}
        </Rows>
      </Scroller>
      {streaming && onStop && <StopButton onStop={onStop} labels={ownLabels} />}
      {jump && jumpText && (
        <NewMessages type="button" onClick={showNewMessages} data-streaming={jump.streaming || undefined}>
          {arrowDownIcon}
          {jump.streaming ? labels.replyStillComing(jumpText) : jumpText}
        </NewMessages>
      )}
      <Announcer announcement={announcement} />
    </Root>
  );
}
MessageList.displayName = 'MessageList';
