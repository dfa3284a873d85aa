// What a placed order holds while it is open: its lines' stock, a use of its referral code and,
// for pickup and delivery, a place in its slot (fulfilment/order-slot-places.ts).
// `releaseOrderHoldings` is the one way they are given back (reservation expired, order cancelled,
// payment could not be set up); `retakeOrderHoldings` takes them again for a payment that arrived
// after its reservation had expired. Both run inside the caller's transaction.
import type { Database } from '../../db/client';
import type { OrderItemRow, OrderRow } from './orders.repository';
import { findOrderItems } from './orders.repository';
import { createReferralsService } from '../referrals/referrals.service';
import { createStockService, type StockLevel, type StockLine } from '../catalog/stock.service';
import { giveBackOrderSlotPlace, retakeOrderSlotPlace } from '../fulfilment/order-slot-places';

/** Lines whose product still exists (a deleted product's line has nothing to give back). */
function stockLinesOf(items: readonly OrderItemRow[]): StockLine[] {
  return items.flatMap((item) =>
    item.productId === null ? [] : [{ productId: item.productId, quantity: item.quantity }],
  );
}

export async function releaseOrderHoldings(tx: Database, order: OrderRow): Promise<StockLevel[]> {
  const levels = await createStockService({ db: tx }).giveBack(
    stockLinesOf(await findOrderItems(tx, order.id)),
  );
  if (order.referralCodeId !== null)
    await createReferralsService({ db: tx }).returnUse(order.referralCodeId);
  await giveBackOrderSlotPlace(tx, order);
  return levels;
}

class StockGone extends Error {}

/** Takes every line's stock and the slot's place again, or none (null) when any is short now. */
export async function retakeOrderHoldings(
  tx: Database,
  order: OrderRow,
): Promise<StockLevel[] | null> {
  const lines = stockLinesOf(await findOrderItems(tx, order.id));
  try {
    // A savepoint: a short line rolls back the lines already taken, and only them.
    const levels = await tx.transaction(async (savepoint) => {
      const { levels: taken, short } = await createStockService({ db: savepoint }).take(lines);
      if (short.length > 0) throw new StockGone();
      if (!(await retakeOrderSlotPlace(savepoint, order))) throw new StockGone();
      return taken;
    });
    if (order.referralCodeId !== null)
      await createReferralsService({ db: tx }).recountUse(order.referralCodeId);
    return levels;
  } catch (error) {
    if (error instanceof StockGone) return null;
    throw error;
  }
}
