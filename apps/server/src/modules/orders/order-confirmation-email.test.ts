import type { Order } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { escapeHtml, orderConfirmationEmail } from './order-confirmation-email';

const order: Order = {
  id: 12,
  number: 'CN-ABCD2345',
  status: 'ordered',
  payment_status: 'paid',
  customer_email: 'ada@example.com',
  customer_name: 'Ada <script>alert(1)</script> & Co',
  phone: null,
  shipping_address: {
    line1: '1 "Analytical" Way',
    line2: "Apt <b>2</b> O'Neil",
    city: 'Portland',
    state: 'OR',
    postal_code: '97201',
    country: 'US',
  },
  items: [
    {
      product_id: 1,
      name: 'Blue <Dream>',
      sku: 'BD-1',
      unit_price: 12.5,
      quantity: 2,
      line_total: 25,
    },
    {
      product_id: 2,
      name: 'OG Kush',
      sku: 'OG-1',
      unit_price: 1234.5,
      quantity: 1,
      line_total: 1234.5,
    },
  ],
  subtotal: 1259.5,
  tax: 100.76,
  tax_rate: 0.08,
  shipping: 0,
  discount: 136.03,
  total: 1224.23,
  referral_code: 'TENOFF',
  reserved_until: null,
  age_verification: null,
  fulfilment: { method: 'shipping', slot_start: null, slot_end: null, zone_id: null },
  payment_method: 'card',
  created_at: '2026-01-02T03:04:05.000Z',
};

describe('orderConfirmationEmail', () => {
  const email = orderConfirmationEmail(order);

  it('goes to the customer with the order number in the subject', () => {
    expect(email.to).toBe('ada@example.com');
    expect(email.subject).toBe('Your Canopy order CN-ABCD2345');
  });

  it('lists the lines, the totals in US dollars and the address in the text part', () => {
    expect(email.text).toContain('2 × Blue <Dream> (BD-1)  $25.00');
    expect(email.text).toContain('1 × OG Kush (OG-1)  $1,234.50');
    expect(email.text).toContain('Subtotal: $1,259.50');
    expect(email.text).toContain('Tax: $100.76');
    expect(email.text).toContain('Shipping: Free');
    expect(email.text).toContain('Discount (TENOFF): -$136.03');
    expect(email.text).toContain('Total: $1,224.23');
    expect(email.text).toContain('Portland, OR 97201');
  });

  it('escapes everything the customer typed in the HTML part', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<Dream>');
    expect(email.html).not.toContain('<b>2</b>');
    expect(email.html).toContain('Ada &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(email.html).toContain('Blue &lt;Dream&gt;');
    expect(email.html).toContain('1 &quot;Analytical&quot; Way');
    expect(email.html).toContain('Apt &lt;b&gt;2&lt;/b&gt; O&#39;Neil');
    expect(email.html).toContain('$1,224.23');
  });

  it('shows shipping as an amount and no discount row when there is none', () => {
    const plain = orderConfirmationEmail({
      ...order,
      shipping: 10,
      discount: 0,
      referral_code: null,
    });
    expect(plain.text).toContain('Shipping: $10.00');
    expect(plain.text).not.toContain('Discount');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML specials and nothing else', () => {
    expect(escapeHtml(`<a href="x">'&'</a> ünïcode`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt; ünïcode',
    );
  });
});
