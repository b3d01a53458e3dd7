import { describe, expect, it } from 'vitest';
import { machineTime } from '../../src/chat/messageTime.js';

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
