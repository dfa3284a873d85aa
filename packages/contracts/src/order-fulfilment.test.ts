import { describe, expect, it } from 'vitest';
import { createOrderRequestSchema } from './orders';

const address = {
  line1: '12 Elm Street',
  city: 'Portland',
  state: 'OR',
  postal_code: '97201',
  country: 'US',
};
const base = {
  customer_email: 'avery@example.com',
  customer_name: 'Avery Quinn',
  items: [{ product_id: 1, quantity: 1 }],
};
const slot = '2026-03-08T10:00:00-07:00';

function issues(body: unknown): string[] {
  const result = createOrderRequestSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('the order body with fulfilment', () => {
  it('keeps an order without fulfilment exactly as before: an address is required', () => {
    expect(issues({ ...base, shipping_address: address })).toEqual([]);
    expect(issues(base)).toEqual(['shipping_address']);
    expect(
      createOrderRequestSchema.parse({ ...base, shipping_address: address }),
    ).not.toHaveProperty('payment_method');
  });

  it('takes a pickup order without an address, but not without a slot', () => {
    expect(issues({ ...base, fulfilment: { method: 'pickup', slot_start: slot } })).toEqual([]);
    expect(issues({ ...base, fulfilment: { method: 'pickup' } })).toEqual([
      'fulfilment.slot_start',
    ]);
  });

  it('needs an address and a slot for delivery', () => {
    expect(issues({ ...base, fulfilment: { method: 'delivery', slot_start: slot } })).toEqual([
      'shipping_address',
    ]);
  });

  it('refuses a slot that is no instant, a slot on a shipped order and paying a shipment in person', () => {
    expect(
      issues({ ...base, fulfilment: { method: 'pickup', slot_start: 'tomorrow at ten' } }),
    ).toEqual(['fulfilment.slot_start']);
    expect(
      issues({
        ...base,
        shipping_address: address,
        fulfilment: { method: 'shipping', slot_start: slot },
        payment_method: 'in_person',
      }),
    ).toEqual(['fulfilment.slot_start', 'payment_method']);
  });
});
