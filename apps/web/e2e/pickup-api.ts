// A pickup order paid in person placed straight through the API from the test process, in this
// spec file's verified shopper session (storefront-session.ts), into the first slot with a place.
import { randomUUID } from 'node:crypto';
import {
  createOrderResponseSchema,
  fulfilmentDaysSchema,
  fulfilmentSlotsSchema,
  IDEMPOTENCY_KEY_HEADER,
  type CreateOrderResponse,
} from '@canopy/contracts';
import { e2e } from './env';
import { storefrontSession } from './storefront-session';

async function call(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${e2e.baseUrl}/api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(await storefrontSession()).headers,
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

/** The start of the first pickup slot with a place left, in the coming days. */
export async function firstOpenPickupSlot(): Promise<string> {
  const { days } = fulfilmentDaysSchema.parse(await call('/fulfilment/days?method=pickup'));
  for (const day of days) {
    const { slots } = fulfilmentSlotsSchema.parse(
      await call(`/fulfilment/slots?method=pickup&date=${day}`),
    );
    const open = slots.find((slot) => slot.available > 0);
    if (open) return open.start;
  }
  throw new Error('no pickup slot has a place in the coming days');
}

export async function placePickupOrder(productId: number): Promise<CreateOrderResponse> {
  const { dateOfBirth } = await storefrontSession();
  const body = {
    customer_email: 'pick.list@example.com',
    customer_name: 'Pick List Test',
    items: [{ product_id: productId, quantity: 2 }],
    fulfilment: { method: 'pickup', slot_start: await firstOpenPickupSlot() },
    payment_method: 'in_person',
    ...(dateOfBirth ? { date_of_birth: dateOfBirth } : {}),
  };
  return createOrderResponseSchema.parse(
    await call('/orders', {
      method: 'POST',
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      body: JSON.stringify(body),
    }),
  );
}
