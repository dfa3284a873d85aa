// Measures GET /admin/analytics at scale on PostgreSQL (not a test: nothing here is asserted).
// It fills an empty database with 100,000 orders over a year (1–3 lines each, a fifth with a
// referral code) and 150,000 access-code validations, then prints EXPLAIN ANALYZE of each of the
// repository's statements for a 30-day range and the service's end-to-end time.
//
//   npx tsx test/analytics-explain.ts postgres://postgres@127.0.0.1:5432/empty_database
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import {
  accessCodeFunnelStatement,
  ageDecisionsStatement,
  ordersFiguresStatement,
  topProductsStatement,
  topReferralCodesStatement,
} from '../src/modules/admin-analytics/admin-analytics.repository';
import {
  analyticsRange,
  createAdminAnalyticsService,
} from '../src/modules/admin-analytics/admin-analytics.service';

const url = process.argv[2];
if (!url) throw new Error('Pass the URL of an empty PostgreSQL database');

const handle = await openDatabase({ url, poolSize: 2 });
await handle.migrate();
const { db } = handle;

await db.execute(sql`
  insert into categories (name) values ('Bench');
  insert into products (name, sku, brand, retail_price_cents, stock_quantity, category_id)
    select 'Bench product ' || g, 'BENCH-' || g, 'Bench', 500 + (g * 137) % 5000, 1000,
      (select id from categories limit 1)
    from generate_series(1, 80) g;
  insert into referral_codes (code, discount_type, percent_off)
    select 'BENCH' || g, 'percentage', 10 from generate_series(1, 20) g;
  insert into access_codes (code_hash, code_ciphertext, label)
    select 'bench-hash-' || g, 'bench-cipher-' || g, 'Bench ' || g from generate_series(1, 50) g;
  insert into orders (number, status, payment_status, customer_email, customer_name,
      shipping_address, subtotal_cents, tax_cents, tax_rate, shipping_cents, discount_cents,
      total_cents, referral_code_id, access_code_id, created_at, updated_at)
    select 'BENCH-' || g,
      case when g % 20 = 0 then 'refunded' when g % 7 = 0 then 'cancelled'
           when g % 5 = 0 then 'done' when g % 3 = 0 then 'delivery' else 'ordered' end,
      case when g % 20 = 0 then 'refunded' when g % 7 = 0 then 'unpaid' else 'paid' end,
      'buyer' || g || '@example.com', 'Buyer ' || g,
      '{"line1":"1 Bench St","city":"Portland","state":"OR","postal_code":"97201","country":"US"}',
      4000, 320, 0.08, 0, case when g % 5 = 0 then 432 else 0 end,
      case when g % 5 = 0 then 3888 else 4320 end,
      case when g % 5 = 0 then (select id from referral_codes order by id offset (g % 20) limit 1) end,
      (select id from access_codes order by id offset (g % 50) limit 1),
      timestamptz '2025-01-01 00:00:00+00' + (g * interval '315.36 seconds'),
      timestamptz '2025-01-01 00:00:00+00' + (g * interval '315.36 seconds')
    from generate_series(1, 100000) g;
  insert into order_items (order_id, product_id, name, sku, unit_price_cents, quantity,
      line_total_cents)
    select o.id, p.id, p.name, p.sku, p.retail_price_cents, 1 + (o.id + line) % 3,
      p.retail_price_cents * (1 + (o.id + line) % 3)
    from orders o
    cross join generate_series(0, 2) line
    join products p on p.id = (select min(id) from products) + (o.id * 7 + line * 13) % 80
    where line <= o.id % 3;
  insert into access_code_events (code_id, kind, at)
    select (select id from access_codes order by id offset (g % 50) limit 1),
      case when g % 4 = 0 then 'rejected' else 'validated' end,
      timestamptz '2025-01-01 00:00:00+00' + (g * interval '210.24 seconds')
    from generate_series(1, 150000) g;
  analyze;
`);

const range = analyticsRange({ start_date: '2025-06-01', end_date: '2025-06-30' });
const statements = {
  ordersFigures: ordersFiguresStatement(range),
  topProducts: topProductsStatement(range),
  topReferralCodes: topReferralCodesStatement(range),
  accessCodeFunnel: accessCodeFunnelStatement(range),
  ageDecisions: ageDecisionsStatement(range),
};
for (const [name, statement] of Object.entries(statements)) {
  // Once to warm the cache, once measured.
  await db.execute(statement);
  const plan = await db.execute(sql`explain (analyze, buffers, costs off) ${statement}`);
  console.log(`\n=== ${name}`);
  const { rows } = plan as { rows: Array<Record<string, string>> };
  for (const row of rows) console.log(row['QUERY PLAN']);
}

const service = createAdminAnalyticsService({ db });
const timings: number[] = [];
for (let run = 0; run < 20; run += 1) {
  const started = performance.now();
  await service.get({ start_date: '2025-06-01', end_date: '2025-06-30' });
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
console.log(
  `\nservice, 30 days, 20 runs: median ${timings[10]?.toFixed(1) ?? '?'} ms, ` +
    `max ${timings[19]?.toFixed(1) ?? '?'} ms`,
);
const yearStarted = performance.now();
await service.get({ start_date: '2025-01-01', end_date: '2025-12-31' });
console.log(`service, 365 days: ${(performance.now() - yearStarted).toFixed(1)} ms`);
await handle.close();
