'use client';
import { useEffect, useMemo, useRef } from 'react';
import { styled } from '../theme/index.js';
import { ScrollArea } from '../primitives/index.js';
import { warn } from '../internal/warn.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import type { ChatMessage, MessageMargins, MessageSlots, Participant } from './types.js';
import { arrivalsToAnnounce, authorName, messageSummary, prepareMessages, type MessageRow } from './messageRules.js';
import { useAutoScroll } from './useAutoScroll.js';
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

const Rows = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$3',
  '& > [data-part="message"], & > [data-part="typing"]': { margin: 0 },
});

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
 * The scrolling message list: a `role="log"` on the Radix scroll area, rows drawn by `Message`, the typing
 * indicator, the scroll rules of `useAutoScroll` and a "N new messages" button when the reader is above new
 * arrivals. Arrivals at the bottom are announced once each through a polite status region; the log itself
 * is not live, so prepended history and re-renders are never read out.
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
  const typist = showTypingIndicator ? participants.find((p) => p.id === showTypingIndicator) : undefined;
  const { viewportRef, onScroll, unseen, scrollToBottom } = useAutoScroll({
    keys,
    ownKeys,
    footer: Boolean(typist),
    alwaysScrollToBottom,
    onScrollToTop,
  });

  const { announcement, announce } = useAnnouncer();
  const announcedKeys = useRef<readonly string[] | null>(null);
  useEffect(() => {
    const arrivals = arrivalsToAnnounce(announcedKeys.current ?? [], rows, announcedKeys.current === null);
    announcedKeys.current = keys;
    const name = (row: MessageRow) => authorName(row.message.author, participants, labels);
    announce(arrivals.map((row) => messageSummary(row.message, name(row), labels, messageStyling)).join('\n'));
  }, [rows, keys, participants, labels, announce, messageStyling]);

  const showLatest = () => {
    scrollToBottom();
    viewportRef.current?.focus();
  };

  return (
    <Root data-part="message-list">
      <Scroller
        label={labels.messageList}
        viewportRef={viewportRef}
        viewportProps={{ role: 'log', 'aria-live': 'off', onScroll }}
      >
        <Rows>
          {rows.map(({ key, message }) => {
            const participant = participants.find((p) => p.id === message.author);
            if (message.type === 'typing') {
              return (
                <TypingIndicator
                  key={key}
                  participant={participant ?? { id: message.author, name: labels.unknownAuthor }}
                  labels={ownLabels}
                />
              );
            }
            return (
              <Message
                key={key}
                message={message}
                participant={participant}
                authorName={authorName(message.author, participants, labels)}
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
          })}
          {typist && <TypingIndicator participant={typist} labels={ownLabels} />}
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
