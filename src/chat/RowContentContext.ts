'use client';
import { createContext } from 'react';

/**
 * Given by a message row to its content: content that draws controls after the row has rendered (Markdown,
 * whose chunk arrives later) calls it once they are in, so the row puts them in or out of the Tab order
 * with the rest (see rowControls.ts). Outside a row, it does nothing.
 */
export const RowContentChanged = createContext<() => void>(() => {});
