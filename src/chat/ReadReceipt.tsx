'use client';
import { styled } from '../theme/index.js';
import { VisuallyHidden } from '../primitives/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import type { Participant } from './types.js';
import { Avatar } from './Avatar.js';

/** Avatars drawn at most; the text names the count of the rest. */
const maxAvatars = 3;

const Receipt = styled('p', {
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '2px',
  margin: '2px 0 0',
  width: '100%',
  '& > span[aria-hidden]': { size: '16px', padding: '2px' },
});

export interface ReadReceiptProps {
  /** Who has read the message (at least one). */
  readers: readonly Participant[];
  /** The id of the text, for the message row to be described by it. */
  id?: string;
  /** Replaces built-in strings (`seenBy`). */
  labels?: Partial<ChatLabels>;
}

/**
 * Who has read the latest message read: their avatars (three at most), and "Seen by Ada" ("Seen by Ada and 3
 * others") for screen readers and as the tooltip of the avatars.
 */
export function ReadReceipt({ readers, id, labels: ownLabels }: ReadReceiptProps) {
  const labels = useLabels(ownLabels);
  if (readers.length === 0) return null;
  const text = labels.seenBy(readers.map((reader) => reader.name));
  return (
    <Receipt data-part="read-receipt" title={text}>
      {readers.slice(0, maxAvatars).map((reader) => (
        <Avatar key={reader.id} imageUrl={reader.imageUrl} />
      ))}
      <VisuallyHidden id={id}>{text}</VisuallyHidden>
    </Receipt>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') ReadReceipt.displayName = 'ReadReceipt';
} catch {
  // no `process`: the function's own name names it
}
