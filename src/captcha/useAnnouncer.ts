'use client';
import { useState } from 'react';

/**
 * The text of a polite live region and the function that says a message through it: a repeat of the last
 * message is still read (a no-break space tells it apart).
 */
export function useAnnouncer(): [announcement: string, announce: (message: string) => void] {
  const [announcement, setAnnouncement] = useState('');
  const announce = (message: string) =>
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));
  return [announcement, announce];
}
