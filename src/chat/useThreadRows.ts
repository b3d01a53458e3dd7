'use client';
import { useMemo, useState } from 'react';
import type { PreparedRows } from './rowUpdates.js';
import type { ThreadLayout } from './threadLayout.js';
import type { ChatMessage, Participant } from './types.js';
import { ThreadMemory, type ThreadRowsOptions } from './threadMemory.js';

/**
 * The host's messages as rows (keys, the current user's keys) and the thread laid out (day separators, the
 * unread line, groups). Each update does the least work it can: messages replaced in place (a streaming reply)
 * swap their rows and keep the layout; messages added at either end make only their own rows and layout.
 * "Today" is judged when the layout is made.
 */
export function useThreadRows(
  messages: readonly ChatMessage[],
  participants: readonly Participant[],
  options: ThreadRowsOptions,
): PreparedRows & { layout: ThreadLayout; memory: ThreadMemory; prepared: PreparedRows } {
  const { customRenderer, locale, timeZone, groupWithinMs, unreadFrom, today, yesterday } = options;
  // Held in state so that it lives as long as the list; it is written only while memoizing.
  const [memory] = useState(() => new ThreadMemory());
  const prepared = useMemo(
    () => memory.rowsOf(messages, participants, customRenderer),
    [memory, messages, participants, customRenderer],
  );
  const layout = useMemo(
    () => memory.layoutOf(prepared, { locale, timeZone, groupWithinMs, unreadFrom, today, yesterday }),
    [memory, prepared, locale, timeZone, groupWithinMs, unreadFrom, today, yesterday],
  );
  return { ...prepared, layout, memory, prepared };
}
