// The admin socket's `order_update` frame: the order's id, number, status, payment status,
// customer, total and dates. Read with the list item's own contract fields, so a malformed frame
// is dropped rather than shown. A new paid order is announced to staff.
import { adminOrderListItemSchema, formatUsd } from '@canopy/contracts';
import type { z } from 'zod';
import type { ToastInput } from '../../components/ui/use-toast';

const orderUpdateSchema = adminOrderListItemSchema.pick({
  id: true,
  number: true,
  status: true,
  payment_status: true,
  customer_email: true,
  total: true,
  created_at: true,
});

export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

export function readOrderUpdate(data: unknown): OrderUpdate | null {
  const update = orderUpdateSchema.safeParse(data);
  return update.success ? update.data : null;
}

/** A paid order that nobody has started on yet: what staff should hear about at once. */
export function isNewPaidOrder(update: OrderUpdate): boolean {
  return update.status === 'ordered' && update.payment_status === 'paid';
}

export function newOrderNotice(update: OrderUpdate): ToastInput {
  return {
    title: `New order ${update.number}`,
    description: `${formatUsd(update.total)} from ${update.customer_email}`,
    tone: 'success',
  };
}
