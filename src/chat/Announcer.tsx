'use client';
import { VisuallyHidden } from '../primitives/index.js';

/** One thing to say; `id` changes for each announcement, so the same words twice are read twice. */
export interface Announcement {
  id: number;
  text: string;
}

/**
 * A polite live region, drawn for screen readers only, holding the latest announcement. Each new
 * announcement replaces the node, so only it is read, never what was said before.
 */
export function Announcer({ announcement }: { announcement: Announcement | null }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announcement && <span key={announcement.id}>{announcement.text}</span>}
    </VisuallyHidden>
  );
}
