// Storage side of the bound on a shopper session's open unpaid orders.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ScalarRead } from '../../db/scalar-reads';

const openCountSchema = z.number().int();

/** Unpaid, uncancelled orders of the session whose reservation has not run out at `now`. */
export function openUnpaidOrdersRead(sessionId: string, now: Date): ScalarRead<number> {
  return {
    sql: sql`select count(*)::int from orders
      where session_id = ${sessionId} and payment_status = 'unpaid' and status = 'ordered'
        and reserved_until > ${now.toISOString()}::timestamptz`,
    schema: openCountSchema,
  };
}
