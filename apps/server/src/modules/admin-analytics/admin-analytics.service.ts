// The admin's analytics (`GET /admin/analytics`): turns a validated range of UTC days
// into instants, runs the repository's statements, and answers in dollars. The totals are the
// sums of the daily figures, so the chart and the cards always agree.
import {
  centsToDollars,
  ORDER_STATUSES,
  type Analytics,
  type AnalyticsQuery,
  type OrderStatus,
} from '@canopy/contracts';
import type { Database } from '../../db/client';
import { addUtcDays, startOfUtcDay } from '../../lib/utc-days';
import {
  findAccessCodeFunnel,
  findAgeDecisions,
  findOrdersFigures,
  findTopProducts,
  findTopReferralCodes,
  type AnalyticsRange,
} from './admin-analytics.repository';

export function analyticsRange(query: AnalyticsQuery): AnalyticsRange {
  return {
    startDate: query.start_date,
    endDate: query.end_date,
    from: startOfUtcDay(query.start_date),
    to: startOfUtcDay(addUtcDays(query.end_date, 1)),
  };
}

export function createAdminAnalyticsService({ db }: { db: Database }) {
  return {
    async get(query: AnalyticsQuery): Promise<Analytics> {
      const range = analyticsRange(query);
      // One after another: PGlite has a single connection, and each statement is short.
      const orders = await findOrdersFigures(db, range);
      const products = await findTopProducts(db, range);
      const referrals = await findTopReferralCodes(db, range);
      const funnel = await findAccessCodeFunnel(db, range);
      const ageDecisions = await findAgeDecisions(db, range);

      const revenueCents = orders.daily.reduce((sum, day) => sum + day.revenue_cents, 0);
      const paidOrders = orders.daily.reduce((sum, day) => sum + day.orders, 0);
      const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
        OrderStatus,
        number
      >;
      for (const row of orders.by_status) byStatus[row.status] = row.orders;

      return {
        totals: {
          revenue: centsToDollars(revenueCents),
          orders: paidOrders,
          average_order_value: paidOrders === 0 ? 0 : centsToDollars(revenueCents / paidOrders),
        },
        daily: orders.daily.map((day) => ({
          date: day.date,
          revenue: centsToDollars(day.revenue_cents),
          orders: day.orders,
        })),
        orders_by_status: byStatus,
        top_products: products.map((product) => ({
          product_id: product.product_id,
          name: product.name,
          units: product.units,
          revenue: centsToDollars(product.revenue_cents),
        })),
        top_referral_codes: referrals.map((referral) => ({
          code: referral.code,
          uses: referral.uses,
          revenue: centsToDollars(referral.revenue_cents),
          discount_total: centsToDollars(referral.discount_cents),
        })),
        access_code_funnel: funnel,
        age_verifications: ageDecisions,
      };
    },
  };
}
