// Local-delivery zones (decision 0034): each zone's money terms in cents and the postal codes it
// delivers to. A postal code belongs to at most one active zone: the codes of a zone are rows of
// their own carrying the zone's `is_active`, and a unique index over the active ones refuses a
// second active zone listing the same code, however many writes race.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SLOT_METHODS } from '@canopy/contracts';
import { createdAt, updatedAt } from './columns';

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    feeCents: integer('fee_cents').notNull(),
    minimumSubtotalCents: integer('minimum_subtotal_cents').notNull(),
    // Null: delivery to the zone is never free.
    freeOverCents: integer('free_over_cents'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'delivery_zones_money_ck',
      sql`${t.feeCents} >= 0 and ${t.minimumSubtotalCents} >= 0 and (${t.freeOverCents} is null or ${t.freeOverCents} >= 0)`,
    ),
  ],
);

export const deliveryZonePostalCodes = pgTable(
  'delivery_zone_postal_codes',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    // Trimmed and upper-cased, as the zone's body gives it.
    postalCode: text('postal_code').notNull(),
    // The code's place in the zone's list, so the list reads back as it was written.
    position: integer('position').notNull(),
    // A copy of the zone's is_active, kept by every write of the zone, for the unique index.
    zoneActive: boolean('zone_active').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.zoneId, t.postalCode] }),
    uniqueIndex('delivery_zone_postal_codes_active_uq')
      .on(t.postalCode)
      .where(sql`${t.zoneActive}`),
  ],
);

// The places taken in each pickup or delivery slot (decision 0037): a row per slot that has ever
// been booked. An order takes a place with one conditional upsert inside its transaction
// (`booked < capacity`, capacity as the settings say at that moment) and gives it back when it
// is cancelled, expires or is withdrawn. The check keeps a slot from ever being oversold.
export const fulfilmentSlotPlaces = pgTable(
  'fulfilment_slot_places',
  {
    method: text('method', { enum: SLOT_METHODS }).notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.method, t.slotStart] }),
    check(
      'fulfilment_slot_places_booked_ck',
      sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`,
    ),
  ],
);
