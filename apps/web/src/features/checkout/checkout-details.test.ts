import { customerDetailsSchema } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { cartKeyOf, EMPTY_DETAILS, fieldOfIssue, orderRequest } from './checkout-details';

describe('checkout details', () => {
  it('builds the order from the parsed details, the lines and the code, with no price', () => {
    const details = customerDetailsSchema.parse({
      ...EMPTY_DETAILS,
      customer_email: ' avery@example.com ',
      customer_name: 'Avery',
      shipping_address: {
        ...EMPTY_DETAILS.shipping_address,
        line1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        postal_code: '73301',
        country: 'us',
      },
    });
    const lines = [{ id: 3, quantity: 2, price: 9.99 }];
    expect(orderRequest(details, lines, null)).toEqual({
      customer_email: 'avery@example.com',
      customer_name: 'Avery',
      phone: undefined,
      shipping_address: {
        line1: '1 Main St',
        line2: undefined,
        city: 'Austin',
        state: 'TX',
        postal_code: '73301',
        country: 'US',
      },
      items: [{ product_id: 3, quantity: 2 }],
    });
    expect(orderRequest(details, lines, 'FRIEND10').referral_code).toBe('FRIEND10');
  });

  it('maps a server issue to its form field, with or without the body prefix', () => {
    expect(fieldOfIssue(['body', 'customer_email'])).toBe('customer_email');
    expect(fieldOfIssue(['body', 'shipping_address', 'postal_code'])).toBe(
      'shipping_address.postal_code',
    );
    expect(fieldOfIssue(['shipping_address', 'city'])).toBe('shipping_address.city');
    expect(fieldOfIssue(['body', 'referral_code'])).toBeNull();
    expect(fieldOfIssue(['body', 'items', 0, 'quantity'])).toBeNull();
  });

  it('names a cart by its products and quantities', () => {
    expect(
      cartKeyOf([
        { id: 7, quantity: 2 },
        { id: 9, quantity: 1 },
      ]),
    ).toBe('7x2,9x1');
    expect(cartKeyOf([{ id: 7, quantity: 3 }])).not.toBe(cartKeyOf([{ id: 7, quantity: 2 }]));
  });
});
