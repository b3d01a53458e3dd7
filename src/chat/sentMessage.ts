import type { Draft, FileUploadResult, SentFile, SentMessage } from './types.js';
import { isLoneEmoji } from './messageRules.js';

/** An object URL for a file where the platform has them, else ''. */
export function objectUrl(file: File): string {
  return typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

/** A file as sent: where the host stored it (`uploaded`), else an object URL of it. */
export function sentFileOf(file: File, uploaded?: FileUploadResult): SentFile {
  return {
    name: uploaded?.name ?? file.name,
    type: file.type,
    size: file.size,
    url: uploaded?.url ?? objectUrl(file),
    file,
  };
}

/** A draft's files: `files` when given, else its one `file`. */
export function draftFiles(draft: Draft): File[] {
  return draft.files ?? (draft.file ? [draft.file] : []);
}

/** A draft with these files (`file` the first, for hosts written for one). */
export function withDraftFiles(draft: Draft, files: File[]): Draft {
  return { ...draft, file: files[0] ?? null, files };
}

/**
 * The message handed to `onMessageSend` for a draft: a file message (with the text as caption, if any; `files`
 * holds them all, `file` the first), an emoji message for a lone emoji, else a text message; with `replyTo`,
 * the id of the message it answers. Null when there is nothing to send.
 */
export function buildSentMessage(
  text: string,
  files: readonly SentFile[],
  replyTo?: string | number,
): SentMessage | null {
  const message = draftMessage(text, files);
  return message && replyTo !== undefined ? { ...message, replyTo } : message;
}

function draftMessage(text: string, files: readonly SentFile[]): SentMessage | null {
  const trimmed = text.trim();
  const [file] = files;
  if (file) {
    const data = { file, files: [...files] };
    return { author: 'me', type: 'file', data: trimmed ? { text: trimmed, ...data } : data };
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
