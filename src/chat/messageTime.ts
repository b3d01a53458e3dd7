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

/** Where and how times are written: a BCP 47 locale (the browser's by default) and an IANA time zone. */
export interface TimeFormat {
  /** Language and region of the format (`'en-GB'`, `'ar-EG'`); the browser's own when absent. */
  locale?: string;
  /** The time zone the times and days are in (`'Europe/Paris'`); the browser's own when absent. */
  timeZone?: string;
}

/**
 * Whether a numeric `sentAt` is plainly epoch seconds: below 10^11 in size it would be a moment of 1970 to
 * early 1973 in milliseconds (no chat's history) and is a date before the year 5138 in seconds (Unix time, as
 * many APIs and databases give it).
 */
export function isEpochSeconds(value: number): boolean {
  // Compared on both sides rather than through Math.abs: cold code (a first render) boxes each new double.
  return value !== 0 && value > -1e11 && value < 1e11;
}

/**
 * A message's `sentAt` as epoch milliseconds: a valid `Date`, a finite number (epoch ms; a number that is
 * plainly epoch seconds, see {@link isEpochSeconds}, is taken as seconds) or a string `Date.parse` reads
 * (ISO 8601); null for anything else (absent, `NaN`, "yesterday", an invalid date).
 */
export function sentAtTime(value: unknown): number | null {
  let time: number;
  if (value instanceof Date) time = value.getTime();
  else if (typeof value === 'number') time = isEpochSeconds(value) ? value * 1000 : value;
  else if (typeof value === 'string' && value.trim() !== '') time = Date.parse(value);
  else return null;
  // Beyond ±8.64e15 ms a Date is invalid (NaN fails both tests).
  return time >= -8.64e15 && time <= 8.64e15 ? time : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One `Intl.DateTimeFormat` per locale, zone and style, made once: a thread of 10,000 messages formats
 * thousands of times. A locale or zone `Intl` does not know falls back to the browser's own.
 */
function formatter(format: TimeFormat, style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const cacheKey = `${format.locale ?? ''}|${format.timeZone ?? ''}|${style}`;
  let found = formatters.get(cacheKey);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(format.locale, { ...options, timeZone: format.timeZone });
    } catch {
      // RangeError: an unknown zone or a malformed locale.
      found = new Intl.DateTimeFormat(undefined, options);
    }
    formatters.set(cacheKey, found);
  }
  return found;
}

/** The time of day as the locale writes it (`10:02 AM` in en-US, `10:02` in en-GB): the row's caption. */
export function formatMessageTime(time: number, format: TimeFormat = {}): string {
  return formatter(format, 'time', { timeStyle: 'short' }).format(time);
}

/** The full date and time (`Wednesday, November 25, 2026 at 10:02 AM`): the tooltip and the description. */
export function formatFullDateTime(time: number, format: TimeFormat = {}): string {
  return formatter(format, 'full', { dateStyle: 'full', timeStyle: 'short' }).format(time);
}

const dayMs = 86_400_000;

/**
 * How far the zone's wall clock is ahead of UTC at `time` (ms): read from `Intl`, or for the browser's own zone
 * (no `timeZone`) from `Date`, the same zone at a small part of the cost.
 */
function exactOffset(time: number, timeZone: string | undefined): number {
  if (timeZone === undefined) return -new Date(time).getTimezoneOffset() * 60_000;
  const parts = formatter({ locale: 'en-US', timeZone }, 'offset', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).formatToParts(time);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(time / 1000) * 1000;
}

/** Zones' offsets at UTC midnights (`zone|day`), each read once: a thread's days share their midnights. */
const midnightOffsets = new Map<string, number>();
/** Midnights remembered before the memory is cleared (a few decades of days in one zone). */
const midnightsKept = 10_000;

function offsetAtMidnight(day: number, timeZone: string | undefined): number {
  const key = `${timeZone ?? ''}|${day}`;
  let offset = midnightOffsets.get(key);
  if (offset === undefined) {
    if (midnightOffsets.size >= midnightsKept) midnightOffsets.clear();
    offset = exactOffset(day * dayMs, timeZone);
    midnightOffsets.set(key, offset);
  }
  return offset;
}

/** The last UTC day `dayNumber` read, in which zone, and the zone's offset all that day (null: the clocks change). */
let lastDay: { day: number; zone?: string; offset?: number | null } = { day: NaN };

/**
 * The calendar day `time` falls on in the format's time zone, as a count of days since 1970-01-01 (so that two
 * days' difference is a subtraction). The zone's offset is read at the two UTC midnights around `time` (once
 * each): when they agree it holds all day between them; on the day the clocks change it is read at `time` itself.
 */
export function dayNumber(time: number, format: TimeFormat = {}): number {
  const day = Math.floor(time / dayMs);
  const zone = format.timeZone;
  // A thread's messages come a day at a time: the last day asked about answers most of them.
  if (lastDay.day !== day || lastDay.zone !== zone) {
    const before = offsetAtMidnight(day, zone);
    lastDay = { day, zone, offset: before === offsetAtMidnight(day + 1, zone) ? before : null };
  }
  return Math.floor((time + (lastDay.offset ?? exactOffset(time, zone))) / dayMs);
}

/** The ISO date (`2026-11-25`) of a day number, for a separator's `<time dateTime>`. */
export function isoDate(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** The words of a day separator the labels give. */
export interface DayWords {
  /** The separator of the current day. */
  today: string;
  /** The separator of the day before. */
  yesterday: string;
}

/**
 * What a day separator says of the day of `time`, `daysAgo` days before the day it is seen on (as
 * `dayNumber`s differ): "Today", "Yesterday", the weekday within the last week ("Monday"), then the date as the
 * locale writes it ("November 12, 2026"; so too for a day in the future).
 */
export function dayLabel(daysAgo: number, time: number, words: DayWords, format: TimeFormat = {}): string {
  if (daysAgo === 0) return words.today;
  if (daysAgo === 1) return words.yesterday;
  if (daysAgo > 1 && daysAgo < 7) return formatter(format, 'weekday', { weekday: 'long' }).format(time);
  return formatter(format, 'date', { dateStyle: 'long' }).format(time);
}

/** A message's time, ready to draw. */
export interface SentTime {
  /** The instant as an ISO string, for `<time dateTime>`. */
  dateTime: string;
  /** The time of day, shown under the message. */
  short: string;
  /** The full date and time, in the tooltip and the row's description. */
  full: string;
}

/** A message's `sentAt` written out for the row, or null when it has no valid time. */
export function describeSentAt(value: unknown, format: TimeFormat = {}): SentTime | null {
  const time = sentAtTime(value);
  if (time === null) return null;
  return {
    dateTime: new Date(time).toISOString(),
    short: formatMessageTime(time, format),
    full: formatFullDateTime(time, format),
  };
}
