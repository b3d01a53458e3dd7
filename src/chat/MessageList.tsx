'use client';
import { useCallback, useId, useMemo, useState } from 'react';
import { useOptionalEventCallback } from '../internal/useEventCallback.js';
import { useLabels } from './ChatContext.js';
import type { MessageStyling } from '../text/index.js';
import { loadedMarkdown } from './lazyMarkdown.js';
import type { ChatLabels } from './labels.js';
import type { ChatMessage, MessageMargins, MessageSlots, Participant, ThreadOptions } from './types.js';
import { authorName } from './messageRules.js';
import { useAutoScroll } from './useAutoScroll.js';
import { activeIndexOf, threadPosition } from './threadNavigation.js';
import { jumpToNew } from './streamingRules.js';
import { StopButton } from './StopButton.js';
import { validateChatProps } from './validateChatProps.js';
import { Announcer } from './Announcer.js';
import { defaultGroupWithinMs } from './threadLayout.js';
import { arrowDownIcon } from './icons.js';
import { ListRoot, NewMessages, Rows, Scroller } from './messageListStyles.js';
import { ThreadRow, type RowSettings } from './ThreadRow.js';
import { useThreadRows } from './useThreadRows.js';
import { useThreadVirtualizer } from './useThreadVirtualizer.js';
import { useArrivalAnnouncements } from './useArrivalAnnouncements.js';
import { useThreadTravel } from './useThreadTravel.js';
import { useQuoteJump } from './useQuoteJump.js';
import { useFollowGrowth } from './useFollowGrowth.js';

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
  const { rows, keys, ownKeys, layout, memory, prepared } = useThreadRows(
    messages,
    participants,
    Boolean(renderMessage),
    { locale, timeZone, groupWithinMs, unreadFrom },
  );
  const streaming = useMemo(() => memory.streamingOf(prepared), [memory, prepared]);
  const byId = useMemo(() => new Map(participants.map((p) => [p.id, p])), [participants]);
  const typist = showTypingIndicator ? byId.get(showTypingIndicator) : undefined;
  // Stable while the participants and labels are, so that memoized messages do not render again.
  const participantName = useCallback((id: string) => authorName(id, byId, labels), [byId, labels]);
  const complete = hasMoreHistory === false || (hasMoreHistory === undefined && !onScrollToTop);
  // Quotes read Markdown once it has loaded (before, as typed).
  const markdown = loadedMarkdown() ?? undefined;
  const quotes = useMemo(
    () => memory.quotesOf(prepared, { byId, labels, styling: messageStyling, complete, markdown }),
    [memory, prepared, byId, labels, messageStyling, complete, markdown],
  );
  const readState = useMemo(() => memory.latestReadOf(prepared, byId, labels), [memory, prepared, byId, labels]);
  // Ids of each message's parts, which label its row: unique to this list.
  const listId = useId();
  // An id holds no white space (an id list is split on it): the key is encoded.
  const partsId = (key: string) => `${listId}${encodeURIComponent(key)}`;
  // The "Beginning of conversation" row, only when the host says so.
  const lead = hasMoreHistory === false ? 1 : 0;
  const { items } = layout;
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
  const { virtualizer, totalSize, offsetListener } = useThreadVirtualizer({
    items,
    lead,
    footer: Boolean(typist),
    keys,
    pinned,
    getScrollElement: () => viewportRef.current,
  });
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

  const announcement = useArrivalAnnouncements({
    prepared,
    byId,
    labels,
    messageStyling,
    typistName: typist?.name,
  });
  const { focusMessage, onKeyDown, onRowKeyDown, onFocus, onBlur } = useThreadTravel({
    keys,
    viewportRef,
    virtualizer,
    rowIndexOf,
    scrollTo,
    totalSize,
    hasMoreHistory,
    onScrollToTop,
    setActiveKey,
    setEnteredKey,
  });
  useFollowGrowth(virtualizer, items, lead, rows, followGrowth);
  const { highlightKey, showOriginal } = useQuoteJump(keys, focusMessage);

  const firstNewIndex = Math.max(0, keys.length - Math.max(unseen, 1));
  const jump = jumpToNew({ unseen, streaming, atBottom });
  const jumpText = jump && (jump.unseen > 0 ? labels.newMessages(jump.unseen) : labels.latestMessage);
  const showNewMessages = () => {
    markSeen();
    // New arrivals: the first of them at the top. Only a reply still coming: its end at the bottom, where the
    // list follows it as it grows.
    focusMessage(firstNewIndex, unseen > 0 ? 'start' : 'end');
  };

  const { measureElement } = virtualizer;
  // The host's handlers, stable: a host that writes them inline (new functions in every render) must not render
  // every row again with each streamed token.
  const handlers = {
    onEdit: useOptionalEventCallback(onEdit),
    onDelete: useOptionalEventCallback(onDelete),
    onReply: useOptionalEventCallback(onReply),
    onRetry: useOptionalEventCallback(onRetry),
    onReact: useOptionalEventCallback(onReact),
    onUnreact: useOptionalEventCallback(onUnreact),
  };
  const shared: RowSettings = {
    messageStyling,
    showEdition,
    showDeletion,
    showReply,
    onQuoteActivate: showOriginal,
    ...handlers,
    participantName,
    renderMessage,
    renderAvatar,
    renderActions,
    margins,
    labels: ownLabels,
    locale,
    timeZone,
    allLabels: labels,
    byId,
    editingId,
    measure: measureElement,
  };
  // The same object while every field is: the rows are memoized on it.
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- every field is a dependency
  const settings = useMemo(() => shared, Object.values(shared));

  return (
    <ListRoot data-part="message-list">
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
            const historyStart = virtualRow.index < lead;
            // Before the first item (the "Beginning of conversation" row) the index is negative: no item.
            const item = items[virtualRow.index - lead];
            const messageIndex = item?.kind === 'message' ? item.index : -1;
            const row = rows[messageIndex];
            const key = String(virtualRow.key);
            const position =
              row && row.message.type !== 'typing'
                ? threadPosition(messageIndex, rows.length, { totalCount, complete })
                : null;
            return (
              <ThreadRow
                key={virtualRow.key}
                settings={settings}
                rowKey={key}
                index={virtualRow.index}
                start={virtualRow.start}
                item={item}
                historyStart={historyStart}
                typist={!historyStart && !item ? typist : undefined}
                row={row}
                posinset={position?.posinset}
                setsize={position?.setsize}
                active={messageIndex >= 0 && messageIndex === activeIndex}
                entered={row !== undefined && row.key === enteredKey}
                highlighted={row !== undefined && row.key === highlightKey}
                quote={row && quotes.get(row.key)}
                readers={row !== undefined && row.key === readState?.key ? readState.readers : undefined}
                idPrefix={row ? partsId(row.key) : ''}
              />
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
    </ListRoot>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') MessageList.displayName = 'MessageList';
} catch {
  // no `process`: the function's own name names it
}
