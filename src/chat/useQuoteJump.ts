'use client';
import { useEffect, useState } from 'react';
import { useEventCallback } from '../internal/useEventCallback.js';
import { keyOfId } from './replyRules.js';
import type { ChatMessage } from './types.js';
import type { TravelAlign } from './useThreadTravel.js';

/** How long the original of a quote stays highlighted after a jump to it (ms). */
export const quoteHighlightMs = 1600;

/**
 * A quote's original, shown: rendered through the virtualizer wherever it is, focused, highlighted briefly.
 * Returns the key highlighted (or null) and `showOriginal`, stable, for a quote's activation.
 */
export function useQuoteJump(keys: readonly string[], focusMessage: (index: number, align: TravelAlign) => void) {
  const [highlightKey, setHighlightKey] = useState<string | null>(null);
  useEffect(() => {
    if (highlightKey === null) return;
    const timer = setTimeout(() => setHighlightKey(null), quoteHighlightMs);
    return () => clearTimeout(timer);
  }, [highlightKey]);
  const showOriginal = useEventCallback((message: ChatMessage) => {
    if (message.replyTo === undefined) return;
    const key = keyOfId(message.replyTo);
    const index = keys.indexOf(key);
    if (index < 0) return;
    focusMessage(index, 'center');
    setHighlightKey(key);
  });
  return { highlightKey, showOriginal };
}
