import type { ChatProps } from '../chat/Chat.js';
import type { ChatMessage, SentMessage } from '../chat/types.js';
import {
  colorSchemeAttribute,
  countAttribute,
  flagAttribute,
  oneOfAttribute,
  textAttribute,
  type AttributeReader,
} from './attributes.js';

/** `<confab-chat>`'s boolean attributes and the `<Chat>` props they set. */
export const chatFlagAttributes = {
  'show-emoji': 'showEmoji',
  'show-file': 'showFile',
  'show-edition': 'showEdition',
  'show-deletion': 'showDeletion',
  'show-reply': 'showReply',
  'show-confirmation-deletion': 'showConfirmationDeletion',
  'show-close-button': 'showCloseButton',
  'show-minimize-button': 'showMinimizeButton',
  'show-launcher': 'showLauncher',
  'disable-user-list-toggle': 'disableUserListToggle',
  'always-scroll-to-bottom': 'alwaysScrollToBottom',
} as const satisfies Record<string, keyof ChatProps>;

/** `<confab-chat>`'s text attributes and the `<Chat>` props they set. */
export const chatTextAttributes = {
  title: 'title',
  placeholder: 'placeholder',
  locale: 'locale',
  'title-image-url': 'titleImageUrl',
  'confirmation-deletion-message': 'confirmationDeletionMessage',
  'show-typing-indicator': 'showTypingIndicator',
  'accepted-file-types': 'acceptedFileTypes',
} as const satisfies Record<string, keyof ChatProps>;

/** Every attribute `<confab-chat>` reads (its `observedAttributes`). */
export const chatAttributes: readonly string[] = [
  ...Object.keys(chatFlagAttributes),
  ...Object.keys(chatTextAttributes),
  'open',
  'new-messages-count',
  'message-styling',
  'dir',
  'color-scheme',
];

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** The `<Chat>` props that `<confab-chat>`'s attributes set; an absent attribute leaves the prop to its default. */
export function chatAttributeProps(read: AttributeReader): Partial<ChatProps> {
  const props: Partial<Writable<ChatProps>> = {};
  for (const [attribute, prop] of Object.entries(chatFlagAttributes)) {
    const value = flagAttribute(read(attribute));
    if (value !== undefined) props[prop] = value;
  }
  for (const [attribute, prop] of Object.entries(chatTextAttributes)) {
    const value = textAttribute(read(attribute));
    if (value !== undefined) props[prop] = value;
  }
  props.open = read('open') !== null;
  const count = countAttribute(read('new-messages-count'));
  if (count !== undefined) props.newMessagesCount = count;
  const styling = oneOfAttribute(read('message-styling'), ['true', 'false', 'markdown'] as const);
  if (styling) props.messageStyling = styling === 'markdown' ? 'markdown' : styling === 'true';
  const dir = oneOfAttribute(read('dir'), ['ltr', 'rtl'] as const);
  if (dir) props.dir = dir;
  return props;
}

/** `<confab-chat>`'s colour scheme (`color-scheme`), for the colours it starts from. */
export const chatColorScheme = (read: AttributeReader) => colorSchemeAttribute(read('color-scheme'));

/**
 * The message a sent one becomes in the element's own list (when the host does not cancel `confab-send`): the
 * sent message with an id of its own and the time it was sent.
 */
export function messageFromSent(sent: SentMessage, id: string, now: number): ChatMessage {
  return { ...sent, id, sentAt: now };
}

/** The list with `edited` in place of the message of the same id. */
export function withEdited(messages: readonly ChatMessage[], edited: ChatMessage): ChatMessage[] {
  return messages.map((message) => (message.id !== undefined && message.id === edited.id ? edited : message));
}

/** The list without `removed` (the same object, or the message of the same id). */
export function withoutMessage(messages: readonly ChatMessage[], removed: ChatMessage): ChatMessage[] {
  return messages.filter((message) => message !== removed && (removed.id === undefined || message.id !== removed.id));
}
