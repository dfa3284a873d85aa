// Orders, their lines and history, referral codes, and processed payment events.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  LIMIT_CLASSES,
  FULFILMENT_METHODS,
  ORDER_PAYMENT_METHODS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderAgeVerification,
  type OrderLimits,
  type ShippingAddress,
} from '@canopy/contracts';
import { accessCodes } from './access';
import { deliveryZones } from './fulfilment';
import { products } from './catalog';
import { createdAt, updatedAt } from './columns';

export const referralCodes = pgTable(
  'referral_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type', { enum: ['percentage', 'fixed'] }).notNull(),
    // Percent off (0 < p ≤ 100) for "percentage"; null for "fixed".
    percentOff: numeric('percent_off', { precision: 5, scale: 2, mode: 'number' }),
    // Cents off for "fixed"; null for "percentage".
    amountOffCents: integer('amount_off_cents'),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    maxUses: integer('max_uses'),
    useCount: integer('use_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('referral_codes_upper_ck', sql`${t.code} = upper(${t.code})`),
    check(
      'referral_codes_discount_ck',
      sql`(${t.discountType} = 'percentage' and ${t.percentOff} > 0 and ${t.percentOff} <= 100 and ${t.amountOffCents} is null)
       or (${t.discountType} = 'fixed' and ${t.amountOffCents} > 0 and ${t.percentOff} is null)`,
    ),
    check('referral_codes_min_subtotal_ck', sql`${t.minSubtotalCents} >= 0`),
    check('referral_codes_max_uses_ck', sql`${t.maxUses} is null or ${t.maxUses} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('ordered'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    phone: text('phone'),
    // Null for a pickup order, which goes nowhere.
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 4, mode: 'number' }).notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    referralCodeId: integer('referral_code_id').references(() => referralCodes.id, {
      onDelete: 'set null',
    }),
    accessCodeId: integer('access_code_id').references(() => accessCodes.id, {
      onDelete: 'set null',
    }),
    paymentProvider: text('payment_provider'),
    paymentIntentId: text('payment_intent_id').unique(),
    idempotencyKey: text('idempotency_key').unique(),
    // A digest of the request the key was first used with: the same key with another body is refused.
    idempotencyFingerprint: text('idempotency_fingerprint'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    // The shopper session (the customer token's `session_id`) that placed it: bounds its open unpaid orders.
    sessionId: text('session_id'),
    // How the buyer proved their age (null with age verification off), and in date-of-birth mode
    // the date itself, shown only to staff holding orders.view_id.
    ageVerification: jsonb('age_verification').$type<OrderAgeVerification>(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    // What the order counted against the purchase-limit pack active when it was placed; null
    // under the pack `none` (decision 0035).
    limits: jsonb('limits').$type<OrderLimits>(),
    // How the order reaches the shopper (decision 0037): pickup and delivery hold a place in the
    // slot from slot_start to slot_end (a row of fulfilment_slot_places) while the order is open.
    fulfilmentMethod: text('fulfilment_method', { enum: FULFILMENT_METHODS })
      .notNull()
      .default('shipping'),
    slotStart: timestamp('slot_start', { withTimezone: true }),
    slotEnd: timestamp('slot_end', { withTimezone: true }),
    // The zone a delivery order was priced by (null once the zone is deleted).
    deliveryZoneId: integer('delivery_zone_id').references(() => deliveryZones.id, {
      onDelete: 'set null',
    }),
    // `in_person`: paid at the counter or the door instead of by card online.
    paymentMethod: text('payment_method', { enum: ORDER_PAYMENT_METHODS })
      .notNull()
      .default('card'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'orders_money_ck',
      sql`${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.shippingCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} >= 0`,
    ),
    check(
      'orders_fulfilment_ck',
      sql`(${t.fulfilmentMethod} = 'shipping' and ${t.slotStart} is null and ${t.slotEnd} is null and ${t.shippingAddress} is not null)
       or (${t.fulfilmentMethod} <> 'shipping' and ${t.slotStart} is not null and ${t.slotEnd} > ${t.slotStart})`,
    ),
    check(
      'orders_delivery_ck',
      sql`${t.fulfilmentMethod} <> 'delivery' or ${t.shippingAddress} is not null`,
    ),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    // A customer's orders: by normalised email (every lookup by email), then in a purchase-limit
    // window by when they were placed.
    index('orders_limit_customer_idx').on(sql`lower(${t.customerEmail})`, t.createdAt),
    // The admin's order search: part of an email, any case.
    index('orders_email_trgm_idx').using('gin', sql`lower(${t.customerEmail}) gin_trgm_ops`),
    // The dashboard's revenue: count and sum of paid orders from the index alone.
    index('orders_paid_total_idx')
      .on(t.totalCents)
      .where(sql`${t.paymentStatus} = 'paid'`),
    index('orders_reserved_idx')
      .on(t.reservedUntil)
      .where(sql`${t.paymentStatus} = 'unpaid' and ${t.status} = 'ordered'`),
    index('orders_referral_idx').on(t.referralCodeId),
    index('orders_access_code_idx').on(t.accessCodeId),
    // The orders of a slot: the day's pick list and the count a slot's places are audited against.
    index('orders_slot_idx')
      .on(t.fulfilmentMethod, t.slotStart)
      .where(sql`${t.slotStart} is not null`),
    index('orders_unpaid_session_idx')
      .on(t.sessionId)
      .where(sql`${t.paymentStatus} = 'unpaid' and ${t.status} = 'ordered'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    // The product's purchase-limit facts when it was sold: later orders' limits count these.
    limitClass: text('limit_class', { enum: LIMIT_CLASSES }),
    netWeightG: numeric('net_weight_g', { precision: 10, scale: 3, mode: 'number' }),
    thcMg: numeric('thc_mg', { precision: 12, scale: 3, mode: 'number' }),
  },
  (t) => [
    check('order_items_quantity_ck', sql`${t.quantity} > 0`),
    // An order's lines; with the figures analytics sums, so its top products read the index only.
    index('order_items_order_lines_idx').on(t.orderId, t.productId, t.quantity, t.lineTotalCents),
    index('order_items_product_idx').on(t.productId),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

export const paymentEvents = pgTable('payment_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  providerEventId: text('provider_event_id').notNull().unique(),
  type: text('type').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
