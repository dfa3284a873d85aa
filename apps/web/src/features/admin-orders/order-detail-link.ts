// What the orders list hands the order page through the link: the list's own query string, so
// "Back to orders" (and the way out after a deletion) returns to the same filters and page.
import type { Location } from 'react-router';

export interface OrderDetailLinkState {
  listSearch: string;
}

export const ORDERS_PATH = '/admin/orders';

function isLinkState(state: unknown): state is OrderDetailLinkState {
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof (state as Partial<OrderDetailLinkState>).listSearch === 'string'
  );
}

/** The orders list the admin came from, or the plain list. */
export function ordersListPath(location: Pick<Location, 'state'>): string {
  const search = isLinkState(location.state) ? location.state.listSearch : '';
  return search.startsWith('?') ? `${ORDERS_PATH}${search}` : ORDERS_PATH;
}
