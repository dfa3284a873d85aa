// The payment provider's events Canopy has processed (`payment_events`, unique provider event id):
// a webhook delivery whose id is here was handled before and is answered without acting again.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentEvents } from '../../db/schema';

export async function isPaymentEventRecorded(
  db: Database,
  providerEventId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.providerEventId, providerEventId));
  return row !== undefined;
}

/** Records a processed event; false when another delivery of it was recorded first. */
export async function recordPaymentEvent(
  db: Database,
  event: { providerEventId: string; type: string },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.providerEventId })
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}
