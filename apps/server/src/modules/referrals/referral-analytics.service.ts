// One referral code's analytics over a range of UTC days (inclusive; the last 30 days when none is
// given). A use is a paid, unrefunded order placed with the code: an unpaid order may still
// lapse and a refunded one earned nothing, so neither counts (the code's use_count, which
// checkout keeps, also counts orders still awaiting payment). Revenue is those orders' totals and
// discount_total their discounts; `daily` has every day of the range, zeros included.
import {
  centsToDollars,
  REFERRAL_ANALYTICS_DEFAULT_DAYS,
  REFERRAL_ANALYTICS_MAX_DAYS,
  type ReferralAnalytics,
} from '@canopy/contracts';
import type { Database } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { addUtcDays, DAY_MS, startOfUtcDay, utcDay } from '../../lib/utc-days';
import { REFERRAL_CODE_NOT_FOUND } from './admin-referral-code-view';
import { findReferralCodeById, findReferralUsesByDay } from './admin-referral-codes.repository';

/** The inclusive range asked for, with the defaults filled in. */
export function analyticsRange(
  query: { start_date?: string | undefined; end_date?: string | undefined },
  now: Date,
): { start: string; end: string } {
  const today = utcDay(now);
  const end =
    query.end_date ??
    (query.start_date !== undefined && query.start_date > today ? query.start_date : today);
  const start = query.start_date ?? addUtcDays(end, 1 - REFERRAL_ANALYTICS_DEFAULT_DAYS);
  const days = (startOfUtcDay(end).getTime() - startOfUtcDay(start).getTime()) / DAY_MS + 1;
  if (days > REFERRAL_ANALYTICS_MAX_DAYS) {
    throw new ValidationError([
      {
        loc: ['querystring', 'start_date'],
        msg: `A range covers at most ${REFERRAL_ANALYTICS_MAX_DAYS} days`,
        type: 'value_error',
      },
    ]);
  }
  return { start, end };
}

export type ReferralAnalyticsService = ReturnType<typeof createReferralAnalyticsService>;

export function createReferralAnalyticsService({
  db,
  now = () => new Date(),
}: {
  db: Database;
  now?: () => Date;
}) {
  return {
    async analytics(
      id: number,
      query: { start_date?: string | undefined; end_date?: string | undefined },
    ): Promise<ReferralAnalytics> {
      const code = await findReferralCodeById(db, id);
      if (!code) throw new NotFoundError(REFERRAL_CODE_NOT_FOUND);
      const { start, end } = analyticsRange(query, now());
      const rows = await findReferralUsesByDay(db, id, {
        from: startOfUtcDay(start),
        to: startOfUtcDay(addUtcDays(end, 1)),
      });
      const byDay = new Map(rows.map((row) => [row.date, row]));
      const daily: ReferralAnalytics['daily'] = [];
      let uses = 0;
      let revenueCents = 0;
      let discountCents = 0;
      for (let day = start; day <= end; day = addUtcDays(day, 1)) {
        const row = byDay.get(day);
        uses += row?.uses ?? 0;
        revenueCents += row?.revenueCents ?? 0;
        discountCents += row?.discountCents ?? 0;
        daily.push({
          date: day,
          uses: row?.uses ?? 0,
          revenue: centsToDollars(row?.revenueCents ?? 0),
          discount_total: centsToDollars(row?.discountCents ?? 0),
        });
      }
      return {
        code: code.code,
        start_date: start,
        end_date: end,
        uses,
        revenue: centsToDollars(revenueCents),
        discount_total: centsToDollars(discountCents),
        daily,
      };
    },
  };
}
