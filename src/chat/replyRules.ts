import type { ChatLabels } from './labels.js';
import type { MarkdownRenderer, MessageStyling } from '../text/index.js';
import { authorName, messageGist, type MessageRow } from './messageRules.js';
import type { ChatMessage, Participant, ReplyTarget } from './types.js';
import { loadedMarkdown } from './lazyMarkdown.js';

/** The longest excerpt of a quoted message, in characters (an ellipsis ends a longer one). */
export const excerptLength = 80;

/** The key of the row of the message with `id` (as `prepareMessages` gives it). */
export function keyOfId(id: string | number): string {
  return `id-${String(id)}`;
}

/**
 * A short excerpt of a message, for a quote or the reply bar: its plain text (or emoji, or file name) on one
 * line, cut at a word before `max` characters with an ellipsis.
 */
export function messageExcerpt(
  message: ChatMessage,
  labels: Pick<ChatLabels, 'fileMessage' | 'filesMessage'>,
  styling: MessageStyling = false,
  max = excerptLength,
  markdown?: MarkdownRenderer,
): string {
  const line = messageGist(message, labels, styling, markdown).replace(/\s+/g, ' ').trim();
  // Whole characters (an emoji is one), never half of a surrogate pair.
  const characters = Array.from(line);
  if (characters.length <= max) return line;
  const cut = characters.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What a message's quote shows: the original's author and excerpt, or why there is none. */
export type Quote =
  { state: 'found'; key: string; authorName: string; excerpt: string } | { state: 'deleted' } | { state: 'notLoaded' };

/**
 * The quote of each row that answers another (`replyTo`), by the answering row's key: the original's author
 * and excerpt when it is loaded; when it is not, `'deleted'` if the whole history is loaded (`complete`),
 * else `'notLoaded'`.
 */
export function quotesOf(
  rows: readonly MessageRow[],
  participants: ReadonlyMap<string, Participant>,
  labels: Pick<ChatLabels, 'you' | 'unknownAuthor' | 'fileMessage' | 'filesMessage'>,
  { styling, complete, markdown }: { styling: MessageStyling; complete: boolean; markdown?: MarkdownRenderer },
): Map<string, Quote> {
  const quotes = new Map<string, Quote>();
  let byKey: Map<string, ChatMessage> | null = null;
  // By index, not `for...of`: cold code makes an iterator result per row.
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as MessageRow;
    const { replyTo } = row.message;
    if (typeof replyTo !== 'string' && typeof replyTo !== 'number') continue;
    byKey ??= new Map(rows.map((r) => [r.key, r.message]));
    const key = keyOfId(replyTo);
    const original = byKey.get(key);
    quotes.set(
      row.key,
      original
        ? {
            state: 'found',
            key,
            authorName: authorName(original.author, participants, labels),
            excerpt: messageExcerpt(original, labels, styling, excerptLength, markdown),
          }
        : { state: complete ? 'deleted' : 'notLoaded' },
    );
  }
  return quotes;
}

/**
 * Whether the quotes made of `before` hold for `after`, the same rows but those at `changed` replaced: none of
 * them answers another (before or after) and none is the original of a quote.
 */
export function quotesHold(
  quotes: ReadonlyMap<string, Quote>,
  before: readonly MessageRow[],
  after: readonly MessageRow[],
  changed: readonly number[],
): boolean {
  const answers = (row: MessageRow | undefined) => row?.message.replyTo !== undefined;
  if (changed.some((index) => answers(before[index]) || answers(after[index]))) return false;
  if (quotes.size === 0) return true;
  const quoted = new Set<string>();
  quotes.forEach((quote) => {
    if (quote.state === 'found') quoted.add(quote.key);
  });
  return !changed.some((index) => quoted.has(after[index]?.key ?? ''));
}

/**
 * What the input shows while answering `message`: its id, author and excerpt (Markdown read once loaded);
 * null for a message without an id, which cannot be answered.
 */
export function replyTargetOf(
  message: ChatMessage,
  participants: readonly Participant[],
  labels: Pick<ChatLabels, 'you' | 'unknownAuthor' | 'fileMessage' | 'filesMessage'>,
  styling: MessageStyling,
): ReplyTarget | null {
  if (message.id === undefined) return null;
  return {
    id: message.id,
    authorName: authorName(message.author, participants, labels),
    excerpt: messageExcerpt(message, labels, styling, excerptLength, loadedMarkdown() ?? undefined),
  };
}
