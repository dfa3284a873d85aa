import { describe, expect, it } from 'vitest';
import { fullDayLabel, slotDayLabel, slotTimeRange } from './slot-times';

describe('slot times', () => {
  const now = new Date('2026-03-08T18:00:00Z');

  it('names a store day relative to the store’s today, then by its date', () => {
    expect(slotDayLabel('2026-03-08', 'America/Los_Angeles', now)).toBe('Today');
    expect(slotDayLabel('2026-03-09', 'America/Los_Angeles', now)).toBe('Tomorrow');
    expect(slotDayLabel('2026-03-11', 'America/Los_Angeles', now)).toBe('Wed, Mar 11');
  });

  it('names a printed list’s day in full, the same wherever the staff member is', () => {
    expect(fullDayLabel('2026-06-02')).toBe('Tuesday, June 2, 2026');
    expect(fullDayLabel('2026-03-08')).toBe('Sunday, March 8, 2026');
  });

  it('gives a slot’s times in the store’s zone across a daylight-saving change', () => {
    // 8 March 2026: Los Angeles moves from UTC−8 to UTC−7 at 2:00 AM.
    expect(
      slotTimeRange(
        { start: '2026-03-08T17:00:00.000Z', end: '2026-03-08T17:30:00.000Z' },
        'America/Los_Angeles',
      ),
    ).toBe('10:00 – 10:30 AM');
  });
});
