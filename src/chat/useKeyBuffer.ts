'use client';
import { useCallback, useEffect, useRef } from 'react';

/** Whether a key press types a character (not a shortcut, not a control key). */
export function typesCharacter(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * While `active`, keeps the characters typed anywhere on the page (and stops them doing anything else):
 * for the moment between opening the chat and its input being there, so no keystroke is lost.
 * `take()` returns what was typed and empties the buffer.
 */
export function useKeyBuffer(active: boolean) {
  const typed = useRef('');
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!typesCharacter(event)) return;
      typed.current += event.key;
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [active]);
  return useCallback(() => {
    const text = typed.current;
    typed.current = '';
    return text;
  }, []);
}
