// No-shows: an order paid in person holds its stock and its slot's place until the slot's end
// plus `no_show_grace_minutes`, not for the usual reservation window. Past that, still unpaid, it
// is cancelled by the sweeper from whatever state it reached: its stock, referral use and slot
// place go back (order-holdings.ts) and the change is announced (`stock_update`, `order_update`
// and `slot_update`). Each order is locked `for update skip locked` and re-checked, so sweeping
// instances cancel it exactly once, and a payment recorded meanwhile wins.
import type { Database } from '../../db/client';
import type { SettingsService } from '../settings/settings.service';
import { ORDER_ACTORS } from './order-actors';
import { releaseOrderHoldings } from './order-holdings';
import type { OrderNotifier } from './order-notifier';
import { findNoShows, NO_SHOW_STATUSES } from './no-shows.repository';
import { insertOrderEvent, lockOrder, updateOrder, type OrderRow } from './orders.repository';

const MINUTE = 60_000;

export function isNoShow(order: OrderRow | null, slotEndedBy: Date): order is OrderRow {
  return (
    order !== null &&
    order.paymentMethod === 'in_person' &&
    order.paymentStatus === 'unpaid' &&
    (NO_SHOW_STATUSES as readonly string[]).includes(order.status) &&
    order.slotEnd !== null &&
    order.slotEnd.getTime() <= slotEndedBy.getTime()
  );
}

export interface NoShowSweepDeps {
  db: Database;
  settings: SettingsService;
  notifier: OrderNotifier;
}

/** Cancels the no-shows at `now` (at most `limit`); answers the ids it cancelled. */
export async function cancelNoShows(
  { db, settings, notifier }: NoShowSweepDeps,
  now: Date,
  limit: number,
): Promise<number[]> {
  const { no_show_grace_minutes } = await settings.get();
  const slotEndedBy = new Date(now.getTime() - no_show_grace_minutes * MINUTE);
  const cancelled: number[] = [];
  for (const id of await findNoShows(db, slotEndedBy, limit)) {
    const released = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id, { skipLocked: true });
      if (!isNoShow(order, slotEndedBy)) return null;
      const updated = await updateOrder(tx, id, { status: 'cancelled', reservedUntil: null });
      await insertOrderEvent(tx, {
        orderId: id,
        fromStatus: order.status,
        toStatus: 'cancelled',
        actor: ORDER_ACTORS.system,
      });
      return { order: updated, levels: await releaseOrderHoldings(tx, order) };
    });
    if (!released) continue;
    await notifier.stockChanged(released.levels);
    await notifier.orderChanged(released.order);
    cancelled.push(id);
  }
  return cancelled;
}
