'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Announcement } from './Announcer.js';
import { announcementDwellMs, dequeue, emptyQueue, enqueue } from './announcementQueue.js';

/**
 * State for an `<Announcer>`: the announcement shown and a function to queue more. Each stays at least
 * `announcementDwellMs` before the next replaces it (text removed sooner can go unread); new messages beyond
 * the queue's limit are read as one summary, `summarise(count)` ("and 2 more new messages").
 */
export function useAnnouncer(summarise: (count: number) => string = String) {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const queue = useRef(emptyQueue);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const said = useRef(0);
  const summary = useRef(summarise);
  useEffect(() => {
    summary.current = summarise;
  });

  const showNext = useCallback(function showQueued() {
    const next = dequeue(queue.current, (count) => summary.current(count));
    if (!next) {
      timer.current = null;
      return;
    }
    queue.current = next.queue;
    said.current += 1;
    setAnnouncement({ id: said.current, text: next.text });
    timer.current = setTimeout(showQueued, announcementDwellMs);
  }, []);

  /**
   * Queues texts to say; `arrival` marks new messages, which are summarised beyond the queue's limit, and
   * `more` counts further new messages whose text was not made.
   */
  const announce = useCallback(
    (texts: string | readonly string[], arrival = false, more = 0) => {
      queue.current = enqueue(queue.current, typeof texts === 'string' ? [texts] : texts, arrival, more);
      if (timer.current === null) showNext();
    },
    [showNext],
  );

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );
  return { announcement, announce };
}
