/** Every built-in string of the chat, replaceable through the `labels` prop (for translation, say). */
export interface ChatLabels {
  /** Launcher name while the window is closed. */
  openChat: string;
  /** Launcher name while the window is open. */
  closeChat: string;
  /** The unread badge, read aloud. */
  unreadMessages: (count: number) => string;
  /** The current user, in titles and as the author of own messages. */
  you: string;
  /** Title with one participant. */
  titleWithOne: (name: string) => string;
  /** Title with several participants; `name` is the first. */
  titleWithMany: (name: string) => string;
  /** Name of the floating window and of the inline region when the title is not text. */
  window: string;
  /** The header's minimize button. */
  minimize: string;
  /** The header's close button. */
  close: string;
  /** The participant list. */
  participants: string;
  /** The title button that shows and hides the participant list; `title` is the visible title. */
  participantsToggle: (title: string) => string;
  /** Author name of a message whose author is not among the participants. */
  unknownAuthor: string;
  /** The scrolling message list. */
  messageList: string;
  /** The "N new messages" button. */
  newMessages: (count: number) => string;
  /** Typing indicator. */
  typing: (name: string) => string;
  /** Mark on edited messages. */
  edited: string;
  /** Edit button of an own message (inside the message, described by its author and time). */
  editMessage: string;
  /** Delete button of an own message (inside the message, described by its author and time). */
  deleteMessage: string;
  /** Title of the deletion dialog. */
  deleteTitle: string;
  /** Confirming button of the deletion dialog. */
  deleteConfirm: string;
  /** Cancelling button of the deletion dialog and of editing. */
  cancel: string;
  /** Accessible name of the text input. */
  input: string;
  /** Send button. */
  send: string;
  /** Send button while editing. */
  saveEdit: string;
  /** Bar shown while editing. */
  editing: string;
  /** Button that cancels editing. */
  cancelEdit: string;
  /** Emoji button and picker. */
  emoji: string;
  /** Tab list of the emoji picker. */
  emojiCategories: string;
  /** File button. */
  attachFile: string;
  /** File button when several files may go with a message (`maxFiles` above 1). */
  attachFiles: string;
  /** Button that removes a chosen (or refused) file from the input. */
  removeFile: (name: string) => string;
  /** Said (and shown in its chip) when a file is refused by `acceptedFileTypes`; `accepted` is that list. */
  fileRejected: (name: string, accepted: string) => string;
  /** Said (and shown in its chip) when a file is larger than `maxFileSize`; `limit` is that size, formatted. */
  fileTooLarge: (name: string, limit: string) => string;
  /** Said (and shown in its chip) when a file is beyond `maxFiles`; `max` is that count. */
  tooManyFiles: (name: string, max: number) => string;
  /** The list of files in the input (chips) and of the files in a sent message. */
  attachedFiles: string;
  /** Said after files were chosen, dropped or pasted: how many were attached. */
  filesAttached: (count: number) => string;
  /** The progress bar of a file being uploaded. */
  uploading: (name: string) => string;
  /** The button that stops a file's upload (and removes the file). */
  cancelUpload: (name: string) => string;
  /** Said when a file's upload was cancelled. */
  uploadCancelled: (name: string) => string;
  /** Shown in a chip (and said) when a file's upload failed. */
  uploadFailed: (name: string) => string;
  /** The button that tries a failed upload again. */
  retryUpload: (name: string) => string;
  /** Describes the Send button while files are still uploading or failed (it waits for them). */
  waitingForUploads: string;
  /** Shown over the window while files are dragged over it. */
  dropFiles: string;
  /** Said when files are first dragged over the window. */
  dropZoneShown: string;
  /** The alternative text of an image whose file has no name. */
  image: string;
  /** A file's size and type beside its link: `size` is formatted ("1.2 MB"), `type` is short ("PDF"). */
  fileDetails: (size: string, type: string) => string;
  /** The type shown for a file whose type is unknown. */
  unknownFileType: string;
  /** Said after a message is sent. */
  messageSent: string;
  /** Said after a file is sent. */
  fileSent: (name: string) => string;
  /** Said after a message with several files is sent. */
  filesSent: (count: number) => string;
  /** Said after the new messages a burst had beyond those read one by one. */
  moreNewMessages: (count: number) => string;
  /** Said after older messages were prepended to the list. */
  earlierMessagesLoaded: (count: number) => string;
  /** The row above the first message when the host says the whole history is loaded. */
  beginningOfConversation: string;
  /** Said when a message arrives: who and what. */
  messageFrom: (name: string, text: string) => string;
  /** A file message, read aloud. */
  fileMessage: (name: string) => string;
  /** A message with several files, read aloud: the first file's name and how many files in all. */
  filesMessage: (name: string, count: number) => string;
  /** The copy button of a code block in a Markdown message. */
  copyCode: string;
  /** Said (and shown as the button's name) once a code block is copied. */
  codeCopied: string;
  /** Said when the browser refused to copy a code block. */
  codeNotCopied: string;
  /** The row of suggestion buttons. */
  suggestions: string;
  /** The day separator of the current day (older days say their weekday, then their date). */
  today: string;
  /** The day separator of the day before. */
  yesterday: string;
  /** The line above the first unread message (`unreadFrom`). */
  unreadLine: string;
  /** Reply button of a message (inside the message, described by its author and time). */
  replyToMessage: string;
  /** Bar above the input while answering a message: who wrote it and an excerpt. */
  replyingTo: (name: string, excerpt: string) => string;
  /** Button that stops answering a message. */
  cancelReply: string;
  /** The quote above an answer, a button that shows the original: who wrote it and an excerpt. */
  inReplyTo: (name: string, excerpt: string) => string;
  /** The quote of a message that is no longer in the thread. */
  quotedMessageDeleted: string;
  /** The quote of an older message that is not loaded. */
  quotedMessageNotLoaded: string;
  /** Delivery states of own messages, read after their icons. */
  statusSending: string;
  statusSent: string;
  statusDelivered: string;
  statusRead: string;
  statusFailed: string;
  /** Button of a message that could not be sent. */
  retry: string;
  /** Under the latest message read: who has read it (`names` holds at least one name). */
  seenBy: (names: readonly string[]) => string;
  /** The button that stops a streaming reply (shown while one streams, with `onStop`). */
  stop: string;
  /** The jump-to-new button when nothing new arrived but a reply is still streaming below the view. */
  latestMessage: string;
  /** The jump-to-new button while a reply streams below the view; `jump` is its text otherwise. */
  replyStillComing: (jump: string) => string;
  /** The button that opens a message's reaction picker. */
  react: string;
  /** The row of reaction buttons under a message. */
  reactions: string;
  /** The quick row of reactions at the top of the reaction picker. */
  quickReactions: string;
  /** A reaction button: the emoji's name, how many reacted, and whether the current user did. */
  reaction: (emojiName: string, count: number, mine: boolean) => string;
  /** Who reacted with an emoji (the reaction's tooltip and the picker's list): others' names, and whether you did. */
  reactedBy: (names: readonly string[], mine: boolean) => string;
  /** Names of emoji read in reaction buttons (others are named by the emoji data once loaded, or read as they are). */
  emojiNames: Readonly<Record<string, string>>;
}

/** The English defaults. */
export const defaultChatLabels: ChatLabels = {
  openChat: 'Open chat',
  closeChat: 'Close chat',
  unreadMessages: (count) => (count === 1 ? '1 unread message' : `${count} unread messages`),
  you: 'You',
  titleWithOne: (name) => `You & ${name}`,
  titleWithMany: (name) => `You, ${name} & others`,
  window: 'Chat',
  minimize: 'Minimize',
  close: 'Close',
  participants: 'Participants',
  participantsToggle: (title) => `${title}: show participants`,
  unknownAuthor: 'Unknown',
  messageList: 'Messages',
  newMessages: (count) => (count === 1 ? '1 new message' : `${count} new messages`),
  typing: (name) => `${name} is typing`,
  edited: 'edited',
  editMessage: 'Edit message',
  deleteMessage: 'Delete message',
  deleteTitle: 'Delete message',
  deleteConfirm: 'Delete',
  cancel: 'Cancel',
  input: 'Message',
  send: 'Send',
  saveEdit: 'Save edit',
  editing: 'Editing message',
  cancelEdit: 'Cancel editing',
  emoji: 'Emoji',
  emojiCategories: 'Emoji categories',
  attachFile: 'Attach a file',
  attachFiles: 'Attach files',
  removeFile: (name) => `Remove file ${name}`,
  fileRejected: (name, accepted) =>
    accepted
      ? `${name} cannot be sent: only these types are accepted: ${accepted}.`
      : `${name} cannot be sent: this type of file is not accepted.`,
  fileTooLarge: (name, limit) => `${name} cannot be sent: files must be at most ${limit}.`,
  tooManyFiles: (name, max) =>
    max === 1
      ? `${name} cannot be sent: only 1 file can go with a message.`
      : `${name} cannot be sent: at most ${max} files can go with a message.`,
  attachedFiles: 'Attached files',
  filesAttached: (count) => (count === 1 ? '1 file attached' : `${count} files attached`),
  uploading: (name) => `Uploading ${name}`,
  cancelUpload: (name) => `Cancel upload of ${name}`,
  uploadCancelled: (name) => `Upload of ${name} cancelled`,
  uploadFailed: (name) => `${name} could not be uploaded.`,
  retryUpload: (name) => `Retry upload of ${name}`,
  waitingForUploads: 'Waiting for the files to upload',
  dropFiles: 'Drop files here to attach them',
  dropZoneShown: 'Drop zone shown: release the files to attach them',
  image: 'Image',
  fileDetails: (size, type) => `${type}, ${size}`,
  unknownFileType: 'File',
  messageSent: 'Message sent',
  fileSent: (name) => `File sent: ${name}`,
  filesSent: (count) => (count === 1 ? '1 file sent' : `${count} files sent`),
  moreNewMessages: (count) => (count === 1 ? 'and 1 more new message' : `and ${count} more new messages`),
  earlierMessagesLoaded: (count) => (count === 1 ? '1 earlier message loaded' : `${count} earlier messages loaded`),
  beginningOfConversation: 'Beginning of conversation',
  messageFrom: (name, text) => `${name}: ${text}`,
  fileMessage: (name) => `file ${name}`,
  filesMessage: (name, count) => (count === 2 ? `files ${name} and 1 more` : `files ${name} and ${count - 1} more`),
  copyCode: 'Copy code',
  codeCopied: 'Copied',
  codeNotCopied: 'Could not copy',
  suggestions: 'Suggested replies',
  today: 'Today',
  yesterday: 'Yesterday',
  unreadLine: 'New messages',
  replyToMessage: 'Reply',
  replyingTo: (name, excerpt) => `Replying to ${name}: ${excerpt}`,
  cancelReply: 'Cancel reply',
  inReplyTo: (name, excerpt) => `In reply to ${name}: ${excerpt}`,
  quotedMessageDeleted: 'In reply to a message that was deleted',
  quotedMessageNotLoaded: 'In reply to an earlier message that is not loaded',
  statusSending: 'Sending',
  statusSent: 'Sent',
  statusDelivered: 'Delivered',
  statusRead: 'Read',
  statusFailed: 'Not sent',
  retry: 'Retry',
  seenBy: (names) => {
    const [first = '', second] = names;
    if (names.length === 1) return `Seen by ${first}`;
    if (names.length === 2) return `Seen by ${first} and ${second}`;
    return `Seen by ${first} and ${names.length - 1} others`;
  },
  stop: 'Stop',
  latestMessage: 'Latest message',
  replyStillComing: (jump) => `${jump}, reply still coming`,
  react: 'React',
  reactions: 'Reactions',
  quickReactions: 'Quick reactions',
  reaction: (emojiName, count, mine) => {
    if (mine && count <= 1) return `${emojiName}, you`;
    const people = count === 1 ? '1 person' : `${count} people`;
    return mine ? `${emojiName}, ${people}, including you` : `${emojiName}, ${people}`;
  },
  reactedBy: (names, mine) =>
    new Intl.ListFormat('en', { type: 'conjunction' }).format(mine ? [...names, 'you'] : names),
  emojiNames: {
    '👍': 'thumbs up',
    '❤️': 'red heart',
    '😂': 'face with tears of joy',
    '😮': 'face with open mouth',
    '😢': 'crying face',
    '🙏': 'folded hands',
  },
};
