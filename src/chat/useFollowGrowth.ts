'use client';
import { useRef } from 'react';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';
import type { MessageRow } from './messageRules.js';
import { changedRows } from './streamingRules.js';
import type { ThreadItem } from './threadLayout.js';
import type { ChatMessage } from './types.js';
import type { ThreadVirtualizer } from './useThreadVirtualizer.js';

/**
 * A rendered row whose message changed (a streaming reply grew, an edit): from the bottom, the view follows
 * its growth before paint (`followGrowth`). The virtualizer measures the row in its resize observer, as it
 * does any row, and renders again then: a second render of the list before paint, in every update, would
 * double its cost.
 */
export function useFollowGrowth(
  virtualizer: ThreadVirtualizer,
  items: readonly ThreadItem[],
  lead: number,
  rows: readonly MessageRow[],
  followGrowth: () => void,
) {
  const renderedMessages = useRef(new Map<string, ChatMessage>());
  useIsomorphicLayoutEffect(() => {
    const rendered = virtualizer
      .getVirtualItems()
      .map((virtualRow) => {
        const item = items[virtualRow.index - lead];
        return item?.kind === 'message' ? rows[item.index] : undefined;
      })
      .filter((row): row is MessageRow => row !== undefined);
    if (changedRows(renderedMessages.current, rendered).length > 0) followGrowth();
    renderedMessages.current = new Map(rendered.map((row) => [row.key, row.message]));
  }, [rows]);
}
