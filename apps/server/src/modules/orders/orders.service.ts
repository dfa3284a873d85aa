// The customer's side of orders besides placing them: reading an order with its order token. A
// wrong token and an unknown order answer alike, so the API never tells anyone which order ids
// exist.
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import type { OrderTokens } from '../../lib/order-token';
import { findOrderRecord, type OrderRecord } from './orders.repository';

export const ORDER_NOT_FOUND = 'Order not found';

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService(deps: { db: Database; orderTokens: OrderTokens }) {
  return {
    /** The order, if `token` is its order token; otherwise 404 `Order not found`. */
    async findCustomerOrder(orderId: number, token: string | undefined): Promise<OrderRecord> {
      // The token is checked first: a wrong one costs no query.
      if (token === undefined || !deps.orderTokens.verify(orderId, token)) {
        throw new NotFoundError(ORDER_NOT_FOUND);
      }
      const record = await findOrderRecord(deps.db, orderId);
      if (!record) throw new NotFoundError(ORDER_NOT_FOUND);
      return record;
    },
  };
}
