// Orders placed through the API by a shopper who passed the age step, as the storefront does in
// the demo shop's default mode (date of birth): the access code's customer token, the age step's
// verified token (POST /age-verification), then the order with the same date of birth, paid with
// the test provider's succeeding card. For back-office tests that need such an order.
import { randomUUID } from 'node:crypto';
import {
  ACCESS_CODE_HEADER,
  ageVerificationResponseSchema,
  createOrderResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  productListResponseSchema,
  TEST_CARDS,
  validateAccessCodeResponseSchema,
  type CreateOrderResponse,
} from '@canopy/contracts';
import { e2e } from './env';

async function post(path: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${e2e.baseUrl}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [ACCESS_CODE_HEADER]: e2e.accessCode,
      [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

/** A customer token that carries the age verified with `dateOfBirth`. */
export async function verifiedShopperToken(dateOfBirth: string): Promise<string> {
  const admitted = validateAccessCodeResponseSchema.parse(
    await post('/validate-access-code', { code: e2e.accessCode }),
  );
  if (!admitted.valid) throw new Error(`the e2e access code was refused: ${admitted.message}`);
  const verified = ageVerificationResponseSchema.parse(
    await post('/age-verification', { date_of_birth: dateOfBirth }, admitted.token),
  );
  return verified.token;
}

/** A product in stock, as the verified shopper's catalogue lists it. */
async function productInStock(token: string): Promise<number> {
  const response = await fetch(`${e2e.baseUrl}/api/products?in_stock_only=true&size=20`, {
    headers: { [ACCESS_CODE_HEADER]: e2e.accessCode, authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET /products answered ${response.status}`);
  const [product] = productListResponseSchema.parse(await response.json()).items;
  if (!product) throw new Error('the catalogue has no product in stock');
  return product.id;
}

/** One unit of a product in stock, bought by a shopper born on `dateOfBirth`, and paid. */
export async function placeVerifiedPaidOrder(dateOfBirth: string): Promise<CreateOrderResponse> {
  const token = await verifiedShopperToken(dateOfBirth);
  const productId = await productInStock(token);
  const placed = createOrderResponseSchema.parse(
    await post(
      '/orders',
      {
        customer_email: 'id.check@example.com',
        customer_name: 'Id Check Test',
        shipping_address: {
          line1: '1 Test Street',
          city: 'Portland',
          state: 'OR',
          postal_code: '97201',
          country: 'US',
        },
        items: [{ product_id: productId, quantity: 1 }],
        date_of_birth: dateOfBirth,
      },
      token,
    ),
  );
  await post(
    '/payments/test-provider/confirm',
    {
      order_id: placed.order.id,
      order_token: placed.order_token,
      card_number: TEST_CARDS.succeeds,
      expiry: '12/34',
      cvc: '123',
    },
    token,
  );
  return placed;
}
