import type { SentFile, SentMessage } from './types.js';
import { isLoneEmoji } from './messageRules.js';

/** An object URL for a file where the platform has them, else ''. */
function objectUrl(file: File): string {
  return typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

/**
 * The message handed to `onMessageSend` for a draft: a file message (with the text as caption, if any),
 * an emoji message for a lone emoji, else a text message; with `replyTo`, the id of the message it answers.
 * Null when there is nothing to send.
 */
export function buildSentMessage(text: string, file: File | null, replyTo?: string | number): SentMessage | null {
  const message = draftMessage(text, file);
  return message && replyTo !== undefined ? { ...message, replyTo } : message;
}

function draftMessage(text: string, file: File | null): SentMessage | null {
  const trimmed = text.trim();
  if (file) {
    const sent: SentFile = { name: file.name, type: file.type, url: objectUrl(file), file };
    return { author: 'me', type: 'file', data: trimmed ? { text: trimmed, file: sent } : { file: sent } };
  }
  if (!trimmed) return null;
  if (isLoneEmoji(trimmed)) return { author: 'me', type: 'emoji', data: { emoji: trimmed } };
  return { author: 'me', type: 'text', data: { text: trimmed } };
}

/** Inserts `insert` into `text` over the selection [start, end); returns the text and the caret after it. */
export function insertAtCaret(text: string, insert: string, start: number, end: number) {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}
