import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { loadCatalogFixture } from './catalog-fixture';
import {
  loadOrdersFixture,
  VALIDATIONS_PER_ORDER,
  type OrdersFixtureSummary,
} from './orders-fixture';

const rowsSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });
const now = new Date('2026-03-01T12:00:00Z');
const ORDERS = 1_500;

describe('loadOrdersFixture (PGlite in memory)', () => {
  let handle: DatabaseHandle;
  let summary: OrdersFixtureSummary;
  const one = async (query: ReturnType<typeof sql>) => {
    const result = rowsSchema.parse(await handle.db.execute(query));
    return result.rows[0] ?? {};
  };

  before(async () => {
    handle = await openDatabase({});
    await handle.migrate();
    await loadCatalogFixture(handle.db, 400, now);
    summary = await loadOrdersFixture(handle.db, ORDERS, now);
  });
  after(() => handle.close());

  it('writes the orders, 1–3 lines each, and 1.5 validations per order', () => {
    assert.equal(summary.orders, ORDERS);
    assert.ok(summary.orderLines > ORDERS * 1.5 && summary.orderLines < ORDERS * 2.5);
    assert.equal(summary.validations, ORDERS * VALIDATIONS_PER_ORDER);
  });

  it('keeps every order consistent: totals, lines, statuses, dates', async () => {
    const row = await one(sql`
      select
        count(*) filter (where o.total_cents <> o.subtotal_cents + o.tax_cents + o.shipping_cents - o.discount_cents
          or o.total_cents < 0)::int as bad_totals,
        count(*) filter (where o.subtotal_cents <> (select sum(line_total_cents) from order_items i where i.order_id = o.id))::int as bad_subtotals,
        count(*) filter (where (select count(*) from order_items i where i.order_id = o.id) not between 1 and 3)::int as bad_line_counts,
        count(*) filter (where (o.status = 'refunded' and o.payment_status <> 'refunded')
          or (o.status = 'cancelled' and o.payment_status = 'paid')
          or (o.status not in ('cancelled', 'refunded') and o.payment_status <> 'paid'))::int as bad_statuses,
        count(*) filter (where o.created_at > ${now.toISOString()}::timestamptz
          or o.created_at < ${now.toISOString()}::timestamptz - interval '365 days')::int as bad_dates,
        count(*) filter (where o.access_code_id is null)::int as without_code,
        count(*) filter (where o.referral_code_id is not null)::int as with_referral,
        count(*) filter (where o.reserved_until is not null)::int as reserved,
        count(distinct o.status)::int as statuses
      from orders o`);
    assert.deepEqual(
      [row.bad_totals, row.bad_subtotals, row.bad_line_counts, row.bad_statuses, row.bad_dates],
      [0, 0, 0, 0, 0],
    );
    assert.equal(row.without_code, 0);
    assert.equal(row.reserved, 0, 'no fixture order holds a reservation the sweeper would release');
    assert.equal(row.statuses, 6, 'every status occurs');
    const referralShare = Number(row.with_referral) / ORDERS;
    assert.ok(referralShare > 0.15 && referralShare < 0.25, `referral share ${referralShare}`);
  });

  it('orders only active products, each at most once per order, and spreads over the year', async () => {
    const row = await one(sql`
      select
        (select count(*)::int from order_items i join products p on p.id = i.product_id
          where not p.is_active) as inactive_lines,
        (select count(*)::int from (select order_id, product_id from order_items
          group by 1, 2 having count(*) > 1) d) as repeated,
        (select count(distinct date_trunc('month', created_at))::int from orders) as months,
        (select count(*)::int from orders
          where created_at >= ${now.toISOString()}::timestamptz - interval '30 days') as last_30_days`);
    assert.equal(row.inactive_lines, 0);
    assert.equal(row.repeated, 0);
    assert.ok(Number(row.months) >= 12);
    const recent = Number(row.last_30_days);
    assert.ok(recent > ORDERS * 0.06 && recent < ORDERS * 0.1, `last 30 days: ${recent}`);
  });

  it('writes a history per order and counters that agree with it', async () => {
    const row = await one(sql`
      select
        (select count(*)::int from order_events) as events,
        (select count(*)::int from orders where status <> 'ordered') as moved,
        (select sum(use_count)::int from referral_codes) as referral_uses,
        (select count(*)::int from orders where referral_code_id is not null) as referral_orders,
        (select sum(use_count)::int from access_codes) as code_uses,
        (select count(*)::int from access_code_events where kind = 'validated') as validated`);
    assert.equal(row.events, ORDERS + Number(row.moved));
    assert.equal(row.referral_uses, row.referral_orders);
    assert.equal(row.code_uses, row.validated);
    const rejectedShare = 1 - Number(row.validated) / (ORDERS * VALIDATIONS_PER_ORDER);
    assert.ok(rejectedShare > 0.2 && rejectedShare < 0.3, `rejected share ${rejectedShare}`);
  });
});
