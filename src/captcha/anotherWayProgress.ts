/** Whether progress going from `before` to `after` (shares done, 0 to 1) passes the halfway point, announced once. */
export function crossesHalfway(before: number, after: number): boolean {
  return before < 0.5 && after >= 0.5;
}

/** A whole percentage for the progress bar, 0 to 100, whatever the host reports. */
export function percentDone(share: number): number {
  return Number.isFinite(share) ? Math.round(Math.min(1, Math.max(0, share)) * 100) : 0;
}
