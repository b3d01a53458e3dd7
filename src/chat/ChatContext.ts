'use client';
import { createContext, useContext, useMemo } from 'react';
import { defaultChatLabels, type ChatLabels } from './labels.js';

/** What `<Chat>` shares with its parts: labels, direction and the theme class for portalled panels. */
export interface ChatContextValue {
  /** The labels given to `<Chat>`. */
  labels: Partial<ChatLabels>;
  /** The chat's text direction. */
  dir: 'ltr' | 'rtl';
  /** The Stitches theme class, for content portalled out of the themed root (the emoji picker). */
  themeClassName: string;
}

export const ChatContext = createContext<ChatContextValue>({ labels: {}, dir: 'ltr', themeClassName: '' });

/** Labels for a part: the defaults, then those of the enclosing `<Chat>`, then the part's own. */
export function useLabels(own?: Partial<ChatLabels>): ChatLabels {
  const { labels } = useContext(ChatContext);
  return useMemo(() => ({ ...defaultChatLabels, ...labels, ...own }), [labels, own]);
}
