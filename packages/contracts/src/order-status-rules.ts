// The order state machine (docs/product.md#order-states) as one table per fulfilment method with its
// guards, free of zod so both the admin screens and the server use this very table: the server
// refuses what it does not allow (409) and the admin offers only what it allows.
import type { FulfilmentMethod, OrderPaymentMethod } from './fulfilment-rules';

export const ORDER_STATUSES = [
  'ordered',
  'working_on',
  'ready',
  'delivery',
  'done',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The default of System Config `reservation_minutes`: how long unpaid orders hold their stock. */
export const ORDER_RESERVATION_MINUTES = 30;

interface Transition {
  to: OrderStatus;
  /** The payment state the order must be in for this move; any when absent. */
  requiresPayment?: PaymentStatus;
  /**
   * A forward move an order paid in person may make while still unpaid (it pays at hand-off).
   * Never `done`: completing an order needs a recorded payment whatever the method.
   */
  unpaidInPerson?: true;
  /** What the move does besides changing the status. */
  effect: 'none' | 'release_stock' | 'refund';
}

type TransitionTable = Readonly<Record<OrderStatus, readonly Transition[]>>;

const cancel: Transition = { to: 'cancelled', effect: 'release_stock' };
const refund: Transition = { to: 'refunded', requiresPayment: 'paid', effect: 'refund' };
const complete: Transition = { to: 'done', requiresPayment: 'paid', effect: 'none' };
const forward = (to: OrderStatus): Transition => ({
  to,
  requiresPayment: 'paid',
  unpaidInPerson: true,
  effect: 'none',
});

/**
 * Every allowed move of a shipped order. Cancelling gives the stock back and refunds a paid order;
 * a refund after shipping refunds the payment but keeps the stock (the goods left the shop).
 */
export const ORDER_TRANSITIONS: TransitionTable = {
  ordered: [{ to: 'working_on', requiresPayment: 'paid', effect: 'none' }, cancel],
  working_on: [{ to: 'delivery', requiresPayment: 'paid', effect: 'none' }, cancel],
  ready: [],
  delivery: [complete, refund],
  done: [refund],
  cancelled: [],
  refunded: [],
};

/** Pickup: made ready at the shop, collected there; cancellable until collected. */
const PICKUP_TRANSITIONS: TransitionTable = {
  ordered: [forward('working_on'), cancel],
  working_on: [forward('ready'), cancel],
  ready: [complete, cancel],
  delivery: [],
  done: [refund],
  cancelled: [],
  refunded: [],
};

/** Local delivery by the shop's own drivers: cancellable until handed over. */
const DELIVERY_TRANSITIONS: TransitionTable = {
  ordered: [forward('working_on'), cancel],
  working_on: [forward('delivery'), cancel],
  ready: [],
  delivery: [complete, cancel],
  done: [refund],
  cancelled: [],
  refunded: [],
};

/** The transition table of each fulfilment method. */
export const ORDER_TRANSITIONS_BY_METHOD: Readonly<Record<FulfilmentMethod, TransitionTable>> = {
  shipping: ORDER_TRANSITIONS,
  pickup: PICKUP_TRANSITIONS,
  delivery: DELIVERY_TRANSITIONS,
};

export interface OrderState {
  status: OrderStatus;
  payment_status: PaymentStatus;
  /** How the order reaches the customer, as orders report it; `shipping` when absent. */
  fulfilment?: { method: FulfilmentMethod } | null;
  /** `card` when absent. */
  payment_method?: OrderPaymentMethod;
}

/** Why a move is refused: `payment_required` when only a missing payment stands in the way. */
export interface TransitionRefusal {
  error: 'conflict' | 'payment_required';
  detail: string;
}

function methodOf(order: OrderState): FulfilmentMethod {
  return order.fulfilment?.method ?? 'shipping';
}

function transitionsOf(order: OrderState): readonly Transition[] {
  return ORDER_TRANSITIONS_BY_METHOD[methodOf(order)][order.status];
}

function transitionFor(order: OrderState, to: OrderStatus): Transition | undefined {
  return transitionsOf(order).find((transition) => transition.to === to);
}

/** An order paid at pickup or on delivery (only those methods take in-person payment). */
export function paysInPerson(order: OrderState): boolean {
  return order.payment_method === 'in_person' && methodOf(order) !== 'shipping';
}

function paymentGuardHolds(order: OrderState, transition: Transition): boolean {
  if (transition.requiresPayment === undefined) return true;
  if (transition.requiresPayment === order.payment_status) return true;
  return (
    transition.unpaidInPerson === true && paysInPerson(order) && order.payment_status === 'unpaid'
  );
}

/** The statuses an order may move to now, in the table's order. */
export function allowedNextStatuses(order: OrderState): OrderStatus[] {
  return transitionsOf(order)
    .filter((transition) => paymentGuardHolds(order, transition))
    .map((transition) => transition.to);
}

/** Null when the move is allowed; otherwise why not, with its error code. */
export function transitionRefusalReason(
  order: OrderState,
  to: OrderStatus,
): TransitionRefusal | null {
  const transition = transitionFor(order, to);
  if (!transition) {
    return {
      error: 'conflict',
      detail: `An order that is ${order.status} cannot be moved to ${to}`,
    };
  }
  if (paymentGuardHolds(order, transition)) return null;
  if (to === 'done' && order.payment_status === 'unpaid') {
    return {
      error: 'payment_required',
      detail: paysInPerson(order)
        ? 'Record the payment before completing this order'
        : 'An order must be paid before it can be moved to done',
    };
  }
  return {
    error: 'conflict',
    detail: `An order must be ${String(transition.requiresPayment)} before it can be moved to ${to}`,
  };
}

/** Null when the move is allowed; otherwise why not, in words for the admin. */
export function transitionRefusal(order: OrderState, to: OrderStatus): string | null {
  return transitionRefusalReason(order, to)?.detail ?? null;
}

/** What moving to `to` does besides the status change (undefined when not allowed). */
export function transitionEffect(
  order: OrderState,
  to: OrderStatus,
): Transition['effect'] | undefined {
  return transitionRefusal(order, to) === null ? transitionFor(order, to)?.effect : undefined;
}

/**
 * Whether completing the order needs a passing ID check first: pickup and local-delivery orders
 * when the store requires checks (a shipped order relies on the carrier's adult signature).
 */
export function needsIdCheckToComplete(
  order: OrderState,
  to: OrderStatus,
  requireIdCheck: boolean,
): boolean {
  return requireIdCheck && to === 'done' && methodOf(order) !== 'shipping';
}

/**
 * Whether the order is an unpaid in-person one the shop can record a payment for: not yet
 * completed, cancelled or refunded.
 */
export function canRecordInPersonPayment(order: OrderState): boolean {
  return (
    paysInPerson(order) &&
    order.payment_status === 'unpaid' &&
    order.status !== 'cancelled' &&
    order.status !== 'refunded' &&
    order.status !== 'done'
  );
}
