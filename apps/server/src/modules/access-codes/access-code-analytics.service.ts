// One access code's analytics over UTC days: validation attempts (successful and
// rejected calls of /validate-access-code with the code), the paid, unrefunded orders placed with
// it and their revenue, in totals and per day. Without dates: the last 30 days, today included.
import {
  centsToDollars,
  DEFAULT_ANALYTICS_DAYS,
  MAX_ANALYTICS_DAYS,
  type AccessCodeAnalytics,
  type accessCodeAnalyticsQuerySchema,
} from '@canopy/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { addUtcDays, utcDay } from '../../lib/utc-days';
import { findAccessCodeActivityByDay } from './access-code-analytics.repository';
import { findAccessCode } from './admin-access-codes.repository';
import { ACCESS_CODE_NOT_FOUND } from './admin-access-codes.service';

type AnalyticsQuery = z.output<typeof accessCodeAnalyticsQuerySchema>;

/**
 * The range asked for. Without an end: today (UTC), kept between the start and the longest range
 * after it; without a start: 30 days up to the end.
 */
export function analyticsRange(query: AnalyticsQuery, now: Date): { start: string; end: string } {
  const today = utcDay(now);
  const { start_date: start, end_date: end } = query;
  if (start && end) return { start, end };
  if (start) {
    const latest = addUtcDays(start, MAX_ANALYTICS_DAYS - 1);
    return { start, end: today < start ? start : today > latest ? latest : today };
  }
  const until = end ?? today;
  return { start: addUtcDays(until, -(DEFAULT_ANALYTICS_DAYS - 1)), end: until };
}

export type AccessCodeAnalyticsService = ReturnType<typeof createAccessCodeAnalyticsService>;

export function createAccessCodeAnalyticsService({ db }: { db: Database }) {
  return {
    async get(id: number, query: AnalyticsQuery, now = new Date()): Promise<AccessCodeAnalytics> {
      if (!(await findAccessCode(db, id))) throw new NotFoundError(ACCESS_CODE_NOT_FOUND);
      const range = analyticsRange(query, now);
      const days = await findAccessCodeActivityByDay(db, id, range);
      const sum = (pick: (day: (typeof days)[number]) => number) =>
        days.reduce((total, day) => total + pick(day), 0);
      const successful = sum((day) => day.successful);
      const rejected = sum((day) => day.rejected);
      return {
        start_date: range.start,
        end_date: range.end,
        total_validations: successful + rejected,
        successful,
        rejected,
        orders: sum((day) => day.orders),
        revenue: centsToDollars(sum((day) => day.revenue_cents)),
        daily: days.map((day) => ({
          date: day.date,
          validations: day.successful + day.rejected,
          orders: day.orders,
          revenue: centsToDollars(day.revenue_cents),
        })),
      };
    },
  };
}
