'use client';
import { memo, useId, useReducer, useRef } from 'react';
import { styled } from '../theme/index.js';
import { IconButton, VisuallyHidden } from '../primitives/index.js';
import { useLabels } from './ChatContext.js';
import type { MessageStyling } from '../text/index.js';
import type { ChatLabels } from './labels.js';
import type { ChatMessage, MessageMargins, MessageSlots, Participant } from './types.js';
import { Avatar } from './Avatar.js';
import { MessageContent } from './MessageContent.js';
import { machineTime } from './messageTime.js';
import { setRowControlsTabbable } from './rowControls.js';
import { RowContentChanged } from './RowContentContext.js';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';
import { deleteIcon, editIcon } from './icons.js';

const Row = styled('div', {
  display: 'flex',
  alignItems: 'flex-end',
  gap: '$2',
  fontFamily: '$body',
  fontSize: '$body',
  variants: {
    side: {
      sent: { flexDirection: 'row-reverse' },
      received: {},
      system: { justifyContent: 'center', textAlign: 'center' },
    },
  },
});

const Bubble = styled('div', {
  boxSizing: 'border-box',
  maxWidth: '75%',
  minWidth: 0,
  padding: '$2 $3',
  borderRadius: '$large',
  // Links take the bubble's own text colour, which the theme guarantees against its background, and are
  // underlined so they are not told apart by colour alone.
  '& a': { color: 'inherit', textDecoration: 'underline' },
  variants: {
    side: {
      sent: { backgroundColor: '$sentMessageBg', color: '$sentMessageText' },
      received: { backgroundColor: '$receivedMessageBg', color: '$receivedMessageText' },
      system: { maxWidth: '90%', padding: '$1 $2', color: '$messageListText', fontSize: '$small', fontStyle: 'italic' },
    },
    emoji: { true: { backgroundColor: 'transparent', padding: 0, color: '$messageListText' } },
  },
  // Forced colours drop backgrounds: an edge keeps each bubble, own ones thicker so they differ by more
  // than their side.
  '@forcedColors': { border: '1px solid CanvasText' },
  compoundVariants: [
    { side: 'sent', emoji: false, css: { '@forcedColors': { borderWidth: '2px' } } },
    { side: 'system', css: { '@forcedColors': { border: 'none' } } },
    { emoji: true, css: { '@forcedColors': { border: 'none' } } },
  ],
});

const Caption = styled('p', { margin: '$1 0 0', fontSize: '$small', opacity: 0.85 });

const Actions = styled('div', { display: 'flex', flexShrink: 0, alignSelf: 'center', color: '$messageListText' });

export interface MessageProps extends MessageSlots {
  /** The message to draw. */
  message: ChatMessage;
  /** The author, when a participant (absent for own and unknown authors). */
  participant?: Participant;
  /** The author's name, read before the content. */
  authorName: string;
  /** Styles text: `true`, inline marks; `'markdown'`, Markdown (see `Chat`). */
  messageStyling?: MessageStyling;
  /** Shows the edit button (own messages with an id only). */
  showEdition?: boolean;
  /** Shows the delete button (own messages with an id only). */
  showDeletion?: boolean;
  /** This message is being edited: its edit button is disabled. */
  isEditTarget?: boolean;
  /** Called by the edit button. */
  onEdit?: (message: ChatMessage) => void;
  /** Called by the delete button. */
  onDelete?: (message: ChatMessage) => void;
  /** Spacing around rows of each kind. */
  margins?: MessageMargins;
  /** Replaces built-in strings (`editMessage`, `deleteMessage`, `edited`). */
  labels?: Partial<ChatLabels>;
  /**
   * The start of the ids of its parts (`{idPrefix}-author`, `-time`, `-content`), for the row around it to
   * be labelled by them (`messageLabelledBy`); one of React's own by default.
   */
  idPrefix?: string;
  /**
   * Its controls are in the Tab order (default true). A message list passes false except while focus is
   * among them, so that the thread is one Tab stop; a message drawn on its own keeps them.
   */
  entered?: boolean;
}

/**
 * One message: avatar (for others), bubble with the author's name for screen readers, content, caption (a
 * `<time>` when it is a machine-readable time) and "edited" mark, and edit and delete buttons on own messages
 * with an id, named "Edit message" and "Delete message" and described by the author and time (the message
 * list's `article` around it is labelled by author, time and content: `messageLabelledBy`). Its controls
 * (those buttons, links in the text, whatever `renderMessage` and `renderActions` draw) are out of the Tab
 * order while `entered` is false (in a message list, until focus is among them). Knows nothing of
 * scrolling, so a virtualized list can render it as it is. Memoized: it renders again only when one of its
 * props changes, so give it stable callbacks and slots.
 */
export const Message = memo(function Message({
  message,
  participant,
  authorName,
  messageStyling = false,
  showEdition = false,
  showDeletion = false,
  isEditTarget = false,
  onEdit,
  onDelete,
  renderMessage,
  renderAvatar,
  renderActions,
  margins,
  labels: ownLabels,
  idPrefix,
  entered = true,
}: MessageProps) {
  const labels = useLabels(ownLabels);
  const ownId = useId();
  const id = idPrefix ?? ownId;
  const authorId = `${id}-author`;
  const timeId = `${id}-time`;
  const contentId = `${id}-content`;
  const rowRef = useRef<HTMLDivElement>(null);
  // Content that draws later (Markdown) renders the row again, for the effect below.
  const [, contentChanged] = useReducer((count: number) => count + 1, 0);
  // After each render: what the content and slots drew may have added controls.
  useIsomorphicLayoutEffect(() => {
    if (rowRef.current) setRowControlsTabbable(rowRef.current, entered);
  });
  const own = message.author === 'me';
  const side = message.type === 'system' ? 'system' : own ? 'sent' : 'received';
  const editable = own && message.id !== undefined && message.type === 'text';
  const deletable = own && message.id !== undefined;
  const renderDefault = (m: ChatMessage) => <MessageContent message={m} messageStyling={messageStyling} />;
  const margin = side === 'system' ? margins?.system : side === 'sent' ? margins?.sender : margins?.recipient;
  const renderDefaultAvatar = () => <Avatar imageUrl={participant?.imageUrl} />;
  const { meta } = message.data;
  const dateTime = machineTime(meta);
  const named = side !== 'system';
  const describedBy = [named ? authorId : '', meta ? timeId : ''].filter(Boolean).join(' ') || undefined;
  const actions =
    (showEdition && editable) || (showDeletion && deletable) ? (
      <Actions>
        {showEdition && editable && (
          <IconButton
            label={labels.editMessage}
            icon={editIcon}
            iconSize={16}
            aria-describedby={describedBy}
            disabled={isEditTarget}
            onClick={() => onEdit?.(message)}
          />
        )}
        {showDeletion && deletable && (
          <IconButton
            label={labels.deleteMessage}
            icon={deleteIcon}
            iconSize={16}
            aria-describedby={describedBy}
            onClick={() => onDelete?.(message)}
          />
        )}
      </Actions>
    ) : null;
  const timeText = meta ? dateTime ? <time dateTime={dateTime}>{meta}</time> : meta : null;
  return (
    <Row
      ref={rowRef}
      side={side}
      data-part="message"
      data-author={own ? 'me' : 'other'}
      style={margin ? { margin } : undefined}
    >
      {side === 'received' &&
        (renderAvatar ? renderAvatar(participant, message, renderDefaultAvatar) : renderDefaultAvatar())}
      <Bubble side={side} emoji={message.type === 'emoji'}>
        {named && <VisuallyHidden id={authorId}>{`${authorName}: `}</VisuallyHidden>}
        <RowContentChanged.Provider value={contentChanged}>
          <div id={contentId}>{renderMessage ? renderMessage(message, renderDefault) : renderDefault(message)}</div>
        </RowContentChanged.Provider>
        {(meta || message.isEdited) && (
          <Caption>
            {meta && <span id={timeId}>{timeText}</span>}
            {meta && message.isEdited && ' · '}
            {message.isEdited && labels.edited}
          </Caption>
        )}
      </Bubble>
      {side === 'system' ? null : renderActions ? renderActions(message, actions) : actions}
    </Row>
  );
});
Message.displayName = 'Message';
