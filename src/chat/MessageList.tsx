'use client';
import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
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
import type { ChatLabels } from './labels.js';
import type { ChatMessage, MessageMargins, MessageSlots, Participant } from './types.js';
import { arrivalsToAnnounce, authorName, messageSummary, prepareMessages, type MessageRow } from './messageRules.js';
import { useAutoScroll } from './useAutoScroll.js';
import { followsRowAbove, keyScrollTop, withPinned } from './scrollRules.js';
import { useAnnouncer } from './useAnnouncer.js';
import { describeMessage, validateChatProps } from './validateChatProps.js';
import { Announcer } from './Announcer.js';
import { Message } from './Message.js';
import { TypingIndicator } from './TypingIndicator.js';
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
});

/** The height a row is given until it is measured. */
const estimatedRowHeight = 64;
/** Rows rendered beyond each edge of the view. */
const overscan = 8;
/** The view assumed before it is measured: about the height of the floating window. */
const initialViewport = { width: 0, height: 600 };
/** Key of the typing indicator drawn after the messages. */
const typingKey = 'typing-indicator';

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
});

const warned = new WeakSet<object>();

function report(message: ChatMessage, index: number, reason: string) {
  if (typeof message === 'object' && message !== null) {
    if (warned.has(message)) return;
    warned.add(message);
  }
  warn(`${describeMessage(message, index)} ${reason}.`);
}

export interface MessageListProps extends MessageSlots {
  /** The conversation, oldest first; keep message objects (or ids) stable between renders. */
  messages: readonly ChatMessage[];
  /** The other people, for names, avatars and the typing indicator. */
  participants: readonly Participant[];
  /** The id of the participant who is typing, or '' when nobody is. */
  showTypingIndicator?: string;
  /** Follow new messages even when the reader has scrolled up. */
  alwaysScrollToBottom?: boolean;
  /** Applies inline styling to text messages. */
  messageStyling?: boolean;
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
  /** Called once each time the reader reaches the very top: load older messages then. */
  onScrollToTop?: () => void;
  /** Spacing of each kind of row. */
  margins?: MessageMargins;
  /** Replaces built-in strings. */
  labels?: Partial<ChatLabels>;
}

/**
 * The scrolling message list: a `role="log"` on the Radix scroll area, virtualized (only the rows near
 * the view are in the DOM, measured as they render), rows drawn by `Message`, the typing indicator, the
 * scroll rules of `useAutoScroll` and a "N new messages" button when the reader is above new arrivals.
 * Arrivals at the bottom are announced once each through a polite status region; the log itself is not
 * live, so prepended history and re-renders are never read out. The focused row and the row being edited
 * stay mounted when scrolled out of view.
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
  onScrollToTop,
  renderMessage,
  renderAvatar,
  renderActions,
  margins,
  labels: ownLabels,
}: MessageListProps) {
  const { participants, messages } = validateChatProps('MessageList', participantsProp, messagesProp);
  const labels = useLabels(ownLabels);
  const rows = useMemo(
    () => prepareMessages(messages, participants, { customRenderer: Boolean(renderMessage), report }),
    [messages, participants, renderMessage],
  );
  const keys = useMemo(() => rows.map((row) => row.key), [rows]);
  const ownKeys = useMemo(() => new Set(rows.filter((r) => r.message.author === 'me').map((r) => r.key)), [rows]);
  const byId = useMemo(() => new Map(participants.map((p) => [p.id, p])), [participants]);
  const typist = showTypingIndicator ? byId.get(showTypingIndicator) : undefined;
  const count = rows.length + (typist ? 1 : 0);

  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const editingKey = editingId === undefined ? null : `id-${String(editingId)}`;
  const pinned = useMemo(() => {
    const indexes: number[] = [];
    for (const key of [focusedKey, editingKey]) if (key !== null) indexes.push(keys.indexOf(key));
    return indexes;
  }, [focusedKey, editingKey, keys]);
  const rangeExtractor = useCallback((range: Range) => withPinned(defaultRangeExtractor(range), pinned), [pinned]);
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? typingKey, [rows]);
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
  const totalSize = virtualizer.getTotalSize();
  const { viewportRef, onScroll, unseen, scrollToBottom, scrollTo } = useAutoScroll({
    keys,
    ownKeys,
    footer: Boolean(typist),
    alwaysScrollToBottom,
    onScrollToTop,
    contentSize: totalSize,
    measuredContentSize: () => virtualizer.getTotalSize(),
    onScrollSet: (top) => offsetListener.current?.(top, false),
  });

  const { announcement, announce } = useAnnouncer();
  const announcedKeys = useRef<readonly string[] | null>(null);
  useEffect(() => {
    const arrivals = arrivalsToAnnounce(announcedKeys.current ?? [], rows, announcedKeys.current === null);
    announcedKeys.current = keys;
    const name = (row: MessageRow) => authorName(row.message.author, byId, labels);
    announce(arrivals.map((row) => messageSummary(row.message, name(row), labels, messageStyling)).join('\n'));
  }, [rows, keys, byId, labels, announce, messageStyling]);

  const showLatest = () => {
    scrollToBottom();
    viewportRef.current?.focus();
  };

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

  // The row holding focus stays rendered (and focus with it) while it is scrolled out of the window.
  const rowKeyOf = (target: EventTarget | null) =>
    target instanceof Element ? (target.closest('[data-key]')?.getAttribute('data-key') ?? null) : null;
  const onFocus = (event: FocusEvent<HTMLDivElement>) => setFocusedKey(rowKeyOf(event.target));
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedKey(null);
  };

  const renderItem = (index: number) => {
    const row = rows[index];
    if (!row) {
      return typist ? <TypingIndicator participant={typist} labels={ownLabels} /> : null;
    }
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
        renderMessage={renderMessage}
        renderAvatar={renderAvatar}
        renderActions={renderActions}
        margins={margins}
        labels={ownLabels}
      />
    );
  };

  return (
    <Root data-part="message-list">
      <Scroller
        label={labels.messageList}
        viewportRef={viewportRef}
        viewportProps={{ role: 'log', 'aria-live': 'off', onScroll, onKeyDown }}
      >
        <Rows data-part="message-rows" style={{ height: totalSize }} onFocus={onFocus} onBlur={onBlur}>
          {virtualizer.getVirtualItems().map((item) => (
            <Slot
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              data-key={item.key}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {renderItem(item.index)}
            </Slot>
          ))}
        </Rows>
      </Scroller>
      {unseen > 0 && (
        <NewMessages type="button" onClick={showLatest}>
          {arrowDownIcon}
          {labels.newMessages(unseen)}
        </NewMessages>
      )}
      <Announcer announcement={announcement} />
    </Root>
  );
}
MessageList.displayName = 'MessageList';
