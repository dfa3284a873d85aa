// The order token: proof that a caller placed an order (`GET /orders/{id}` and the test
// provider's confirm). An HMAC-SHA256 of the order id under the token secret with a label of its
// own, so it can never stand in for any other signature the server makes; nothing is stored.
import { createHmac, timingSafeEqual } from 'node:crypto';

const LABEL = 'canopy/order-token/v1';

export interface OrderTokens {
  issue(orderId: number): string;
  /** True only for the token issued for this very order. */
  verify(orderId: number, token: string): boolean;
}

export function createOrderTokens(secret: string): OrderTokens {
  const sign = (orderId: number) =>
    createHmac('sha256', secret).update(`${LABEL}:${orderId}`).digest();

  return {
    issue: (orderId) => sign(orderId).toString('base64url'),

    verify(orderId, token) {
      const expected = sign(orderId);
      const given = Buffer.from(token, 'base64url');
      // A wrong length is a wrong token; timingSafeEqual needs equal lengths.
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
