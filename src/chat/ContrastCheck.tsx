'use client';
import { useEffect } from 'react';
import { validateChatColors, type ChatColors } from '../theme/index.js';

/**
 * Runs `validateChatColors` on the chat's colours: a development warning (once per message) when a
 * text/background pair fails WCAG AA contrast. It loads with the window, so the closed chat does not carry
 * the contrast code. Draws nothing.
 */
export function ContrastCheck({ colors }: { colors: ChatColors }) {
  useEffect(() => {
    validateChatColors(colors);
  }, [colors]);
  return null;
}
ContrastCheck.displayName = 'ContrastCheck';
