// The checkout-pickup scenario's oversold-slot check, run on the database once the server has
// stopped: every pickup or delivery slot ever booked must hold no more places than its capacity,
// and its places taken must equal its orders still holding one (every order but a cancelled one).
// A lost update under concurrency shows as more orders than places taken, or a slot over capacity.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../apps/server/src/db/client';
import type { AuditResult } from './stock-audit';

export interface SlotRow {
  method: string;
  start: string;
  capacity: number;
  booked: number;
  /** Orders of the slot that still hold their place (not cancelled). */
  orders: number;
}

export function judgeSlots(rows: readonly SlotRow[]): AuditResult {
  const name = 'checkout-pickup: zero oversold slots';
  const wrong = rows.filter((row) => row.booked > row.capacity || row.booked !== row.orders);
  const orders = rows.reduce((sum, row) => sum + row.orders, 0);
  if (wrong.length === 0) {
    return {
      name,
      passed: true,
      detail: `${rows.length.toLocaleString('en-US')} slots: places taken = ${orders.toLocaleString('en-US')} orders, none over capacity`,
    };
  }
  const examples = wrong
    .slice(0, 5)
    .map(
      (row) =>
        `${row.method} ${row.start}: ${row.booked} of ${row.capacity} places taken, ${row.orders} orders`,
    );
  return {
    name,
    passed: false,
    detail: `${wrong.length} of ${rows.length} slots disagree: ${examples.join('; ')}`,
  };
}

const slotRowsSchema = z.object({
  rows: z.array(
    z.object({
      method: z.string(),
      start: z.string(),
      capacity: z.number().int(),
      booked: z.number().int(),
      orders: z.number().int(),
    }),
  ),
});

/** Every slot with places or orders: a slot's orders without a places row count as oversold. */
export async function auditSlotPlaces(db: Database): Promise<AuditResult> {
  const result = await db.execute(sql`
    with live as (
      select fulfilment_method as method, slot_start, count(*)::int as orders
      from orders
      where slot_start is not null and status <> 'cancelled'
      group by fulfilment_method, slot_start
    )
    select coalesce(p.method, l.method) as method,
      to_char(coalesce(p.slot_start, l.slot_start) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as start,
      coalesce(p.capacity, 0) as capacity, coalesce(p.booked, 0) as booked,
      coalesce(l.orders, 0) as orders
    from fulfilment_slot_places p
    full join live l on l.method = p.method and l.slot_start = p.slot_start
    order by 2`);
  return judgeSlots(slotRowsSchema.parse(result).rows);
}
