'use client';
import { useCallback, useState } from 'react';
import type { Announcement } from './Announcer.js';

/** State for an `<Announcer>`: the latest announcement and a function to make one. */
export function useAnnouncer() {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const announce = useCallback((text: string) => {
    if (text) setAnnouncement((current) => ({ id: (current?.id ?? 0) + 1, text }));
  }, []);
  return { announcement, announce };
}
