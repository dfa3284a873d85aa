import { describe, expect, it } from 'vitest';
import {
  shiftDay,
  storeIsoTime,
  storeSlotLabel,
  wallClockOn,
  weekdayIndex,
} from './store-clock-rules';

const iso = (instant: number) => new Date(instant).toISOString();

describe('wallClockOn', () => {
  it('is the local time itself on an ordinary day, midnight ending the day included', () => {
    const at = wallClockOn('2026-06-10', 'America/Los_Angeles');
    expect(at(9 * 60)).toEqual({ instant: Date.parse('2026-06-10T16:00:00Z'), exact: true });
    expect(iso(at(1440).instant)).toBe('2026-06-11T07:00:00.000Z');
  });

  it('answers the jump for a time the clock skips (Los Angeles, 8 March 2026)', () => {
    const at = wallClockOn('2026-03-08', 'America/Los_Angeles');
    expect(at(150)).toEqual({ instant: Date.parse('2026-03-08T10:00:00Z'), exact: false });
    expect(at(120).exact).toBe(false);
    expect(at(180)).toEqual({ instant: Date.parse('2026-03-08T10:00:00Z'), exact: true });
  });

  it('answers the first occurrence of a time the clock repeats', () => {
    const losAngeles = wallClockOn('2026-11-01', 'America/Los_Angeles');
    expect(iso(losAngeles(90).instant)).toBe('2026-11-01T08:30:00.000Z');
    expect(iso(losAngeles(120).instant)).toBe('2026-11-01T10:00:00.000Z');
    const berlin = wallClockOn('2026-10-25', 'Europe/Berlin');
    expect(iso(berlin(150).instant)).toBe('2026-10-25T00:30:00.000Z');
  });

  it('follows a half-hour change (Lord Howe Island, 5 April 2026, 02:00 → 01:30)', () => {
    const at = wallClockOn('2026-04-05', 'Australia/Lord_Howe');
    expect(storeIsoTime(at(105).instant, 'Australia/Lord_Howe')).toBe('2026-04-05T01:45:00+11:00');
    expect(storeIsoTime(at(120).instant, 'Australia/Lord_Howe')).toBe('2026-04-05T02:00:00+10:30');
  });
});

describe('calendar days', () => {
  it('shifts across months, years and leap days', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('numbers weekdays from Monday', () => {
    expect(weekdayIndex('2026-06-08')).toBe(0);
    expect(weekdayIndex('2026-06-14')).toBe(6);
  });

  it('writes an instant with the store offset, +00:00 in UTC', () => {
    expect(storeIsoTime(Date.parse('2026-06-10T16:00:00Z'), 'UTC')).toBe(
      '2026-06-10T16:00:00+00:00',
    );
  });
});

describe('storeSlotLabel', () => {
  it("reads a slot on the store's clock, whatever offset the instants carry", () => {
    expect(
      storeSlotLabel('2026-11-28T22:00:00.000Z', '2026-11-28T22:30:00Z', 'America/Los_Angeles'),
    ).toBe('Sat, Nov 28, 2:00 PM – 2:30 PM');
    expect(
      storeSlotLabel(
        '2026-03-08T09:00:00-07:00',
        '2026-03-08T11:00:00-07:00',
        'America/Los_Angeles',
      ),
    ).toBe('Sun, Mar 8, 9:00 AM – 11:00 AM');
  });
});
