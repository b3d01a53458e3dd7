import type { ReactNode } from 'react';
import { renderMessageText } from '../text/index.js';
import { createLruCache } from '../internal/createLruCache.js';

/** How many rendered texts are kept: a few screens of a virtualized list, scrolled back and forth. */
export const linkedTextCacheSize = 1000;

const cache = createLruCache<string, ReactNode>(linkedTextCacheSize);

/**
 * `renderMessageText` once per text and styling: a row that mounts again (scrolled back into a virtualized
 * list) or renders again reuses the React nodes already made, instead of running the link parser again.
 * The nodes are immutable elements, safe to share between rows.
 */
export function linkedText(text: string, styling: boolean): ReactNode {
  return cache.get(`${styling ? 's' : 'p'}${text}`, () => renderMessageText(text, { styling }));
}
