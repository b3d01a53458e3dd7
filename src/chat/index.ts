export { Chat, type ChatProps, type ChatHeaderSlot } from './Chat.js';
export { preloadChat } from './lazyWindow.js';
export { Launcher, type LauncherProps } from './Launcher.js';
export { Header, type HeaderProps } from './Header.js';
export { UserList, type UserListProps } from './UserList.js';
export { MessageList, type MessageListProps } from './MessageList.js';
export { Message, type MessageProps } from './Message.js';
export { MessageContent, type MessageContentProps } from './MessageContent.js';
export { MessageQuote, type MessageQuoteProps } from './MessageQuote.js';
export { MessageStatusMark, type MessageStatusMarkProps } from './MessageStatusMark.js';
export { ReadReceipt, type ReadReceiptProps } from './ReadReceipt.js';
export { ReplyBar, type ReplyBarProps } from './ReplyBar.js';
export { Reactions, type ReactionsProps } from './Reactions.js';
export { ReactionPicker, type ReactionPickerProps } from './ReactionPicker.js';
export { WhoReacted, type WhoReactedProps } from './WhoReacted.js';
export { StopButton, type StopButtonProps } from './StopButton.js';
export type { Quote } from './replyRules.js';
export { UserInput, type UserInputProps } from './UserInput.js';
export { EmojiPicker, type EmojiPickerProps } from './EmojiPicker.js';
export { FileButton, type FileButtonProps } from './FileButton.js';
export { Suggestions, type SuggestionsProps } from './Suggestions.js';
export { TypingIndicator, type TypingIndicatorProps } from './TypingIndicator.js';
export { ThreadSeparator, type ThreadSeparatorProps } from './ThreadSeparator.js';
export { useAutoScroll, type AutoScrollOptions } from './useAutoScroll.js';
export { useChatState, type ChatStateOptions } from './useChatState.js';
export { defaultChatLabels, type ChatLabels } from './labels.js';
export type { ChatLanguage } from '../locales/types.js';
export { chatTitle } from './chatTitle.js';
export { isFileAccepted, isImageFile } from './fileRules.js';
export type {
  ChatMessage,
  ChatMessageData,
  MessageStatus,
  ReplyTarget,
  ChatFile,
  Participant,
  SentMessage,
  SentFile,
  FileUploader,
  FileUploadOptions,
  FileUploadResult,
  SendResult,
  MessageMargins,
  Draft,
  MessageRenderer,
  AvatarRenderer,
  ActionsRenderer,
  MessageSlots,
  ThreadOptions,
  MessageReaction,
} from './types.js';
export type { ChatColors } from '../theme/index.js';
