'use client';
import { memo } from 'react';
import type { ChatLabels } from './labels.js';
import { Message, type MessageProps } from './Message.js';
import { authorName, messageDescribedBy, messageLabelledBy, type MessageRow } from './messageRules.js';
import { HistoryStart, Slot } from './messageListStyles.js';
import { shownStatus } from './messageStatus.js';
import { dayLabel } from './messageTime.js';
import type { Quote } from './replyRules.js';
import { ThreadSeparator } from './ThreadSeparator.js';
import type { ThreadItem } from './threadLayout.js';
import { TypingIndicator } from './TypingIndicator.js';
import type { Participant } from './types.js';

/** The props every message of one list is drawn with, as `Message` takes them. */
export type SharedMessageProps = Pick<
  MessageProps,
  | 'messageStyling'
  | 'showEdition'
  | 'showDeletion'
  | 'onEdit'
  | 'onDelete'
  | 'showReply'
  | 'onReply'
  | 'onQuoteActivate'
  | 'onRetry'
  | 'onReact'
  | 'onUnreact'
  | 'participantName'
  | 'renderMessage'
  | 'renderAvatar'
  | 'renderActions'
  | 'margins'
  | 'labels'
  | 'locale'
  | 'timeZone'
>;

/**
 * What every row of one list draws with: the props every message shares, as `Message` takes them, and the
 * list's own; the same object for all of them while the list's props stay.
 */
export interface RowSettings extends SharedMessageProps {
  /** The labels, complete (`labels` is the host's own, handed to each part). */
  allLabels: ChatLabels;
  byId: ReadonlyMap<string, Participant>;
  editingId?: string | number;
  /** The virtualizer's measuring ref. */
  measure: (element: Element | null) => void;
}

export interface ThreadRowProps {
  settings: RowSettings;
  /** The row's key and index among the virtual rows, and its offset. */
  rowKey: string;
  index: number;
  start: number;
  /** What the row is: an item of the layout; undefined for the "Beginning of conversation" or typing row. */
  item: ThreadItem | undefined;
  /** It is the "Beginning of conversation" row. */
  historyStart: boolean;
  /** Who is typing, on the typing indicator's row only. */
  typist?: Participant;
  /** The message drawn, on a message's row. */
  row?: MessageRow;
  /** The message's place in the thread (`aria-posinset`, `aria-setsize`), on a message's row. */
  posinset?: number;
  setsize?: number;
  /** It holds the thread's Tab stop. */
  active: boolean;
  /** Focus is among its own controls. */
  entered: boolean;
  /** It is the original of a quote just shown. */
  highlighted: boolean;
  quote?: Quote;
  /** Who has read it, on the latest own message read alone (undefined on every other row). */
  readers?: readonly Participant[];
  /** The start of its parts' ids. */
  idPrefix: string;
}

/** What a row holds: the "Beginning of conversation" line, a separator, the typing indicator or a message. */
function rowContent(props: ThreadRowProps) {
  const { settings, item, row } = props;
  const { allLabels: labels, byId, editingId, measure: _measure, ...shared } = settings;
  const ownLabels = shared.labels;
  if (props.historyStart)
    return <HistoryStart data-part="history-start">{labels.beginningOfConversation}</HistoryStart>;
  if (!item) return props.typist ? <TypingIndicator participant={props.typist} labels={ownLabels} /> : null;
  if (item.kind === 'day') {
    const label = dayLabel(item.daysAgo, item.time, labels, shared);
    return <ThreadSeparator kind="day" label={label} dateTime={item.dateTime} />;
  }
  if (item.kind === 'unread') return <ThreadSeparator kind="unread" label={labels.unreadLine} />;
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
      {...shared}
      message={message}
      participant={participant}
      authorName={authorName(message.author, byId, labels)}
      isEditTarget={editingId !== undefined && message.id === editingId}
      quote={props.quote}
      latestRead={props.readers !== undefined}
      readers={props.readers}
      idPrefix={props.idPrefix}
      entered={props.entered}
      group={item.group}
    />
  );
}

/**
 * One row of the virtualized thread, placed at its offset and measured: a message is an `article` with its
 * place in the thread, labelled and described by its parts; the typing indicator, the separators and the
 * "Beginning of conversation" row are not messages. Memoized: a streamed update renders the row that changed.
 */
export const ThreadRow = memo(function ThreadRow(props: ThreadRowProps) {
  const { settings, item, row, idPrefix } = props;
  const article = row !== undefined && row.message.type !== 'typing';
  const group = item?.kind === 'message' ? item.group : 'single';
  const continuesGroup = group === 'middle' || group === 'last';
  return (
    <Slot
      ref={settings.measure}
      as={article ? 'article' : 'div'}
      data-index={props.index}
      data-key={props.rowKey}
      data-part={article ? 'message-row' : undefined}
      data-group={article ? group : undefined}
      group={group}
      tabIndex={article ? (props.active ? 0 : -1) : undefined}
      aria-posinset={props.posinset}
      aria-setsize={props.setsize}
      aria-labelledby={article ? messageLabelledBy(row.message, idPrefix, continuesGroup) : undefined}
      aria-describedby={
        article
          ? messageDescribedBy(row.message, idPrefix, {
              continuesGroup,
              quote: props.quote !== undefined,
              status: shownStatus(row.message, props.readers !== undefined) !== null,
              seen: (props.readers?.length ?? 0) > 0,
            })
          : undefined
      }
      aria-busy={article && row.message.streaming ? true : undefined}
      data-highlighted={props.highlighted ? '' : undefined}
      style={{ transform: `translateY(${props.start}px)` }}
    >
      {rowContent(props)}
    </Slot>
  );
});
