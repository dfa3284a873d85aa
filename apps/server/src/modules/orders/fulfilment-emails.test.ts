import type { Order } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import {
  inPersonConfirmationEmail,
  outForDeliveryEmail,
  readyForPickupEmail,
} from './fulfilment-emails';

const context = {
  timezone: 'America/Los_Angeles',
  storeAddress: { line1: '1 Main St', city: 'Portland', state: 'OR', postal_code: '97201' },
};

const order: Order = {
  id: 12,
  number: 'CN-ABCD2345',
  status: 'ready',
  payment_status: 'unpaid',
  customer_email: 'ada@example.com',
  customer_name: 'Ada <b>Lovelace</b>',
  phone: null,
  shipping_address: null,
  items: [{ product_id: 1, name: 'Balm', sku: 'B-1', unit_price: 20, quantity: 2, line_total: 40 }],
  subtotal: 40,
  tax: 3.2,
  tax_rate: 0.08,
  shipping: 0,
  discount: 0,
  total: 43.2,
  referral_code: null,
  reserved_until: null,
  age_verification: null,
  fulfilment: {
    method: 'pickup',
    slot_start: '2026-11-28T22:00:00.000Z',
    slot_end: '2026-11-28T22:30:00.000Z',
    zone_id: null,
  },
  payment_method: 'in_person',
  created_at: '2026-11-28T18:00:00.000Z',
};

describe('fulfilment emails', () => {
  it('say a pickup order is ready, with its number, slot on the store clock and what to bring', () => {
    const mail = readyForPickupEmail(order, context);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Your Canopy order CN-ABCD2345 is ready for pickup');
    expect(mail.text).toContain('Sat, Nov 28, 2:00 PM – 2:30 PM at 1 Main St, Portland, OR 97201');
    expect(mail.text).toContain('valid government-issued photo ID and the payment of $43.20');
    expect(mail.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
  });

  it('ask only for the ID once the order is paid', () => {
    const mail = readyForPickupEmail({ ...order, payment_status: 'paid' }, context);
    expect(mail.text).toContain('Please bring a valid government-issued photo ID.');
    expect(mail.text).not.toContain('$43.20');
  });

  it('say a delivery order is out for delivery', () => {
    const mail = outForDeliveryEmail(
      {
        ...order,
        status: 'delivery',
        fulfilment: { ...order.fulfilment, method: 'delivery', zone_id: 1 },
      },
      context,
    );
    expect(mail.subject).toBe('Your Canopy order CN-ABCD2345 is out for delivery');
    expect(mail.text).toContain('arrives Sat, Nov 28, 2:00 PM – 2:30 PM');
  });

  it('confirm an order paid in person at placement with the lines, the slot and what to bring', () => {
    const mail = inPersonConfirmationEmail({ ...order, status: 'ordered' }, context);
    expect(mail.subject).toBe('Your Canopy order CN-ABCD2345');
    expect(mail.text).toContain('You pay at pickup.');
    expect(mail.text).toContain('2 × Balm (B-1)');
    expect(mail.text).toContain(
      'Pickup:\nSat, Nov 28, 2:00 PM – 2:30 PM\n1 Main St, Portland, OR 97201',
    );
    expect(mail.text).toContain('the payment of $43.20 (cash or card)');
    expect(mail.text).not.toContain('payment was received');
  });
});
