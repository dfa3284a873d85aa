import { describe, expect, it } from 'vitest';
import { analyticsRangeProblem, defaultAnalyticsRange } from './analytics-range';

describe('the analytics range', () => {
  it('is the last 30 UTC days by default', () => {
    expect(defaultAnalyticsRange(new Date('2025-03-30T23:30:00Z'))).toEqual({
      start_date: '2025-03-01',
      end_date: '2025-03-30',
    });
  });

  it.each([
    [{ start_date: '2025-03-01', end_date: '2025-03-01' }, null],
    [{ start_date: '2025-03-02', end_date: '2025-03-01' }, 'From must not be after To'],
    [{ start_date: '', end_date: '2025-03-01' }, 'Choose both dates'],
    [{ start_date: '2024-01-01', end_date: '2024-12-31' }, null],
    [{ start_date: '2024-01-01', end_date: '2025-01-01' }, 'A range covers at most 366 days'],
  ])('judges %o', (range, problem) => {
    expect(analyticsRangeProblem(range)).toBe(problem);
  });
});
