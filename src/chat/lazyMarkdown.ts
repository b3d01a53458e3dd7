import { lazy } from 'react';
import type { MarkdownRenderer } from '../text/index.js';

let loaded: MarkdownRenderer | null = null;

/**
 * `MarkdownText`, lazily: the Markdown drawing of messages and its parser, in a chunk of their own, loaded when
 * a chat with `messageStyling="markdown"` first draws a text message, never otherwise. A message suspends
 * (showing its plain text) only until the chunk is in.
 */
export const LazyMarkdownText = lazy(() =>
  import('./MarkdownText.js').then((module) => {
    loaded = module.markdown;
    return { default: module.MarkdownText };
  }),
);

/** The Markdown renderer once its chunk is in (for what reads messages without drawing them), else `null`. */
export function loadedMarkdown(): MarkdownRenderer | null {
  return loaded;
}
