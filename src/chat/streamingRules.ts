import type { ChatMessage } from './types.js';

/** A row of the list as the streaming rules see it: its key and its message. */
export interface KeyedMessage {
  key: string;
  message: ChatMessage;
}

/** Whether any message is still streaming (the Stop button shows meanwhile). */
export function isAnyStreaming(rows: readonly KeyedMessage[]): boolean {
  // From the end: a streaming reply is almost always the newest message.
  for (let index = rows.length - 1; index >= 0; index -= 1) if (rows[index]?.message.streaming) return true;
  return false;
}

/**
 * What the announcer owes for streamed messages after the list changed. `streaming` holds the keys of other
 * people's messages seen streaming and not yet announced; a message is announced once, when it is complete
 * (`finished`), never per token. Returns the rows to announce now, oldest first, and the keys to remember.
 */
export function finishedStreams(
  streaming: ReadonlySet<string>,
  rows: readonly KeyedMessage[],
  changed?: readonly number[],
): { finished: KeyedMessage[]; streaming: Set<string> } {
  // With `changed` (only those rows were replaced, same keys), they alone are read and the others keep their
  // state; else every row is, from none.
  const next = new Set(changed ? streaming : []);
  const finished: KeyedMessage[] = [];
  const read = (row: KeyedMessage | undefined) => {
    if (!row) return;
    const unannounced = row.message.author === 'me' || row.message.type === 'typing';
    if (!unannounced && row.message.streaming) next.add(row.key);
    else if ((changed ? next.delete(row.key) : streaming.has(row.key)) && !unannounced) finished.push(row);
  };
  if (changed) [...changed].sort((a, b) => a - b).forEach((index) => read(rows[index]));
  else rows.forEach(read);
  return { finished, streaming: next };
}

/**
 * The keys of the rendered rows whose message object changed since they were last measured (`measured`:
 * key to message): a streaming reply that grew, an edited message. A list at the bottom follows their growth
 * in the same frame instead of drawing one frame short.
 */
export function changedRows(measured: ReadonlyMap<string, ChatMessage>, rendered: readonly KeyedMessage[]): string[] {
  return rendered.filter((row) => measured.has(row.key) && measured.get(row.key) !== row.message).map((row) => row.key);
}

/**
 * What the jump-to-new button says, or null when it is hidden: the count of unseen arrivals, and whether an
 * answer is still coming below the view (a streaming message while the reader is not at the bottom).
 */
export function jumpToNew(input: {
  unseen: number;
  streaming: boolean;
  atBottom: boolean;
}): { unseen: number; streaming: boolean } | null {
  const streaming = input.streaming && !input.atBottom;
  if (input.unseen <= 0 && !streaming) return null;
  return { unseen: Math.max(0, input.unseen), streaming };
}
