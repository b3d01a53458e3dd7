import { messageTextToPlain, type MarkdownRenderer, type MessageStyling } from '../text/index.js';
import type { ChatLabels } from './labels.js';
import type { ChatFile, ChatMessage, Participant } from './types.js';
import { isEpochSeconds, sentAtTime } from './messageTime.js';

/** The message types the chat draws itself. */
export const builtInMessageTypes: ReadonlySet<string> = new Set(['text', 'emoji', 'file', 'typing', 'system']);

/** A message ready to render: a stable key and the message made safe (data always an object). */
export interface MessageRow {
  key: string;
  message: ChatMessage;
}

let autoKeyCounter = 0;
const autoKeys = new WeakMap<object, string>();

/** A key for a message without a usable id, stable for as long as the host keeps the same object. */
function autoKey(message: object): string {
  let key = autoKeys.get(message);
  if (key === undefined) {
    autoKeyCounter += 1;
    key = `auto-${autoKeyCounter}`;
    autoKeys.set(message, key);
  }
  return key;
}

/**
 * What can be wrong with a message as given; the development warnings say each in words (validateChatProps.ts),
 * so that a production bundle drops the words.
 */
export type MessageProblemReason =
  | 'not-object'
  | 'no-type'
  | 'no-author'
  | 'unknown-type'
  | 'no-text'
  | 'no-emoji'
  | 'no-file'
  | 'file-without-url'
  | 'not-a-time'
  | 'epoch-seconds'
  | 'unknown-author'
  | 'repeated-id';

/**
 * Why a message cannot be drawn as given, or null when it can. Messages with a problem are either drawn
 * with a fallback (a file without url, an unknown author) or skipped; each problem is warned about once.
 */
export function messageProblem(
  message: unknown,
  participantIds: ReadonlySet<string>,
  customRenderer: boolean,
): { skip: boolean; reason: MessageProblemReason } | null {
  if (typeof message !== 'object' || message === null) return { skip: true, reason: 'not-object' };
  const { type, author, data } = message as Partial<ChatMessage>;
  if (typeof type !== 'string') return { skip: true, reason: 'no-type' };
  // A system message ("Ada joined") is nobody's: it needs no author, known or not.
  if (typeof author !== 'string' && type !== 'system') return { skip: true, reason: 'no-author' };
  if (!builtInMessageTypes.has(type)) return customRenderer ? null : { skip: true, reason: 'unknown-type' };
  const body = typeof data === 'object' && data !== null ? data : {};
  if ((type === 'text' || type === 'system') && typeof body.text !== 'string') {
    return { skip: true, reason: 'no-text' };
  }
  if (type === 'emoji' && typeof body.emoji !== 'string') return { skip: true, reason: 'no-emoji' };
  if (type === 'file') {
    const files = messageFiles(body);
    if (files.length === 0) return { skip: true, reason: 'no-file' };
    if (files.some((file) => typeof file.url !== 'string' || file.url === '')) {
      return { skip: false, reason: 'file-without-url' };
    }
  }
  const { sentAt } = message as Partial<ChatMessage>;
  if (sentAt !== undefined && sentAtTime(sentAt) === null) return { skip: false, reason: 'not-a-time' };
  if (typeof sentAt === 'number' && isEpochSeconds(sentAt)) return { skip: false, reason: 'epoch-seconds' };
  if (type !== 'system' && author !== 'me' && !participantIds.has(author as string)) {
    return { skip: false, reason: 'unknown-author' };
  }
  return null;
}

/**
 * Turns the host's messages into rows: keys from ids (a duplicate id gets its own key and a warning),
 * missing data made an empty object, broken messages skipped. `report` receives each problem. For messages
 * that go after rows made already, `taken` holds those rows' keys and `firstIndex` the first one's index
 * in the whole thread (for the reports).
 */
export function prepareMessages(
  messages: readonly ChatMessage[],
  participants: readonly Participant[],
  options: {
    customRenderer: boolean;
    report: (message: ChatMessage, index: number, reason: MessageProblemReason) => void;
    taken?: ReadonlySet<string>;
    firstIndex?: number;
  },
): MessageRow[] {
  const ids = new Set(participants.map((p) => p.id));
  const seen = new Set<string>();
  const rows: MessageRow[] = [];
  const { taken, firstIndex = 0 } = options;
  messages.forEach((message, at) => {
    const index = firstIndex + at;
    const problem = messageProblem(message, ids, options.customRenderer);
    if (problem) options.report(message, index, problem.reason);
    if (problem?.skip) return;
    let key = message.id === undefined || message.id === null ? autoKey(message) : `id-${String(message.id)}`;
    if (seen.has(key) || taken?.has(key)) {
      options.report(message, index, 'repeated-id');
      key = autoKey(message);
    }
    seen.add(key);
    const safe = typeof message.data === 'object' && message.data !== null ? message : { ...message, data: {} };
    rows.push({ key, message: safe });
  });
  return rows;
}

/** The name shown and read for a message's author (participants by id, for lists of any length). */
export function authorName(
  author: string,
  participants: readonly Participant[] | ReadonlyMap<string, Participant>,
  labels: Pick<ChatLabels, 'you' | 'unknownAuthor'>,
): string {
  if (author === 'me') return labels.you;
  const found = 'get' in participants ? participants.get(author) : participants.find((p) => p.id === author);
  return found?.name ?? labels.unknownAuthor;
}

/**
 * What a message says, as plain text: its text, emoji, or file name and caption. With Markdown, `markdown` is
 * the renderer once loaded (before, the text is read as typed); system messages are never styled.
 */
export function messageGist(
  message: ChatMessage,
  labels: Pick<ChatLabels, 'fileMessage' | 'filesMessage'>,
  styling: MessageStyling = false,
  markdown?: MarkdownRenderer,
): string {
  const { data } = message;
  // What is read is what is shown: with styling on, `*help*` is read "help", not "star help star".
  const text = messageTextToPlain(data.text ?? '', { styling: message.type === 'system' ? false : styling, markdown });
  if (message.type === 'emoji') return data.emoji ?? '';
  const [file, ...more] = messageFiles(data);
  if (message.type === 'file' && file) {
    const said = more.length > 0 ? labels.filesMessage(file.name, more.length + 1) : labels.fileMessage(file.name);
    return [said, text].filter(Boolean).join(', ');
  }
  return text;
}

/**
 * What a screen reader hears when a message arrives: who, and the text, emoji or file name. With Markdown,
 * `markdown` is the renderer once loaded (before, the text is read as typed).
 */
export function messageSummary(
  message: ChatMessage,
  name: string,
  labels: Pick<ChatLabels, 'messageFrom' | 'fileMessage' | 'filesMessage'>,
  styling: MessageStyling = false,
  markdown?: MarkdownRenderer,
): string {
  const what = messageGist(message, labels, styling, markdown);
  return message.type === 'system' ? what : labels.messageFrom(name, what);
}

const loneEmoji = /^\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier}|\u200D\p{Extended_Pictographic})*$/u;

/** Whether a text is exactly one emoji (sent as an `emoji` message, drawn large). */
export function isLoneEmoji(text: string): boolean {
  return loneEmoji.test(text.trim());
}

/**
 * The rows to announce after the list changed: other people's messages added after the previous last
 * one, oldest first. Nothing on first display, nothing for prepended history, nothing when the list was
 * replaced (unless it was empty before, as when a conversation starts). The announcer reads the first few of
 * a burst and summarises the rest.
 */
export function arrivalsToAnnounce(
  previousKeys: readonly string[],
  rows: readonly MessageRow[],
  firstDisplay: boolean,
) {
  if (firstDisplay) return [];
  const keys = rows.map((row) => row.key);
  let appended: readonly MessageRow[];
  if (previousKeys.length === 0) appended = rows;
  else {
    const last = previousKeys[previousKeys.length - 1] as string;
    const index = keys.lastIndexOf(last);
    appended = index < 0 ? [] : rows.slice(index + 1);
  }
  return appended.filter((row) => row.message.author !== 'me' && row.message.type !== 'typing');
}

/**
 * The ids that name a message row, in reading order: author (not for system messages, nor for a message
 * that continues its author's group: the group's first row said who), time (when it has a `sentAt` or a
 * caption), content; the parts `Message` draws with `idPrefix`.
 */
export function messageLabelledBy(message: ChatMessage, idPrefix: string, continuesGroup = false): string {
  const timed = sentAtTime(message.sentAt) !== null || Boolean(message.data.meta);
  const parts = [message.type === 'system' || continuesGroup ? '' : 'author', timed ? 'time' : '', 'content'];
  return idList(idPrefix, parts);
}

/** Which of a message row's describing parts are drawn, beyond its author and its time. */
export interface DescribedParts {
  /** The row continues its author's group: its name is not in the label, so it goes in the description. */
  continuesGroup?: boolean;
  /** It quotes the message it answers. */
  quote?: boolean;
  /** Its delivery state is drawn. */
  status?: boolean;
  /** Who has seen it is drawn. */
  seen?: boolean;
}

/**
 * The ids that describe a message row beyond its name, in reading order: its author when the row continues a
 * group (a reader who moves to it alone still learns who wrote it), the full date and time when it has a
 * `sentAt`, the quote of the message it answers, its delivery state, who has seen it (the parts `Message`
 * draws with `idPrefix`); undefined for none.
 */
export function messageDescribedBy(
  message: ChatMessage,
  idPrefix: string,
  { continuesGroup = false, quote = false, status = false, seen = false }: DescribedParts = {},
): string | undefined {
  const parts = [
    continuesGroup ? 'author' : '',
    sentAtTime(message.sentAt) !== null ? 'when' : '',
    quote ? 'quote' : '',
    status ? 'status' : '',
    seen ? 'seen' : '',
  ];
  return idList(idPrefix, parts) || undefined;
}

function idList(idPrefix: string, parts: readonly string[]): string {
  return parts
    .filter(Boolean)
    .map((part) => `${idPrefix}-${part}`)
    .join(' ');
}

/** A message's files: `files` when it is a list, else its one `file`; entries that are not files are left out. */
export function messageFiles(data: { file?: ChatFile; files?: ChatFile[] }): ChatFile[] {
  const files: unknown[] = Array.isArray(data.files) ? data.files : data.file ? [data.file] : [];
  return files.filter(
    (file): file is ChatFile =>
      typeof file === 'object' && file !== null && typeof (file as ChatFile).name === 'string',
  );
}
