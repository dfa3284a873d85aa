import { describe, expect, it } from 'vitest';
import { deliveryZoneCharge, deliveryZoneFor } from './delivery-zone-rules';
import { deliveryZoneCreateSchema, deliveryZoneUpdateSchema } from './delivery-zones';

const zone = { fee: 5.99, minimum_subtotal: 25, free_over: 75 };

describe('deliveryZoneCharge', () => {
  it('charges the fee below free_over and nothing at or above it', () => {
    expect(deliveryZoneCharge(zone, 7_499)).toMatchObject({ feeCents: 599, fee: 5.99 });
    expect(deliveryZoneCharge(zone, 7_500)).toMatchObject({ feeCents: 0, fee: 0 });
    expect(deliveryZoneCharge({ ...zone, free_over: null }, 1_000_000).feeCents).toBe(599);
  });

  it('names what is missing to the minimum, in exact cents', () => {
    expect(deliveryZoneCharge(zone, 2_000)).toMatchObject({ missingCents: 500, missing: 5 });
    expect(deliveryZoneCharge(zone, 2_500)).toMatchObject({ missingCents: 0, missing: 0 });
    // 20.10 × 100 is 2010.0000000000002 in floating point; the cents are still exact.
    expect(deliveryZoneCharge({ ...zone, minimum_subtotal: 20.1 }, 1_999)).toMatchObject({
      missingCents: 11,
      missing: 0.11,
    });
    expect(deliveryZoneCharge({ ...zone, minimum_subtotal: 0 }, 0).missingCents).toBe(0);
  });
});

describe('deliveryZoneFor', () => {
  const zones = [
    { id: 1, postal_codes: ['97201'], is_active: false },
    { id: 2, postal_codes: ['97201', '97202', 'SW1A 1AA'], is_active: true },
  ];

  it('finds the active zone listing the code, written any way, a ZIP+4 by its ZIP', () => {
    expect(deliveryZoneFor(zones, '97201')?.id).toBe(2);
    expect(deliveryZoneFor(zones, ' 97202-1234 ')?.id).toBe(2);
    expect(deliveryZoneFor(zones, 'sw1a 1aa')?.id).toBe(2);
    expect(deliveryZoneFor(zones, '97203')).toBeNull();
  });
});

describe('zone bodies', () => {
  const body = { name: 'Downtown', postal_codes: ['97201'], fee: 5, minimum_subtotal: 25 };
  const problems = (value: unknown) =>
    deliveryZoneCreateSchema
      .safeParse(value)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('trims and upper-cases postal codes; a new zone is active and never free by default', () => {
    expect(
      deliveryZoneCreateSchema.parse({ ...body, postal_codes: [' 97201 ', 'sw1a 1aa'] }),
    ).toEqual({ ...body, postal_codes: ['97201', 'SW1A 1AA'], free_over: null, is_active: true });
  });

  it('wants 1–500 distinct, valid postal codes', () => {
    expect(problems({ ...body, postal_codes: [] })).toEqual([
      'postal_codes: List at least one postal code',
    ]);
    expect(problems({ ...body, postal_codes: ['97201', ' 97201'] })).toEqual([
      'postal_codes.1: 97201 is listed twice',
    ]);
    expect(problems({ ...body, postal_codes: ['9'] })).toEqual([
      'postal_codes.0: Enter a valid ZIP or postal code',
    ]);
    const many = Array.from({ length: 501 }, (_, i) => String(10_000 + i));
    expect(problems({ ...body, postal_codes: many })).toEqual([
      'postal_codes: A zone has at most 500 postal codes: split it in two',
    ]);
    expect(problems({ ...body, postal_codes: many.slice(1) })).toEqual([]);
  });

  it('takes money in dollars with at most two decimals', () => {
    expect(problems({ ...body, fee: 4.999, minimum_subtotal: -1, free_over: 0.1 + 0.2 })).toEqual([
      'fee: The delivery fee has at most two decimals',
      'minimum_subtotal: The minimum order subtotal cannot be negative',
    ]);
  });

  it('updates any of the fields, but at least one', () => {
    expect(deliveryZoneUpdateSchema.parse({ is_active: false })).toEqual({ is_active: false });
    expect(deliveryZoneUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Send at least one of name, postal_codes, fee, minimum_subtotal, free_over, is_active',
    );
  });
});
