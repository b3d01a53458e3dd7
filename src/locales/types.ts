/**
 * The shape of a shipped language: every string of the chat and of the captchas. Pure types; the languages
 * themselves are the modules beside this one (`es/chat.ts`, `es/captcha.ts`), one pair per language.
 */

/** A plural category of `Intl.PluralRules` ('zero', 'one', 'two', 'few', 'many', 'other'). */
export type PluralCategory = Intl.LDMLPluralRule;

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
  /** The chat's placeholder in the input, unless the `placeholder` prop gives one. */
  placeholder: string;
  /** The placeholder of `UserInput` used on its own, unless its `placeholder` prop gives one. */
  inputPlaceholder: string;
  /** The deletion dialog's question, unless the `confirmationDeletionMessage` prop gives one. */
  deleteQuestion: string;
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
  /**
   * The emoji picker's five categories, in its order: people, nature, objects (food and activities among them),
   * places (flags among them), symbols. Each names its tab and heads its grid.
   */
  emojiCategoryNames: readonly [people: string, nature: string, objects: string, places: string, symbols: string];
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

/** Every string the captchas show or announce. Override any of them with the `strings` prop. */
export interface CaptchaStrings {
  clickTitle: string;
  slideTitle: string;
  regionTitle: string;
  rotateTitle: string;
  /** The verify button's default text. */
  verifyButtonText: string;
  confirm: string;
  close: string;
  refresh: string;
  /** The "Verify another way" button: the host's fallback, or the proof-of-work path (`verifyAnotherWay`). */
  tryAnotherWay: string;
  /** Shown and announced when the other way starts. */
  anotherWayRunning: string;
  /** Announced once, when the other way is half done. */
  anotherWayHalfway: string;
  /** Shown and announced when the other way has verified. */
  anotherWayDone: string;
  /** Shown and announced when the other way failed (not when cancelled). */
  anotherWayFailed: string;
  /** Announced when the person cancels the other way. */
  anotherWayCancelled: string;
  /** Accessible name of the other way's progress bar. */
  anotherWayProgress: string;
  /** The button that stops the other way. */
  cancel: string;
  loading: string;
  imageError: string;
  success: string;
  failure: string;
  /** Alt text of the main image. */
  imageAlt: string;
  clickThumbAlt: string;
  slidePieceAlt: string;
  regionTileAlt: string;
  rotateThumbAlt: string;
  /** Accessible name of the click area (the image that takes points). */
  clickArea: string;
  clickInstructions: string;
  slideHandle: string;
  slideInstructions: string;
  regionInstructions: string;
  rotateHandle: string;
  rotateInstructions: string;
  /** Which of the rotate challenge's pictures is on show, shown over it and announced: "Picture 1 of 2". */
  rotatePicture: (picture: number, count: number) => string;
  /** The rotate captcha's confirm button while a picture is still to come. */
  next: string;
  dotPlaced: (index: number, x: number, y: number) => string;
  dotRemoved: (index: number) => string;
  /** Said when a tap on dot `index` removes it and the dots placed after it. */
  dotsRemovedFrom: (index: number) => string;
  /** The click captcha's button that removes the last dot. */
  undo: string;
  percent: (percent: number) => string;
  degrees: (degrees: number) => string;
  /** The tile's accessible name and the announcement of its moves: what it is and where. */
  tileAt: (x: number, y: number) => string;
  tilePicked: string;
  /** Announced when a drag ends at a negative position, which is ignored. */
  positionIgnored: string;
  verifyWarn: string;
  verifyError: string;
  verifySuccess: string;
  /** Accessible name of the popover or dialog the verify button opens. */
  verifyPanel: string;
}

/** The captcha strings by part, so that a widget carries only its own parts of a language. */
export interface CaptchaParts {
  /** The frame every captcha shares: its buttons, status layer and image. */
  frame: Pick<
    CaptchaStrings,
    'confirm' | 'close' | 'refresh' | 'loading' | 'imageError' | 'success' | 'failure' | 'imageAlt'
  >;
  /** "Verify another way", in every captcha and in the verify button's panel. */
  anotherWay: Pick<
    CaptchaStrings,
    | 'tryAnotherWay'
    | 'anotherWayRunning'
    | 'anotherWayHalfway'
    | 'anotherWayDone'
    | 'anotherWayFailed'
    | 'anotherWayCancelled'
    | 'anotherWayProgress'
    | 'cancel'
  >;
  /** Click in order. */
  click: Pick<
    CaptchaStrings,
    | 'clickTitle'
    | 'clickInstructions'
    | 'clickThumbAlt'
    | 'clickArea'
    | 'dotPlaced'
    | 'dotRemoved'
    | 'dotsRemovedFrom'
    | 'undo'
  >;
  /** Slide to fit. */
  slide: Pick<CaptchaStrings, 'slideTitle' | 'slideInstructions' | 'slidePieceAlt' | 'slideHandle' | 'percent'>;
  /** Drag the tile to its region. */
  region: Pick<
    CaptchaStrings,
    'regionTitle' | 'regionInstructions' | 'regionTileAlt' | 'tileAt' | 'tilePicked' | 'positionIgnored'
  >;
  /** Rotate upright. */
  rotate: Pick<
    CaptchaStrings,
    'rotateTitle' | 'rotateInstructions' | 'rotateThumbAlt' | 'rotateHandle' | 'rotatePicture' | 'next' | 'degrees'
  >;
  /** The verify button. */
  verify: Pick<CaptchaStrings, 'verifyButtonText' | 'verifyWarn' | 'verifyError' | 'verifySuccess' | 'verifyPanel'>;
}

/** What every shipped language says about itself. */
export interface LanguageInfo {
  /** Its BCP 47 tag ('es'): the `lang` of the widget's text, and the locale of times and dates in the chat. */
  lang: string;
  /** Its writing direction; right-to-left languages set `dir="rtl"` unless the host gives `dir`. */
  dir: 'ltr' | 'rtl';
  /** The categories of `Intl.PluralRules` its plural forms hold (each plural form holds every one of them). */
  pluralCategories: readonly PluralCategory[];
}

/** A shipped language of the chat: `import { chat } from 'confab-ui/locales/es'`, then `<Chat locale={chat}>`. */
export interface ChatLanguage extends LanguageInfo {
  labels: ChatLabels;
}

/** A shipped language of the captchas: `import { captcha } from 'confab-ui/locales/es'`, then `<VerifyButton locale={captcha}>`. */
export interface CaptchaLanguage extends LanguageInfo {
  strings: CaptchaParts;
}
