// What one entry of an order's history means. order_events records every change as a status
// move (from → to) with its actor; a payment that leaves the status where it was is written as a
// move from a status to itself, which read as "Ordered to Ordered". The kinds the server writes:
// placed by the customer; a payment received (status unchanged); a payment that reopens an
// order whose reservation had expired (cancelled → ordered); a payment arriving after the order
// was cancelled, refunded at once (cancelled → cancelled); a status change by staff; and the
// system cancelling an unpaid order whose reservation ran out.
import type { OrderEvent, OrderStatus } from '@canopy/contracts';

const PAYMENT_ACTOR = 'payment';
const SYSTEM_ACTOR = 'system';

export type OrderEventDescription =
  | { kind: 'placed'; title: string }
  | { kind: 'payment'; title: string; note?: string }
  | { kind: 'status'; from: OrderStatus; to: OrderStatus; note?: string };

export function describeOrderEvent(event: OrderEvent): OrderEventDescription {
  const { from_status: from, to_status: to, actor } = event;
  if (from === null) return { kind: 'placed', title: 'Placed' };
  if (actor === PAYMENT_ACTOR) {
    if (from === 'cancelled' && to === 'cancelled') {
      return {
        kind: 'payment',
        title: 'Payment refunded',
        note: 'It arrived after the order was cancelled',
      };
    }
    if (from === 'cancelled') {
      return { kind: 'payment', title: 'Payment received', note: 'The order was reopened' };
    }
    return { kind: 'payment', title: 'Payment received' };
  }
  if (actor === SYSTEM_ACTOR && to === 'cancelled') {
    return { kind: 'status', from, to, note: 'The reservation expired unpaid' };
  }
  if (to === 'refunded') return { kind: 'status', from, to, note: 'Payment refunded' };
  return { kind: 'status', from, to };
}
