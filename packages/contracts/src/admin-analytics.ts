// The admin's analytics over a range of UTC days (`GET /admin/analytics`). Revenue, the order count
// behind it, the average order, the top products and the top referral codes count paid, unrefunded
// orders only; orders by status counts every order placed in the range. Money in dollars.
import { z } from 'zod';
import { calendarDaySchema } from './calendar-day';
import { ORDER_STATUSES } from './order-status-rules';

/** The longest range one request may ask for, in days (both ends included). */
export const ANALYTICS_MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

const isoDay = calendarDaySchema;

/** Days from start to end, both included (1 for a single day). */
export function analyticsRangeDays(startDate: string, endDate: string): number {
  return (
    Math.round(
      (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS,
    ) + 1
  );
}

export const analyticsQuerySchema = z
  .object({
    /** First UTC day, included. */
    start_date: isoDay,
    /** Last UTC day, included. */
    end_date: isoDay,
  })
  .superRefine((query, context) => {
    if (query.start_date > query.end_date) {
      context.addIssue({
        code: 'custom',
        message: 'start_date must not be after end_date',
        path: ['start_date'],
      });
    } else if (analyticsRangeDays(query.start_date, query.end_date) > ANALYTICS_MAX_RANGE_DAYS) {
      context.addIssue({
        code: 'custom',
        message: `The range may span at most ${String(ANALYTICS_MAX_RANGE_DAYS)} days`,
        path: ['end_date'],
      });
    }
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const analyticsSchema = z.object({
  totals: z.object({
    /** Dollars: paid, unrefunded orders placed in the range. */
    revenue: z.number(),
    /** The orders revenue counts. */
    orders: z.number().int(),
    /** revenue ÷ orders, in dollars; 0 without orders. */
    average_order_value: z.number(),
  }),
  /** One entry per day of the range, oldest first, days without orders included as zeros. */
  daily: z.array(z.object({ date: z.iso.date(), revenue: z.number(), orders: z.number().int() })),
  /** Every order placed in the range, by its status now; statuses without orders answer 0. */
  orders_by_status: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  /** At most ten, most revenue first. */
  top_products: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      units: z.number().int(),
      revenue: z.number(),
    }),
  ),
  /** At most ten, most uses first. */
  top_referral_codes: z.array(
    z.object({
      code: z.string(),
      uses: z.number().int(),
      revenue: z.number(),
      discount_total: z.number(),
    }),
  ),
  access_code_funnel: z.object({
    /** Calls of /validate-access-code in the range, accepted or not. */
    validations: z.number().int(),
    /** Those that let the shopper in. */
    successful: z.number().int(),
    /** Orders placed in the range by a shopper holding an access code, paid or not. */
    orders: z.number().int(),
  }),
  /**
   * The age step's decisions per UTC day of the range, oldest first, zeros included: shoppers
   * verified, refused as under age, and refused for an impossible date of birth.
   */
  age_verifications: z.array(
    z.object({
      date: z.iso.date(),
      verified: z.number().int(),
      underage: z.number().int(),
      invalid: z.number().int(),
    }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;
