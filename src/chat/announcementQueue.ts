/** How long each announcement stays in the live region before the next replaces it (ms). */
export const announcementDwellMs = 1000;

/** At most this many new messages wait to be read; later ones are counted and summarised. */
export const maxPendingArrivals = 3;

/** Things waiting to be said, oldest first, and the arrivals beyond the limit, to be summarised. */
export interface AnnouncementQueue {
  pending: readonly { text: string; arrival: boolean }[];
  /** New messages not queued, read as one summary ("and 2 more new messages") after the others. */
  overflow: number;
}

export const emptyQueue: AnnouncementQueue = { pending: [], overflow: 0 };

/**
 * Adds things to say. Arrivals (new messages) beyond `maxPendingArrivals` waiting are only counted, as is
 * any arrival while some are already counted (so the summary comes last, in order), and `more` arrivals
 * whose text was not even made; other texts always queue, once each (a status already waiting is not queued
 * twice). Empty texts are ignored.
 */
export function enqueue(
  queue: AnnouncementQueue,
  texts: readonly string[],
  arrival: boolean,
  more = 0,
): AnnouncementQueue {
  let { pending } = queue;
  let { overflow } = queue;
  for (const text of texts) {
    if (!text) continue;
    if (arrival) {
      const waiting = pending.filter((item) => item.arrival).length;
      if (overflow > 0 || waiting >= maxPendingArrivals) overflow += 1;
      else pending = [...pending, { text, arrival }];
    } else if (!pending.some((item) => !item.arrival && item.text === text)) {
      pending = [...pending, { text, arrival }];
    }
  }
  if (arrival) overflow += Math.max(0, more);
  return { pending, overflow };
}

/**
 * The next thing to say and the queue after it, or null when there is nothing: the oldest waiting text, then
 * the overflow's summary (`summarise(count)`).
 */
export function dequeue(
  queue: AnnouncementQueue,
  summarise: (count: number) => string,
): { text: string; queue: AnnouncementQueue } | null {
  const [first, ...rest] = queue.pending;
  if (first) return { text: first.text, queue: { pending: rest, overflow: queue.overflow } };
  if (queue.overflow > 0) return { text: summarise(queue.overflow), queue: emptyQueue };
  return null;
}
