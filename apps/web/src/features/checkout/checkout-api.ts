// The checkout's calls (docs/product.md#checkout-and-orders), injected into the app's one API and
// checked against the contract (the checkout is a lazy chunk, so zod costs the first download
// nothing): placing the order (with its Idempotency-Key), checking a referral code, paying with the
// test provider or confirming a Stripe payment, and reading a placed order back with its order
// token.
import {
  createOrderResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_TOKEN_HEADER,
  orderResponseSchema,
  validateReferralResponseSchema,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type OrderResponse,
  type ValidateReferralRequest,
  type ValidateReferralResponse,
} from '@canopy/contracts';
import { api } from '../../lib/api';

/** Who placed the order: its id and the token the server handed out with it. */
export interface OrderAccess {
  id: number;
  token: string;
}

export interface TestCardPayment extends OrderAccess {
  card_number: string;
  expiry: string;
  cvc: string;
}

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<
      CreateOrderResponse,
      { idempotencyKey: string; body: CreateOrderRequest }
    >({
      query: ({ idempotencyKey, body }) => ({
        url: '/orders',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      responseSchema: createOrderResponseSchema,
    }),
    validateReferral: build.mutation<ValidateReferralResponse, ValidateReferralRequest>({
      query: (body) => ({ url: '/orders/validate-referral', method: 'POST', body }),
      responseSchema: validateReferralResponseSchema,
    }),
    payWithTestCard: build.mutation<OrderResponse, TestCardPayment>({
      query: ({ id, token, ...card }) => ({
        url: '/payments/test-provider/confirm',
        method: 'POST',
        body: { order_id: id, order_token: token, ...card },
      }),
      responseSchema: orderResponseSchema,
    }),
    confirmStripePayment: build.mutation<OrderResponse, OrderAccess>({
      query: ({ id, token }) => ({
        url: '/payments/confirm',
        method: 'POST',
        body: { order_id: id, order_token: token },
      }),
      responseSchema: orderResponseSchema,
    }),
    getOrder: build.query<OrderResponse, OrderAccess>({
      query: ({ id, token }) => ({
        url: `/orders/${id}`,
        headers: { [ORDER_TOKEN_HEADER]: token },
      }),
      responseSchema: orderResponseSchema,
    }),
  }),
});

export const {
  useCreateOrderMutation,
  useValidateReferralMutation,
  usePayWithTestCardMutation,
  useConfirmStripePaymentMutation,
  useGetOrderQuery,
} = checkoutApi;
