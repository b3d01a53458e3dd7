/**
 * Sliding-window counts (what the difficulty climb and the proof budget read): each key's window is cut into
 * {@link TALLY_SLICES} slices; the count is the current slice, the slices before it that the window covers
 * whole, and the oldest one in proportion to what the window still covers of it (as Cloudflare's rate limits
 * count, with finer slices). Off by at most part of one slice, whatever the traffic; a few numbers per key.
 */

/** Slices of a window. */
export const TALLY_SLICES = 10;

/** The slice `time` falls in, and how far into it (0 to 1). */
export function sliceOf(time: number, windowMs: number): { slice: number; into: number } {
  const size = windowMs / TALLY_SLICES;
  const slice = Math.floor(time / size);
  return { slice, into: (time - slice * size) / size };
}

/** The count in the window ending now, from the counts of the current slice and the ones before it, newest first. */
export function slidingCount(counts: readonly number[], into: number): number {
  let total = 0;
  for (let age = 0; age < TALLY_SLICES; age += 1) total += counts[age] ?? 0;
  return total + (counts[TALLY_SLICES] ?? 0) * (1 - into);
}
