/**
 * Sliding-window counts (what the difficulty climb and the proof budget read): two fixed buckets per key, the
 * current one and the one before, the older weighted by how much of it the window still covers (as
 * Cloudflare's rate limits count). Exact enough for a climb, and two numbers per key whatever the traffic.
 */

/** The bucket `time` falls in, and how far into it (0 to 1). */
export function bucketOf(time: number, windowMs: number): { bucket: number; into: number } {
  const bucket = Math.floor(time / windowMs);
  return { bucket, into: (time - bucket * windowMs) / windowMs };
}

/** The count in the window ending now, from the current bucket's count and the previous one's. */
export function slidingCount(current: number, previous: number, into: number): number {
  return current + previous * (1 - into);
}
