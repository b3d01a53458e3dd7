'use client';
import { memo, useId, useMemo, useReducer, useRef } from 'react';
import { styled } from '../theme/index.js';
import { IconButton, VisuallyHidden } from '../primitives/index.js';
import { useLabels } from './ChatContext.js';
import type { MessageStyling } from '../text/index.js';
import type { ChatLabels } from './labels.js';
import type { ChatMessage, MessageMargins, MessageSlots, Participant } from './types.js';
import { Avatar } from './Avatar.js';
import { MessageContent } from './MessageContent.js';
import { describeSentAt, machineTime } from './messageTime.js';
import { Timestamp } from './Timestamp.js';
import type { GroupPlace } from './threadLayout.js';
import { setRowControlsTabbable } from './rowControls.js';
import { RowContentChanged } from './RowContentContext.js';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';
import { deleteIcon, editIcon, replyIcon } from './icons.js';
import type { Quote } from './replyRules.js';
import { shownStatus } from './messageStatus.js';
import { MessageQuote } from './MessageQuote.js';
import { MessageStatusMark } from './MessageStatusMark.js';
import { ReadReceipt } from './ReadReceipt.js';
import { Reactions } from './Reactions.js';
import { ReactionPicker } from './ReactionPicker.js';

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
    // A run's bubbles meet with small corners on the author's side (logical corners: mirrored in RTL).
    group: { single: {}, first: {}, middle: {}, last: {} },
  },
  // Forced colours drop backgrounds: an edge keeps each bubble, own ones thicker so they differ by more
  // than their side.
  '@forcedColors': { border: '1px solid CanvasText' },
  compoundVariants: [
    { side: 'sent', emoji: false, css: { '@forcedColors': { borderWidth: '2px' } } },
    { side: 'system', css: { '@forcedColors': { border: 'none' } } },
    { emoji: true, css: { '@forcedColors': { border: 'none' } } },
    { side: 'received', group: 'first', css: { borderEndStartRadius: '$small' } },
    { side: 'received', group: 'middle', css: { borderStartStartRadius: '$small', borderEndStartRadius: '$small' } },
    { side: 'received', group: 'last', css: { borderStartStartRadius: '$small' } },
    { side: 'sent', group: 'first', css: { borderEndEndRadius: '$small' } },
    { side: 'sent', group: 'middle', css: { borderStartEndRadius: '$small', borderEndEndRadius: '$small' } },
    { side: 'sent', group: 'last', css: { borderStartEndRadius: '$small' } },
  ],
});

/** The author's name over the first bubble of another participant's group. */
const Name = styled('span', { display: 'block', marginBottom: '2px', fontSize: '$small', fontWeight: 600 });

/** Holds the avatar's place beside a group's other rows, so that its bubbles line up. */
const AvatarSpace = styled('span', { flexShrink: 0, size: '$control' });

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
  /** Shows the reply button (messages with an id, not system messages). */
  showReply?: boolean;
  /** Called by the reply button. */
  onReply?: (message: ChatMessage) => void;
  /** What its quote shows, for a message that answers another (`replyTo`); no quote without it. */
  quote?: Quote;
  /** Called when the quote of a loaded original is activated: show the original. */
  onQuoteActivate?: (message: ChatMessage) => void;
  /** Called by the Retry button of an own message whose `status` is `'failed'` (no button without it). */
  onRetry?: (message: ChatMessage) => void;
  /**
   * It is the latest own message read (default true): a `'read'` status is drawn only there. A message list
   * passes false for the others.
   */
  latestRead?: boolean;
  /** Who has read it, drawn as avatars with "Seen by Ada" under the latest read message. */
  readers?: readonly Participant[];
  /** Shows a "React" button (not on system messages); called with an emoji the user adds to the message. */
  onReact?: (message: ChatMessage, emoji: string) => void;
  /** Called with an emoji whose reaction the user takes back (a pressed reaction, or picked again). */
  onUnreact?: (message: ChatMessage, emoji: string) => void;
  /** Names a participant id in "who reacted" (the id itself by default). */
  participantName?: (id: string) => string;
  /** Spacing around rows of each kind. */
  margins?: MessageMargins;
  /** Replaces built-in strings (`editMessage`, `deleteMessage`, `edited`). */
  labels?: Partial<ChatLabels>;
  /**
   * The start of the ids of its parts (`{idPrefix}-author`, `-time`, `-content`, `-when` (its full date), and
   * `-quote`, `-status`, `-seen` when drawn), for the row around it to be labelled and described by them
   * (`messageLabelledBy`, `messageDescribedBy`); one of React's own by default.
   */
  idPrefix?: string;
  /**
   * Its place in its author's group (default `'single'`): the first row of a group shows the name, the last
   * the avatar, and the bubbles meet with small corners. A row that continues a group keeps its author's
   * name for the row's label and description only (`messageLabelledBy`, `messageDescribedBy`).
   */
  group?: GroupPlace;
  /** The locale of its time (the browser's by default). */
  locale?: string;
  /** The time zone of its time (the browser's by default). */
  timeZone?: string;
  /**
   * Its controls are in the Tab order (default true). A message list passes false except while focus is
   * among them, so that the thread is one Tab stop; a message drawn on its own keeps them.
   */
  entered?: boolean;
}

/**
 * One message: avatar (for others), bubble with the author's name, the quote of the message it answers
 * (`quote`), content, caption (its `sentAt` as a `<time>` with the full date in a tooltip; `data.meta`, a
 * `<time>` when it is a machine-readable time; the "edited" mark; the delivery state of an own message with
 * Retry when it failed), reactions (`Reactions`), "Seen by" avatars under the latest read message, a reply
 * button on messages with an id, a "React" button with `onReact` (`ReactionPicker`), and edit and delete
 * buttons on own messages with an id, named "Reply", "React", "Edit message" and "Delete message" and
 * described by the author and time (the message
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
  showReply = false,
  onReply,
  quote,
  onQuoteActivate,
  onRetry,
  latestRead = true,
  readers,
  onReact,
  onUnreact,
  participantName,
  renderMessage,
  renderAvatar,
  renderActions,
  margins,
  labels: ownLabels,
  idPrefix,
  entered = true,
  group = 'single',
  locale,
  timeZone,
}: MessageProps) {
  const labels = useLabels(ownLabels);
  const ownId = useId();
  const id = idPrefix ?? ownId;
  const authorId = `${id}-author`;
  const timeId = `${id}-time`;
  const contentId = `${id}-content`;
  const whenId = `${id}-when`;
  const { sentAt } = message;
  const sent = useMemo(() => describeSentAt(sentAt, { locale, timeZone }), [sentAt, locale, timeZone]);
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
  const repliable = message.id !== undefined && side !== 'system';
  const status = shownStatus(message, latestRead);
  const renderDefault = (m: ChatMessage) => <MessageContent message={m} messageStyling={messageStyling} />;
  const margin = side === 'system' ? margins?.system : side === 'sent' ? margins?.sender : margins?.recipient;
  const renderDefaultAvatar = () => <Avatar imageUrl={participant?.imageUrl} />;
  const { meta } = message.data;
  const dateTime = machineTime(meta);
  const named = side !== 'system';
  const timed = Boolean(sent || meta);
  const describedBy = [named ? authorId : '', timed ? timeId : ''].filter(Boolean).join(' ') || undefined;
  const startsGroup = group === 'single' || group === 'first';
  const reactable = side !== 'system' && onReact !== undefined;
  const actions =
    (showReply && repliable) || reactable || (showEdition && editable) || (showDeletion && deletable) ? (
      <Actions>
        {showReply && repliable && (
          <IconButton
            label={labels.replyToMessage}
            icon={replyIcon}
            iconSize={16}
            mirrorInRtl
            aria-describedby={describedBy}
            onClick={() => onReply?.(message)}
          />
        )}
        {reactable && (
          <ReactionPicker
            message={message}
            onReact={onReact}
            onUnreact={onUnreact}
            participantName={participantName}
            labels={ownLabels}
          />
        )}
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
  const metaText = meta ? dateTime ? <time dateTime={dateTime}>{meta}</time> : meta : null;
  const name = !named ? null : !startsGroup ? (
    // The group's first row shows who; this one keeps the name for its label and description alone.
    <span id={authorId} hidden>{`${authorName}: `}</span>
  ) : side === 'received' ? (
    // Shown for the eye; the hidden copy is what is read (a block's name would be read "Ada :").
    <>
      <Name aria-hidden="true">{authorName}</Name>
      <VisuallyHidden id={authorId}>{`${authorName}: `}</VisuallyHidden>
    </>
  ) : (
    <VisuallyHidden id={authorId}>{`${authorName}: `}</VisuallyHidden>
  );
  const showsAvatar = group === 'single' || group === 'last';
  return (
    <>
      <Row
        ref={rowRef}
        side={side}
        data-part="message"
        data-author={own ? 'me' : 'other'}
        style={margin ? { margin } : undefined}
      >
        {side === 'received' &&
          (!showsAvatar ? (
            <AvatarSpace />
          ) : renderAvatar ? (
            renderAvatar(participant, message, renderDefaultAvatar)
          ) : (
            renderDefaultAvatar()
          ))}
        <Bubble side={side} emoji={message.type === 'emoji'} group={group}>
          {name}
          {quote && (
            <MessageQuote
              quote={quote}
              id={`${id}-quote`}
              onActivate={() => onQuoteActivate?.(message)}
              labels={ownLabels}
            />
          )}
          <RowContentChanged.Provider value={contentChanged}>
            <div id={contentId}>{renderMessage ? renderMessage(message, renderDefault) : renderDefault(message)}</div>
          </RowContentChanged.Provider>
          {(timed || message.isEdited || status) && (
            <Caption>
              {timed && (
                <span id={timeId}>
                  {sent && <Timestamp time={sent} describedBy={whenId} />}
                  {sent && meta && ' · '}
                  {metaText}
                </span>
              )}
              {timed && message.isEdited && ' · '}
              {message.isEdited && labels.edited}
              {(timed || message.isEdited) && status && ' '}
              {status && (
                <MessageStatusMark
                  status={status}
                  id={`${id}-status`}
                  onRetry={onRetry && (() => onRetry(message))}
                  labels={ownLabels}
                />
              )}
            </Caption>
          )}
          {side !== 'system' && (
            <Reactions
              message={message}
              onReact={onReact}
              onUnreact={onUnreact}
              participantName={participantName}
              labels={ownLabels}
            />
          )}
          {sent && (
            <span id={whenId} hidden>
              {sent.full}
            </span>
          )}
        </Bubble>
        {side === 'system' ? null : renderActions ? renderActions(message, actions) : actions}
      </Row>
      {own && status === 'read' && readers && readers.length > 0 && (
        <ReadReceipt readers={readers} id={`${id}-seen`} labels={ownLabels} />
      )}
    </>
  );
});
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') Message.displayName = 'Message';
} catch {
  // no `process`: the function's own name names it
}
