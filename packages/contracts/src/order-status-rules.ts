// The order state machine (docs/product.md#order-states) as one table with its guards, free of zod
// so both the admin screens and the server use this very table: the server refuses what it does not
// allow (409) and the admin offers only what it allows.

export const ORDER_STATUSES = [
  'ordered',
  'working_on',
  'delivery',
  'done',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How long placed-but-unpaid orders hold their stock. */
export const ORDER_RESERVATION_MINUTES = 30;

interface Transition {
  to: OrderStatus;
  /** The payment state the order must be in for this move; any when absent. */
  requiresPayment?: PaymentStatus;
  /** What the move does besides changing the status. */
  effect: 'none' | 'release_stock' | 'refund';
}

/**
 * Every allowed move. Cancelling gives the stock back and refunds a paid order; a refund after
 * shipping refunds the payment but keeps the stock (the goods left the shop).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly Transition[]>> = {
  ordered: [
    { to: 'working_on', requiresPayment: 'paid', effect: 'none' },
    { to: 'cancelled', effect: 'release_stock' },
  ],
  working_on: [
    { to: 'delivery', requiresPayment: 'paid', effect: 'none' },
    { to: 'cancelled', effect: 'release_stock' },
  ],
  delivery: [
    { to: 'done', requiresPayment: 'paid', effect: 'none' },
    { to: 'refunded', requiresPayment: 'paid', effect: 'refund' },
  ],
  done: [{ to: 'refunded', requiresPayment: 'paid', effect: 'refund' }],
  cancelled: [],
  refunded: [],
};

export interface OrderState {
  status: OrderStatus;
  payment_status: PaymentStatus;
}

function transitionFor(order: OrderState, to: OrderStatus): Transition | undefined {
  return ORDER_TRANSITIONS[order.status].find((transition) => transition.to === to);
}

/** The statuses an order may move to now, in the table's order. */
export function allowedNextStatuses(order: OrderState): OrderStatus[] {
  return ORDER_TRANSITIONS[order.status]
    .filter((t) => t.requiresPayment === undefined || t.requiresPayment === order.payment_status)
    .map((t) => t.to);
}

/** Null when the move is allowed; otherwise why not, in words for the admin. */
export function transitionRefusal(order: OrderState, to: OrderStatus): string | null {
  const transition = transitionFor(order, to);
  if (!transition) {
    return `An order that is ${order.status} cannot be moved to ${to}`;
  }
  if (transition.requiresPayment && transition.requiresPayment !== order.payment_status) {
    return `An order must be ${transition.requiresPayment} before it can be moved to ${to}`;
  }
  return null;
}

/** What moving to `to` does besides the status change (undefined when not allowed). */
export function transitionEffect(
  order: OrderState,
  to: OrderStatus,
): Transition['effect'] | undefined {
  return transitionRefusal(order, to) === null ? transitionFor(order, to)?.effect : undefined;
}
