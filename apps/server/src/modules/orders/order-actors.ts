// Who moved an order, as `order_events.actor` records it. Admin changes pass their own actor
// (e.g. `admin:3`) to changeOrderStatus.
export const ORDER_ACTORS = {
  /** The customer placed the order. */
  customer: 'customer',
  /** A payment arrived (the provider's webhook or the browser's confirm call). */
  payment: 'payment',
  /** The server itself: the reservation expired. */
  system: 'system',
} as const;
