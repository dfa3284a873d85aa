// The customer's side of orders besides placing them: reading an order with its order token, and
// checking a referral code before checkout. A wrong token and an unknown order answer alike, so
// the API never tells anyone which order ids exist.
import { centsToDollars, dollarsToCents, type ValidateReferralResponse } from '@canopy/contracts';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import type { OrderTokens } from '../../lib/order-token';
import { findOrderRecord, type OrderRecord } from './orders.repository';
import { findReferralCodeByCode } from './referral-codes.repository';
import { judgeReferralCode } from './referral-rules';

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

    async checkReferralCode(
      code: string,
      subtotal: number | undefined,
    ): Promise<ValidateReferralResponse> {
      const row = await findReferralCodeByCode(deps.db, code);
      const verdict = judgeReferralCode(
        row,
        new Date(),
        subtotal === undefined ? undefined : dollarsToCents(subtotal),
      );
      if (!verdict.usable) {
        return {
          valid: false,
          code,
          discount_type: null,
          discount_value: null,
          message: verdict.message,
        };
      }
      const { discount } = verdict;
      return {
        valid: true,
        code,
        discount_type: discount.type,
        discount_value:
          discount.type === 'percentage' ? discount.percent : centsToDollars(discount.amountCents),
        message: verdict.message,
      };
    },
  };
}
