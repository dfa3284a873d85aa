// The test provider keeps no payments of its own: a payment's state is read from the order that
// holds its intent id.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';

export async function findOrderByIntent(
  db: Database,
  intentId: string,
): Promise<Pick<typeof orders.$inferSelect, 'status' | 'paymentStatus'> | null> {
  const [row] = await db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.paymentIntentId, intentId));
  return row ?? null;
}

export async function findIntentOfOrder(db: Database, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ intentId: orders.paymentIntentId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.intentId ?? null;
}
