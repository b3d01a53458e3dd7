'use client';
import { useEffect } from 'react';
import { validateChatColors, type ChatColors } from '../theme/index.js';

/**
 * Runs `validateChatColors` on the chat's colours: a development warning (once per message) when a
 * text/background pair fails WCAG AA contrast; nothing in production, where the warning would not print. It loads with the window, so the closed chat does not carry
 * the contrast code. Draws nothing.
 */
export function ContrastCheck({ colors }: { colors: ChatColors }) {
  useEffect(() => {
    // Written so that a production build drops the check and the contrast code with it; the try keeps a
    // page without `process` working (it gets no warning).
    try {
      if (process.env.NODE_ENV !== 'production') validateChatColors(colors);
    } catch {
      // No `process`: no development warning.
    }
  }, [colors]);
  return null;
}
