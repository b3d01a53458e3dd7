// A valid HTML time string (10:02, 10:02:30.5), date (2026-11-25), or global date and time
// (2026-11-25T10:02, with a space instead of T, seconds, and Z or an offset).
const time = String.raw`\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?`;
const date = String.raw`\d{4}-\d{2}-\d{2}`;
const zone = String.raw`(?:Z|[+-]\d{2}:?\d{2})`;
const machineReadable = new RegExp(`^(?:${time}|${date}|${date}[T ]${time}${zone}?)$`);

/**
 * The `dateTime` of a message's caption (`data.meta`) when it is a machine-readable time or date, so the row
 * draws it in a `<time>`; null for any other caption ("Delivered", "yesterday").
 */
export function machineTime(meta: string | undefined): string | null {
  const value = meta?.trim();
  return value && machineReadable.test(value) ? value : null;
}
