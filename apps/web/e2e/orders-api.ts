// Orders placed straight through the API from the test process, as a customer would through the
// checkout: for back-office tests that need a real, paid order to work on. Calls go out in this
// spec file's verified shopper session (storefront-session.ts), and the order repeats its date of
// birth as the checkout does.
import { randomUUID } from 'node:crypto';
import {
  createOrderResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  TEST_CARDS,
  type CreateOrderResponse,
} from '@canopy/contracts';
import { e2e } from './env';
import { storefrontSession } from './storefront-session';

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${e2e.baseUrl}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(await storefrontSession()).headers,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

/** An unpaid order of these lines for `email`, placed in this spec file's shopper session. */
export async function placeOrderFor(
  email: string,
  items: ReadonlyArray<{ product_id: number; quantity: number }>,
): Promise<CreateOrderResponse> {
  const { dateOfBirth } = await storefrontSession();
  return createOrderResponseSchema.parse(
    await post(
      '/orders',
      {
        customer_email: email,
        customer_name: 'Back Office Test',
        shipping_address: {
          line1: '1 Test Street',
          city: 'Portland',
          state: 'OR',
          postal_code: '97201',
          country: 'US',
        },
        items,
        ...(dateOfBirth ? { date_of_birth: dateOfBirth } : {}),
      },
      { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    ),
  );
}

/** One unit of the product, paid with the test provider's succeeding card. */
export async function placePaidOrder(productId: number): Promise<CreateOrderResponse> {
  const placed = await placeOrderFor('back.office@example.com', [
    { product_id: productId, quantity: 1 },
  ]);
  await post('/payments/test-provider/confirm', {
    order_id: placed.order.id,
    order_token: placed.order_token,
    card_number: TEST_CARDS.succeeds,
    expiry: '12/34',
    cvc: '123',
  });
  return placed;
}
