import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  dayNumber,
  formatFullDateTime,
  formatMessageTime,
  isoDate,
  machineTime,
  isEpochSeconds,
  sentAtTime,
} from '../../src/chat/messageTime.js';

describe('machineTime', () => {
  it('accepts HTML times, dates and dates with times', () => {
    for (const value of ['10:02', '10:02:30', '10:02:30.5', '2026-11-25', '2026-11-25T10:02', '2026-11-25 10:02Z']) {
      expect(machineTime(value)).toBe(value);
    }
    expect(machineTime(' 2026-11-25T10:02:00+01:00 ')).toBe('2026-11-25T10:02:00+01:00');
  });

  it('refuses captions that are not machine-readable', () => {
    for (const value of ['Delivered', 'yesterday', '10h02', '1:02', '', undefined])
      expect(machineTime(value)).toBeNull();
  });
});

describe('sentAtTime', () => {
  it('reads a Date, epoch milliseconds and an ISO string', () => {
    const ms = Date.UTC(2026, 10, 25, 10, 2);
    expect(sentAtTime(new Date(ms))).toBe(ms);
    expect(sentAtTime(ms)).toBe(ms);
    expect(sentAtTime('2026-11-25T10:02:00Z')).toBe(ms);
  });

  it('takes a number that is plainly epoch seconds as seconds, not as a moment of January 1970', () => {
    const ms = Date.UTC(2026, 10, 25, 10, 2);
    expect(sentAtTime(ms / 1000)).toBe(ms);
    expect(isEpochSeconds(ms / 1000)).toBe(true);
    expect(isEpochSeconds(ms)).toBe(false);
    // Epoch milliseconds from March 1973 on are milliseconds, as before; zero is the epoch either way.
    expect(sentAtTime(1e11)).toBe(1e11);
    expect(sentAtTime(0)).toBe(0);
  });

  it('gives null for what is not a time', () => {
    for (const value of [undefined, null, '', 'yesterday', Number.NaN, Infinity, 9e15, new Date('x'), {}, true])
      expect(sentAtTime(value)).toBeNull();
  });
});

describe('formatting', () => {
  const ms = Date.UTC(2026, 10, 25, 13, 2);
  it('writes the time with the locale’s clock and the given zone', () => {
    expect(formatMessageTime(ms, { locale: 'en-US', timeZone: 'UTC' })).toMatch(/^1:02\sPM$/);
    expect(formatMessageTime(ms, { locale: 'en-GB', timeZone: 'UTC' })).toBe('13:02');
    expect(formatMessageTime(ms, { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe('22:02');
  });

  it('writes the full date and time', () => {
    expect(formatFullDateTime(ms, { locale: 'en-US', timeZone: 'UTC' })).toMatch(
      /^Wednesday, November 25, 2026(,| at) 1:02\sPM$/,
    );
  });

  it('falls back to the browser’s zone for an unknown one rather than throw', () => {
    expect(() => formatMessageTime(ms, { locale: 'en-GB', timeZone: 'Mars/Olympus' })).not.toThrow();
  });
});

describe('dayNumber and dayLabel', () => {
  const words = { today: 'Today', yesterday: 'Yesterday' };
  const utc = { locale: 'en-US', timeZone: 'UTC' };
  const now = Date.UTC(2026, 10, 25, 9, 0); // a Wednesday

  it('counts days in the given zone', () => {
    const lateEvening = Date.UTC(2026, 10, 24, 23, 30);
    expect(dayNumber(now, utc) - dayNumber(lateEvening, utc)).toBe(1);
    // In Paris, 23:30 UTC is already the 25th.
    const paris = { timeZone: 'Europe/Paris' };
    expect(dayNumber(now, paris) - dayNumber(lateEvening, paris)).toBe(0);
    expect(isoDate(dayNumber(now, utc))).toBe('2026-11-25');
  });

  it('says Today, Yesterday, the weekday within a week, then the date', () => {
    const label = (n: number, format = utc) => dayLabel(n, now - n * 86_400_000, words, format);
    expect(label(0)).toBe('Today');
    expect(label(1)).toBe('Yesterday');
    expect(label(2)).toBe('Monday');
    expect(label(6)).toBe('Thursday');
    expect(label(7)).toBe('November 18, 2026');
    expect(label(-1)).toBe('November 26, 2026');
    expect(label(2, { locale: 'fr-FR', timeZone: 'UTC' })).toBe('lundi');
  });
});

describe('dayNumber across a change of the clocks', () => {
  it('puts times either side of local midnight on their own day, on the days the clocks change', () => {
    const paris = { timeZone: 'Europe/Paris' };
    const nyc = { timeZone: 'America/New_York' };
    // Paris went to summer time on 29 March 2026 (UTC+1 before, UTC+2 after 01:00 UTC).
    expect(isoDate(dayNumber(Date.UTC(2026, 2, 28, 22, 59), paris))).toBe('2026-03-28');
    expect(isoDate(dayNumber(Date.UTC(2026, 2, 28, 23, 0), paris))).toBe('2026-03-29');
    expect(isoDate(dayNumber(Date.UTC(2026, 2, 29, 21, 59), paris))).toBe('2026-03-29');
    expect(isoDate(dayNumber(Date.UTC(2026, 2, 29, 22, 0), paris))).toBe('2026-03-30');
    // New York went back to standard time on 1 November 2026 (UTC-4 before, UTC-5 after).
    expect(isoDate(dayNumber(Date.UTC(2026, 10, 1, 3, 59), nyc))).toBe('2026-10-31');
    expect(isoDate(dayNumber(Date.UTC(2026, 10, 1, 4, 0), nyc))).toBe('2026-11-01');
    expect(isoDate(dayNumber(Date.UTC(2026, 10, 2, 4, 59), nyc))).toBe('2026-11-01');
    expect(isoDate(dayNumber(Date.UTC(2026, 10, 2, 5, 0), nyc))).toBe('2026-11-02');
  });
});

describe('dayNumber in the browser’s own zone', () => {
  it('puts each time on the day Intl writes for it, across both changes of the clocks', () => {
    const saved = process.env.TZ;
    // Node reads its local zone from TZ, for Date and Intl alike.
    process.env.TZ = 'America/New_York';
    try {
      const written = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
      // Half-hourly over the days New York changed its clocks in 2026 (8 March, 1 November).
      for (const start of [Date.UTC(2026, 2, 7), Date.UTC(2026, 9, 31)]) {
        for (let time = start; time < start + 3 * 86_400_000; time += 1_800_000) {
          expect(isoDate(dayNumber(time))).toBe(written.format(time));
        }
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});
