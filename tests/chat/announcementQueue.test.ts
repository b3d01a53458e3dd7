import { describe, expect, it } from 'vitest';
import { dequeue, emptyQueue, enqueue, maxPendingArrivals } from '../../src/chat/announcementQueue.js';

const more = (count: number) => `and ${count} more`;

/** Everything the queue says, in order, until it is empty. */
function drain(queue: ReturnType<typeof enqueue>): string[] {
  const said: string[] = [];
  for (let next = dequeue(queue, more); next; next = dequeue(next.queue, more)) said.push(next.text);
  return said;
}

describe('announcement queue', () => {
  it('reads a burst in order up to its limit, then one summary of the rest', () => {
    const burst = ['a', 'b', 'c', 'd', 'e'];
    expect(maxPendingArrivals).toBe(3);
    expect(drain(enqueue(emptyQueue, burst, true))).toEqual(['a', 'b', 'c', 'and 2 more']);
  });

  it('counts arrivals whose text was not made, and keeps the summary after later arrivals', () => {
    let queue = enqueue(emptyQueue, ['a', 'b', 'c', 'd'], true, 10);
    queue = enqueue(queue, ['late'], true);
    expect(drain(queue)).toEqual(['a', 'b', 'c', 'and 12 more']);
  });

  it('always queues other texts, once each while waiting, and ignores empty ones', () => {
    let queue = enqueue(emptyQueue, ['a', 'b', 'c', 'd'], true);
    queue = enqueue(queue, ['Ada is typing', 'Ada is typing', ''], false);
    expect(drain(queue)).toEqual(['a', 'b', 'c', 'Ada is typing', 'and 1 more']);
    expect(dequeue(emptyQueue, more)).toBeNull();
  });
});
