// The analytics screen's figures for a range of instants [from, to) in five statements, each
// answering one JSON value: the orders of the range by day and by status, the top products, the
// top referral codes, the access-code funnel, and the age step's decisions per UTC day (read
// through age_verification_decisions_day_idx; the log holds no personal data). "Paid" means payment_status = 'paid' (a refund
// moves it to 'refunded'), so revenue never counts refunded or unpaid orders. At 100,000 orders
// the range is read through orders_created_idx and access_code_events_at_idx (figures in
// test/analytics-explain.ts's report).
import { sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES } from '@canopy/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { parseRows } from '../../db/rows';

export interface AnalyticsRange {
  /** First UTC day, YYYY-MM-DD. */
  startDate: string;
  /** Last UTC day, YYYY-MM-DD (included). */
  endDate: string;
  /** Start of the first day. */
  from: Date;
  /** Start of the day after the last. */
  to: Date;
}

const TOP_LIMIT = 10;

const ordersFiguresSchema = z.object({
  daily: z.array(
    z.object({
      date: z.string(),
      revenue_cents: z.number().int(),
      orders: z.number().int(),
    }),
  ),
  by_status: z.array(z.object({ status: z.enum(ORDER_STATUSES), orders: z.number().int() })),
});
export type OrdersFigures = z.infer<typeof ordersFiguresSchema>;

const topProductSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  units: z.number().int(),
  revenue_cents: z.number().int(),
});
export type TopProductRow = z.infer<typeof topProductSchema>;

const topReferralSchema = z.object({
  code: z.string(),
  uses: z.number().int(),
  revenue_cents: z.number().int(),
  discount_cents: z.number().int(),
});
export type TopReferralRow = z.infer<typeof topReferralSchema>;

const ageDecisionsDaySchema = z.object({
  date: z.string(),
  verified: z.number().int(),
  underage: z.number().int(),
  invalid: z.number().int(),
});
export type AgeDecisionsDayRow = z.infer<typeof ageDecisionsDaySchema>;

const funnelSchema = z.object({
  validations: z.number().int(),
  successful: z.number().int(),
  orders: z.number().int(),
});
export type FunnelRow = z.infer<typeof funnelSchema>;

/** Paid orders per UTC day of the range (zeros included) and every order of it by status. */
export function ordersFiguresStatement(range: AnalyticsRange): SQL {
  return sql`
    with ranged as (
      select o.status, o.payment_status, o.total_cents, o.created_at
      from orders o
      where o.created_at >= ${range.from.toISOString()}::timestamptz
        and o.created_at < ${range.to.toISOString()}::timestamptz),
    paid_days as (
      select (created_at at time zone 'UTC')::date as day,
        sum(total_cents) as revenue_cents, count(*) as orders
      from ranged where payment_status = 'paid' group by 1)
    select json_build_object(
      'daily', (
        select json_agg(json_build_object(
            'date', to_char(d.day, 'YYYY-MM-DD'),
            'revenue_cents', coalesce(p.revenue_cents, 0),
            'orders', coalesce(p.orders, 0)) order by d.day)
        from generate_series(${range.startDate}::date, ${range.endDate}::date, interval '1 day')
          as d(day)
        left join paid_days p on p.day = d.day::date),
      'by_status', coalesce((
        select json_agg(json_build_object('status', s.status, 'orders', s.orders))
        from (select status, count(*) as orders from ranged group by status) s), '[]'::json)
    ) as figures`;
}

/** Products by revenue over the lines of paid orders of the range. */
export function topProductsStatement(range: AnalyticsRange): SQL {
  return sql`
    select coalesce(json_agg(t order by t.revenue_cents desc, t.units desc, t.product_id), '[]'::json)
      as figures
    from (
      select i.product_id, coalesce(max(p.name), max(i.name)) as name,
        sum(i.quantity) as units, sum(i.line_total_cents) as revenue_cents
      from orders o
      join order_items i on i.order_id = o.id
      left join products p on p.id = i.product_id
      where o.created_at >= ${range.from.toISOString()}::timestamptz
        and o.created_at < ${range.to.toISOString()}::timestamptz
        and o.payment_status = 'paid' and i.product_id is not null
      group by i.product_id
      order by revenue_cents desc, units desc, i.product_id
      limit ${TOP_LIMIT}) t`;
}

/** Referral codes by the paid orders of the range that used them. */
export function topReferralCodesStatement(range: AnalyticsRange): SQL {
  return sql`
    select coalesce(json_agg(t order by t.uses desc, t.revenue_cents desc, t.code), '[]'::json)
      as figures
    from (
      select r.code, count(*) as uses, sum(o.total_cents) as revenue_cents,
        sum(o.discount_cents) as discount_cents
      from orders o
      join referral_codes r on r.id = o.referral_code_id
      where o.created_at >= ${range.from.toISOString()}::timestamptz
        and o.created_at < ${range.to.toISOString()}::timestamptz
        and o.payment_status = 'paid'
      group by r.code
      order by uses desc, revenue_cents desc, r.code
      limit ${TOP_LIMIT}) t`;
}

/** Validation calls (accepted or not) and orders placed with an access code in the range. */
export function accessCodeFunnelStatement(range: AnalyticsRange): SQL {
  return sql`
    select json_build_object(
      'validations', e.validations, 'successful', e.successful, 'orders', o.orders) as figures
    from (
      select count(*) filter (where kind in ('validated', 'rejected')) as validations,
        count(*) filter (where kind = 'validated') as successful
      from access_code_events
      where at >= ${range.from.toISOString()}::timestamptz
        and at < ${range.to.toISOString()}::timestamptz) e,
    (
      select count(*) as orders from orders
      where created_at >= ${range.from.toISOString()}::timestamptz
        and created_at < ${range.to.toISOString()}::timestamptz
        and access_code_id is not null) o`;
}

/** The age step's decisions per UTC day of the range, by outcome, days without any as zeros. */
export function ageDecisionsStatement(range: AnalyticsRange): SQL {
  return sql`
    with counted as (
      select day,
        count(*) filter (where outcome = 'verified') as verified,
        count(*) filter (where outcome = 'underage') as underage,
        count(*) filter (where outcome = 'invalid') as invalid
      from age_verification_decisions
      where day >= ${range.startDate}::date and day <= ${range.endDate}::date
      group by day)
    select json_agg(json_build_object(
        'date', to_char(d.day, 'YYYY-MM-DD'),
        'verified', coalesce(c.verified, 0),
        'underage', coalesce(c.underage, 0),
        'invalid', coalesce(c.invalid, 0)) order by d.day) as figures
    from generate_series(${range.startDate}::date, ${range.endDate}::date, interval '1 day')
      as d(day)
    left join counted c on c.day = d.day::date`;
}

const figuresRowSchema = z.object({ figures: z.unknown() });

async function figuresOf<T extends z.ZodType>(
  db: Database,
  statement: SQL,
  schema: T,
): Promise<z.infer<T>> {
  const [row] = parseRows(await db.execute(statement), figuresRowSchema);
  if (!row) throw new Error('an analytics statement returned no row');
  return schema.parse(row.figures);
}

export function findOrdersFigures(db: Database, range: AnalyticsRange): Promise<OrdersFigures> {
  return figuresOf(db, ordersFiguresStatement(range), ordersFiguresSchema);
}

export function findTopProducts(db: Database, range: AnalyticsRange): Promise<TopProductRow[]> {
  return figuresOf(db, topProductsStatement(range), z.array(topProductSchema));
}

export function findTopReferralCodes(
  db: Database,
  range: AnalyticsRange,
): Promise<TopReferralRow[]> {
  return figuresOf(db, topReferralCodesStatement(range), z.array(topReferralSchema));
}

export function findAccessCodeFunnel(db: Database, range: AnalyticsRange): Promise<FunnelRow> {
  return figuresOf(db, accessCodeFunnelStatement(range), funnelSchema);
}

export function findAgeDecisions(
  db: Database,
  range: AnalyticsRange,
): Promise<AgeDecisionsDayRow[]> {
  return figuresOf(db, ageDecisionsStatement(range), z.array(ageDecisionsDaySchema));
}
