'use client';
import { useMemo, useState } from 'react';
import type { PreparedRows } from './rowUpdates.js';
import type { ThreadLayout } from './threadLayout.js';
import type { ChatMessage, Participant } from './types.js';
import { createThreadMemory, type ThreadMemory, type ThreadRowsLayout } from './threadMemory.js';

/**
 * The host's messages as rows (keys, the current user's keys) and the thread laid out (day separators, the
 * unread line, groups). Each update does the least work it can: messages replaced in place (a streaming reply)
 * swap their rows and keep the layout; messages added at either end make only their own rows and layout.
 * "Today" is judged when the layout is made.
 */
export function useThreadRows(
  messages: readonly ChatMessage[],
  participants: readonly Participant[],
  customRenderer: boolean,
  layoutInput: ThreadRowsLayout,
): PreparedRows & { layout: ThreadLayout; memory: ThreadMemory; prepared: PreparedRows } {
  // Held in state so that it lives as long as the list; it is written only while rendering, and the same input
  // gives back the same values (a second render changes nothing).
  const [memory] = useState(createThreadMemory);
  const prepared = useMemo(
    () => memory.rowsOf(messages, participants, customRenderer),
    [memory, messages, participants, customRenderer],
  );
  // The memory hands back the last layout while the rows and its input bear on nothing it drew: no memo needed.
  const layout = memory.layoutOf(prepared, layoutInput);
  return { ...prepared, layout, memory, prepared };
}
