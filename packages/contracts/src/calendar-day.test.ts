import { describe, expect, it } from 'vitest';
import { accessCodeAnalyticsQuerySchema } from './admin-access-codes';
import { analyticsQuerySchema } from './admin-analytics';
import { adminOrderListQuerySchema } from './admin-orders';

// Every admin query that takes days reads them by the same rule.
const dayQueries = {
  'order list': (day: string) => adminOrderListQuerySchema.safeParse({ date_from: day }),
  analytics: (day: string) => analyticsQuerySchema.safeParse({ start_date: day, end_date: day }),
  'access-code analytics': (day: string) =>
    accessCodeAnalyticsQuerySchema.safeParse({ start_date: day, end_date: day }),
};

describe('days in admin queries', () => {
  for (const [name, parse] of Object.entries(dayQueries)) {
    it(`${name}: takes real days and refuses the rest`, () => {
      for (const day of ['2026-02-28', '2024-02-29', '2026-12-31']) {
        expect(parse(day).success, day).toBe(true);
      }
      for (const day of ['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-2-3']) {
        expect(parse(day).success, day).toBe(false);
      }
    });
  }
});
