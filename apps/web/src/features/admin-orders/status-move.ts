// What the order page says about a status move: its button, whether it asks first (cancel and
// refund cannot be taken back) and what the confirmation explains, from the shared state
// machine's effects.
import {
  formatUsd,
  transitionEffect,
  type AdminOrderDetail,
  type OrderStatus,
} from '@canopy/contracts';
import { statusLabel } from './order-display';

export function moveButtonLabel(status: OrderStatus): string {
  return `Mark as ${statusLabel(status)}`;
}

export function moveNeedsConfirmation(status: OrderStatus): boolean {
  return status === 'cancelled' || status === 'refunded';
}

/** The consequences the confirmation names, in the admin's words. */
export function moveConsequences(order: AdminOrderDetail, status: OrderStatus): string[] {
  const effect = transitionEffect(order, status);
  const refundsPayment =
    effect === 'refund' || (effect === 'release_stock' && order.payment_status === 'paid');
  return [
    ...(effect === 'release_stock' ? ['Its items go back into stock.'] : []),
    ...(refundsPayment ? [`The customer is refunded ${formatUsd(order.total)}.`] : []),
    'This cannot be undone.',
  ];
}
