// What a shopper is told while the store is not online (docs/product.md#checkout-and-orders): the
// storefront's closed page and the detail of POST /orders' 503. No zod here: the storefront's first
// download needs these texts.

export type ClosedStoreStatus = 'offline' | 'maintenance';

export const STORE_CLOSED_TEXTS: Record<ClosedStoreStatus, { title: string; message: string }> = {
  offline: {
    title: 'The store is closed',
    message: 'We are not taking orders right now. Please come back later.',
  },
  maintenance: {
    title: 'Down for maintenance',
    message:
      'We are making some improvements and will be back shortly. Thank you for your patience.',
  },
};

/** The 503 detail of POST /orders while the store is not online. */
export function storeClosedDetail(status: ClosedStoreStatus): string {
  return status === 'maintenance'
    ? 'The store is down for maintenance and is not taking orders right now'
    : 'The store is closed and is not taking orders right now';
}
