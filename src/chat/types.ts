import type { ReactNode } from 'react';

/** A person in the conversation other than the current user. */
export interface Participant {
  /** Matches `ChatMessage.author`. */
  id: string;
  /** Shown in the header title, the participant list and read to screen readers. */
  name: string;
  /** Avatar image; a round chat icon is drawn when absent. */
  imageUrl?: string;
}

/** A file attached to a message. */
export interface ChatFile {
  /** Where the file can be opened; without it the name is shown without a link. */
  url: string;
  /** Shown as the link text (and as the thumbnail's alternative text for images). */
  name: string;
  /** MIME type, when known (used to recognise images, and shown short beside a link: "PDF"). */
  type?: string;
  /** Size in bytes, when known (shown beside a link: "1.2 MB"). */
  size?: number;
}

/** What a message carries. */
export interface ChatMessageData {
  /** The text of `text` and `system` messages (and the optional caption of a file message). */
  text?: string;
  /** A small caption under the message (a time, a delivery state). */
  meta?: string;
  /** The emoji of an `emoji` message, drawn large. */
  emoji?: string;
  /** The file of a `file` message (with several files, the first of `files`). */
  file?: ChatFile;
  /** All the files of a `file` message, drawn in this order (when given, `file` is not drawn apart). */
  files?: ChatFile[];
}

/** One message in the list. */
export interface ChatMessage {
  /** Present when the message may be edited or deleted; also its stable key in the list. */
  id?: string | number;
  /** `'me'` for the current user, else a participant id. */
  author: 'me' | (string & {});
  /** How the message is drawn; other types are given to `renderMessage` or skipped with a warning. */
  type: 'text' | 'emoji' | 'file' | 'typing' | 'system' | (string & {});
  data: ChatMessageData;
  /** Shows an "edited" mark. */
  isEdited?: boolean;
  /** Quick replies offered under the input while this is the last message. */
  suggestions?: string[];
  /**
   * When it was sent: a `Date`, epoch milliseconds or an ISO 8601 string. Drawn as the time of day (the full
   * date on hover, on focus and in the row's description); it places the day separators and groups a run of
   * one author's messages. A value that is not a time is ignored, with a warning. A number below 10^11 is
   * plainly epoch seconds (as milliseconds it would be 1970): it is taken as seconds, with a warning.
   */
  sentAt?: Date | number | string;
  /** The id of the message this one answers: its author and an excerpt are quoted above it. */
  replyTo?: string | number;
  /** Where an own message is on its way (icons with accessible text; `'failed'` offers Retry). */
  status?: MessageStatus;
  /** With `status: 'read'`: the participant ids who have read it (drawn for the latest read message only). */
  readBy?: string[];
  /** Reactions drawn under the message as toggle buttons, in this order. */
  reactions?: MessageReaction[];
  /**
   * Its text is still growing (an assistant's reply arriving token by token): replace the message object
   * with the longer text as it comes, and set false (or leave out) once it is complete. Its row is
   * `aria-busy` meanwhile, and it is announced once, when complete.
   */
  streaming?: boolean;
}

/** One emoji's reactions to a message. */
export interface MessageReaction {
  /** The emoji reacted with. */
  emoji: string;
  /** How many people reacted with it (the current user included). */
  count: number;
  /** The current user is among them: the button is pressed, and pressing it calls `onUnreact`. */
  mine?: boolean;
  /** Who reacted: participant ids (and `'me'`), named in the button's tooltip. */
  by?: string[];
}

/** How a thread shows its times, days, groups and where the reader stopped reading. */
export interface ThreadOptions {
  /** The locale of times and dates (`'en-GB'`: 24-hour clock); the browser's own by default. */
  locale?: string;
  /** The IANA time zone of times and day separators (`'Europe/Paris'`); the browser's own by default. */
  timeZone?: string;
  /**
   * One author's consecutive messages at most this many milliseconds apart form a group: one avatar and one
   * name, tighter spacing (default 5 minutes; 0 turns grouping off). Messages need a `sentAt` to be grouped.
   */
  groupWithinMs?: number;
  /**
   * The id of the first message the reader has not seen: a "New messages" line goes above it, the list
   * opens at it when it is more than a screen up, and the "N new messages" button counts from it.
   */
  unreadFrom?: string | number;
}

/** The delivery and read state of an own message. */
export type MessageStatus = 'sending' | 'sent' | 'delivered' | 'read' | 'failed';

/** A file chosen, pasted or dropped by the user, as handed to `onMessageSend`. */
export interface SentFile extends ChatFile {
  /**
   * With `onFileUpload`, the url it resolved to. Without, an object URL for the file (empty where object URLs
   * are unavailable): revoke it when done.
   */
  url: string;
  type: string;
  size: number;
  /** The file itself, for uploading. */
  file: File;
}

/** What `onFileUpload` resolves to: where the host stored the file, and its name there. */
export interface FileUploadResult {
  url: string;
  name: string;
}

/** What `onFileUpload` is given beside the file. */
export interface FileUploadOptions {
  /** Aborted when the user cancels the upload or removes the file (or the input unmounts). */
  signal: AbortSignal;
  /** Report progress as a fraction from 0 to 1 (drawn as the chip's progress bar). */
  onProgress: (progress: number) => void;
}

/**
 * Uploads one file, as soon as it is attached; resolves to where it is stored (sent as the file's url), or
 * throws (or rejects), and the file's chip offers Retry.
 */
export type FileUploader = (file: File, options: FileUploadOptions) => Promise<FileUploadResult>;

/** A message the user sends, as handed to `onMessageSend`. */
export interface SentMessage {
  author: 'me';
  /** `'file'` when a file goes (with or without text), `'emoji'` for a lone emoji, else `'text'`. */
  type: 'text' | 'file' | 'emoji';
  /** With files: `files` holds them all, and `file` is the first (for hosts written for one file). */
  data: { text?: string; emoji?: string; file?: SentFile; files?: SentFile[] };
  /** The id of the message being answered, when the user chose Reply on one. */
  replyTo?: string | number;
}

/** The message being answered, as the input shows it. */
export interface ReplyTarget {
  /** Its id, handed to `onMessageSend` as `replyTo`. */
  id: string | number;
  /** Who wrote it. */
  authorName: string;
  /** A short excerpt of it. */
  excerpt: string;
}

/** What `onMessageSend` may return: `false` (or a promise of it) keeps the text and file in the input. */
export type SendResult = void | boolean | Promise<void | boolean>;

/** Spacing of each kind of message row, as CSS lengths. */
export interface MessageMargins {
  /** Rows of the current user. */
  sender?: string;
  /** Rows of other participants. */
  recipient?: string;
  /** System rows. */
  system?: string;
}

/** A draft in the input: its text and the files waiting to go with it. */
export interface Draft {
  text: string;
  /** The first file (or null); a draft written for one file may give this alone. */
  file: File | null;
  /** All the files, when given (the input always gives them, `file` being the first). */
  files?: File[];
}

/** Draws a message's content; `renderDefault` draws it the built-in way. Unknown types come here too. */
export type MessageRenderer = (message: ChatMessage, renderDefault: (message: ChatMessage) => ReactNode) => ReactNode;

/** Draws the avatar beside another participant's message; `renderDefault` draws the built-in one. */
export type AvatarRenderer = (
  participant: Participant | undefined,
  message: ChatMessage,
  renderDefault: () => ReactNode,
) => ReactNode;

/**
 * Draws the tools beside a message: `actions` holds the built-in reply, edit and delete buttons (or `null`
 * where none apply), to keep, wrap or replace. Called for every message that is not a system message.
 */
export type ActionsRenderer = (message: ChatMessage, actions: ReactNode) => ReactNode;

/** Ways to draw parts of each message row yourself; each gets the built-in rendering to keep or replace. */
export interface MessageSlots {
  /** Draws a message's content; `renderDefault` draws it the built-in way. Unknown types come here too. */
  renderMessage?: MessageRenderer;
  /** Draws the avatar beside another participant's messages; `renderDefault` draws the built-in one. */
  renderAvatar?: AvatarRenderer;
  /** Draws the tools beside each message; the built-in reply, edit and delete buttons come as `actions`. */
  renderActions?: ActionsRenderer;
}
