// One access code's activity per UTC day: validation attempts from access_code_events (validated
// and rejected) and the paid, unrefunded orders placed with it (orders.access_code_id), every day
// of the range present (zero-filled by generate_series). Reads the (code_id, at) and
// access_code_id indexes.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { addUtcDays, startOfUtcDay } from '../../lib/utc-days';
import { parseRows } from '../../db/rows';

const analyticsDayRowSchema = z.object({
  date: z.string(),
  successful: z.number().int(),
  rejected: z.number().int(),
  orders: z.number().int(),
  revenue_cents: z.coerce.number().int(),
});
export type AccessCodeAnalyticsDayRow = z.infer<typeof analyticsDayRowSchema>;

/** Days `start` to `end` (`YYYY-MM-DD`, both included), oldest first. */
export async function findAccessCodeActivityByDay(
  db: Database,
  codeId: number,
  range: { start: string; end: string },
): Promise<AccessCodeAnalyticsDayRow[]> {
  const from = `${range.start}T00:00:00Z`;
  const until = startOfUtcDay(addUtcDays(range.end, 1)).toISOString();
  const result = await db.execute(sql`
    with days as (
      select d::date as day
      from generate_series(${range.start}::date, ${range.end}::date, interval '1 day') d),
    attempts as (
      select (e.at at time zone 'UTC')::date as day,
        count(*) filter (where e.kind = 'validated')::int as successful,
        count(*) filter (where e.kind = 'rejected')::int as rejected
      from access_code_events e
      where e.code_id = ${codeId} and e.at >= ${from}::timestamptz and e.at < ${until}::timestamptz
        and e.kind in ('validated', 'rejected')
      group by 1),
    paid as (
      select (o.created_at at time zone 'UTC')::date as day,
        count(*)::int as orders, sum(o.total_cents)::bigint as revenue_cents
      from orders o
      where o.access_code_id = ${codeId} and o.payment_status = 'paid'
        and o.created_at >= ${from}::timestamptz and o.created_at < ${until}::timestamptz
      group by 1)
    select to_char(days.day, 'YYYY-MM-DD') as date,
      coalesce(attempts.successful, 0) as successful,
      coalesce(attempts.rejected, 0) as rejected,
      coalesce(paid.orders, 0) as orders,
      coalesce(paid.revenue_cents, 0) as revenue_cents
    from days
      left join attempts on attempts.day = days.day
      left join paid on paid.day = days.day
    order by days.day`);
  return parseRows(result, analyticsDayRowSchema);
}
