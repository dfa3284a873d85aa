// The benchmark's order history: N orders spread evenly over the last year (1–3 lines of the
// catalogue's active products, popular products first), with statuses and payment statuses as a
// running shop has them, a fifth with a referral code, every one placed with an access code, its
// history in order_events, and 1.5 access-code validations per order. Written straight into the
// database in a few INSERT … SELECT FROM generate_series statements, after the catalogue and before
// the server starts; deterministic for a given N and `now` (every random draw is an md5 of the
// order number and a salt). Fixture orders hold no reservation (reserved_until is null), so the
// reservation sweeper never touches them and the stock the catalogue shows stays as generated.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../apps/server/src/db/client';

export const BENCH_REFERRAL_CODES = 20;
export const BENCH_ACCESS_CODES = 50;
/** Validation calls per order in the access-code funnel. */
export const VALIDATIONS_PER_ORDER = 1.5;
/** Fixture order numbers: never clash with the server's `CN-…`. */
export const FIXTURE_ORDER_PREFIX = 'BN-';
const SPREAD_SECONDS = 365 * 86_400;
// The shop's default settings (contracts DEFAULT_SETTINGS): 8% tax, $10 shipping below $100.
const TAX_RATE = 0.08;
const FLAT_SHIPPING_CENTS = 1_000;
const FREE_SHIPPING_FROM_CENTS = 10_000;

/** A uniform draw in [0, 1) from the md5 of a key and a salt: the same key always draws the same. */
const roll = (key: SQL, salt: string) =>
  sql`(('x' || substr(md5(${key} || ${`:${salt}`}), 1, 8))::bit(32)::bigint / 4294967296.0)`;

async function insertCodes(db: Database) {
  // Percentage codes at 10–25 % and a few fixed $5–$15 codes, no minimum, no limit.
  await db.execute(sql`
    insert into referral_codes (code, description, discount_type, percent_off, amount_off_cents)
    select 'BENCH' || lpad(g::text, 2, '0'), 'Bench referral ' || g,
      case when g % 4 = 0 then 'fixed' else 'percentage' end,
      case when g % 4 = 0 then null else 10 + (g % 4) * 5 end,
      case when g % 4 = 0 then 500 + (g % 3) * 500 end
    from generate_series(1, ${BENCH_REFERRAL_CODES}::int) g`);
  // Stand-ins for codes handed out over the year: they are never typed in (their hashes match
  // no code), they only give the orders and validations an access code to belong to.
  await db.execute(sql`
    insert into access_codes (code_hash, code_ciphertext, label, created_at)
    select 'bench-' || md5('code:' || g), 'bench-' || g, 'Bench ' || g,
      ${new Date(0).toISOString()}::timestamptz
    from generate_series(1, ${BENCH_ACCESS_CODES}::int) g`);
}

async function insertOrdersAndLines(db: Database, count: number, start: Date) {
  const step = SPREAD_SECONDS / count;
  const g = sql`s.g::text`;
  await db.execute(sql`
    with pool as (
      select array_agg(id order by id) as ids, count(*)::int as n from products where is_active),
    refs as (
      select array_agg(id order by id) as ids, array_agg(discount_type order by id) as kinds,
        array_agg(percent_off order by id) as percents, array_agg(amount_off_cents order by id) as amounts
      from referral_codes where code like 'BENCH%'),
    codes as (select array_agg(id order by id) as ids from access_codes where label like 'Bench %'),
    spec as (
      select s.g,
        ${start.toISOString()}::timestamptz
          + ((s.g - 1 + ${roll(g, 'at')}) * ${step}::float8) * interval '1 second' as at,
        ${roll(g, 'status')} as status_roll,
        ${roll(g, 'lines')} as lines_roll,
        ${roll(g, 'product')} as product_roll,
        ${roll(g, 'referral')} as referral_roll,
        ${roll(g, 'code')} as code_roll,
        ${roll(g, 'customer')} as customer_roll
      from generate_series(1, ${count}::int) s(g)),
    lines as (
      select s.g, p.id as product_id, p.name, p.sku,
        coalesce(p.sale_price_cents, p.retail_price_cents) as unit_price_cents,
        1 + floor(${roll(sql`(s.g * 3 + l.line)::text`, 'quantity')} * 3)::int as quantity
      from spec s
      cross join generate_series(0, 2) l(line)
      cross join pool
      join products p on p.id = pool.ids[1 + (
        floor(pool.n * s.product_roll * s.product_roll)::int + l.line * (pool.n / 3)) % pool.n]
      where l.line < 1 + floor(s.lines_roll * 3)),
    sums as (select g, sum(unit_price_cents * quantity)::int as subtotal from lines group by g),
    priced as (
      select s.*, sums.subtotal,
        round(sums.subtotal * ${TAX_RATE}::numeric)::int as tax,
        case when sums.subtotal >= ${FREE_SHIPPING_FROM_CENTS}::int then 0
          else ${FLAT_SHIPPING_CENTS}::int end as shipping,
        case when s.referral_roll < 0.2
          then 1 + floor(s.referral_roll / 0.2 * s.referral_roll / 0.2 * ${BENCH_REFERRAL_CODES}::int)::int
        end as referral_index
      from spec s join sums using (g)),
    discounted as (
      select p.*,
        case when p.referral_index is null then 0
          when refs.kinds[p.referral_index] = 'percentage'
            then round((p.subtotal + p.tax + p.shipping) * refs.percents[p.referral_index] / 100)::int
          else least(refs.amounts[p.referral_index], p.subtotal + p.tax + p.shipping)
        end as discount,
        refs.ids[p.referral_index] as referral_code_id,
        codes.ids[1 + floor(p.code_roll * p.code_roll * ${BENCH_ACCESS_CODES}::int)::int] as access_code_id,
        extract(epoch from (${start.toISOString()}::timestamptz
          + ${SPREAD_SECONDS}::int * interval '1 second' - p.at)) / 86400 as age_days
      from priced p cross join refs cross join codes),
    inserted as (
      insert into orders (number, status, payment_status, customer_email, customer_name,
        shipping_address, subtotal_cents, tax_cents, tax_rate, shipping_cents, discount_cents,
        total_cents, referral_code_id, access_code_id, payment_provider, created_at, updated_at)
      select ${FIXTURE_ORDER_PREFIX} || lpad(d.g::text, 8, '0'),
        case when d.status_roll < 0.06 then 'cancelled'
          when d.status_roll < 0.08 then 'refunded'
          when d.age_days < 1 then 'ordered'
          when d.age_days < 3 then 'working_on'
          when d.age_days < 7 then 'delivery'
          else 'done' end,
        case when d.status_roll < 0.04 then 'unpaid'
          when d.status_roll < 0.08 then 'refunded'
          else 'paid' end,
        'customer' || c.n || '@example.com', 'Customer ' || c.n,
        json_build_object('line1', c.n || ' Market Street', 'city', 'Portland', 'state', 'OR',
          'postal_code', '97201', 'country', 'US')::jsonb,
        d.subtotal, d.tax, ${TAX_RATE}::numeric, d.shipping, d.discount,
        d.subtotal + d.tax + d.shipping - d.discount,
        d.referral_code_id, d.access_code_id, 'test', d.at, d.at
      from discounted d
      cross join lateral (
        select (1 + floor(d.customer_roll * greatest(1, ${count}::int / 3)))::int::text as n) c
      returning id, number)
    insert into order_items (order_id, product_id, name, sku, unit_price_cents, quantity,
      line_total_cents)
    select i.id, l.product_id, l.name, l.sku, l.unit_price_cents, l.quantity,
      l.unit_price_cents * l.quantity
    from lines l
    join inserted i on i.number = ${FIXTURE_ORDER_PREFIX} || lpad(l.g::text, 8, '0')`);
}

async function insertHistory(db: Database, count: number, start: Date, now: Date) {
  // Placed by the customer; then, unless still "ordered", moved once to where it is now.
  await db.execute(sql`
    insert into order_events (order_id, from_status, to_status, actor, at)
    select o.id, null, 'ordered', 'customer', o.created_at
    from orders o where o.number like ${`${FIXTURE_ORDER_PREFIX}%`}
    union all
    select o.id, 'ordered', o.status, 'admin:1',
      least(o.created_at + interval '1 day', ${now.toISOString()}::timestamptz)
    from orders o where o.number like ${`${FIXTURE_ORDER_PREFIX}%`} and o.status <> 'ordered'`);
  const validations = Math.round(count * VALIDATIONS_PER_ORDER);
  const step = SPREAD_SECONDS / validations;
  const e = sql`e::text`;
  // A quarter rejected (a mistyped code matches no row: code_id null), the rest accepted.
  await db.execute(sql`
    with codes as (select array_agg(id order by id) as ids from access_codes where label like 'Bench %')
    insert into access_code_events (code_id, kind, ip_hash, at)
    select case when ${roll(e, 'kind')} < 0.25 then null
        else codes.ids[1 + floor(${roll(e, 'code')} * ${BENCH_ACCESS_CODES}::int)::int] end,
      case when ${roll(e, 'kind')} < 0.25 then 'rejected' else 'validated' end,
      substr(md5('ip:' || (e % 5000)), 1, 16),
      ${start.toISOString()}::timestamptz
        + ((e - 1 + ${roll(e, 'at')}) * ${step}::float8) * interval '1 second'
    from generate_series(1, ${validations}::int) e cross join codes`);
  // The counters the admin screens show agree with the history.
  await db.execute(sql`
    update referral_codes r set use_count = u.uses
    from (select referral_code_id as id, count(*)::int as uses from orders
          where referral_code_id is not null group by 1) u
    where r.id = u.id`);
  await db.execute(sql`
    update access_codes a set use_count = u.uses, last_used_at = u.last_at
    from (select code_id as id, count(*)::int as uses, max(at) as last_at from access_code_events
          where kind = 'validated' group by 1) u
    where a.id = u.id`);
}

export interface OrdersFixtureSummary {
  orders: number;
  orderLines: number;
  validations: number;
}

const countsSchema = z.object({
  rows: z.tuple(
    [z.object({ orders: z.number(), lines: z.number(), validations: z.number() })],
    z.unknown(),
  ),
});

/**
 * Writes `count` orders of the last year (ending at `now`) into a database that already holds
 * the catalogue; 0 writes none.
 */
export async function loadOrdersFixture(
  db: Database,
  count: number,
  now = new Date(),
): Promise<OrdersFixtureSummary> {
  if (count > 0) {
    const start = new Date(now.getTime() - SPREAD_SECONDS * 1000);
    await db.transaction(async (tx) => {
      await insertCodes(tx);
      await insertOrdersAndLines(tx, count, start);
      await insertHistory(tx, count, start, now);
    });
    await db.execute(
      sql`vacuum analyze orders, order_items, order_events, access_code_events, referral_codes, access_codes`,
    );
  }
  const result = await db.execute(sql`
    select (select count(*)::int from orders) as orders,
      (select count(*)::int from order_items) as lines,
      (select count(*)::int from access_code_events) as validations`);
  const [counts] = countsSchema.parse(result).rows;
  return { orders: counts.orders, orderLines: counts.lines, validations: counts.validations };
}
