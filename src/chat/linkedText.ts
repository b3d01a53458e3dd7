import type { ReactNode } from 'react';
import { renderMessageText, type MessageStyling, type MessageTextOptions } from '../text/index.js';
import { createLruCache } from '../internal/createLruCache.js';

/** How many rendered texts are kept: a few screens of a virtualized list, scrolled back and forth. */
export const linkedTextCacheSize = 1000;

const cache = createLruCache<string, ReactNode>(linkedTextCacheSize);

const cacheMark = { markdown: 'm', true: 's', false: 'p' } as const;

/**
 * `renderMessageText` once per text and styling: a row that mounts again (scrolled back into a virtualized
 * list) or renders again reuses the React nodes already made, instead of running the link parser again.
 * The nodes are immutable elements, safe to share between rows. With `'markdown'`, `markdown` carries the
 * Markdown renderer and the code block component (always the same for a styling, so not in the cache key).
 */
export function linkedText(
  text: string,
  styling: MessageStyling,
  markdown?: Pick<MessageTextOptions, 'markdown' | 'codeBlock'>,
): ReactNode {
  return cache.get(`${cacheMark[`${styling}`]}${text}`, () => renderMessageText(text, { styling, ...markdown }));
}
