// What the shop keeps to prove its age checks: the decisions log of the storefront's age step (no
// personal data: outcome, policy version, access code, day) and the ID checks staff record at
// hand-off (an HMAC of the ID number, never the number).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { AGE_DECISION_OUTCOMES, ID_TYPES } from '@canopy/contracts';
import { accessCodes, adminUsers } from './access';
import { orders } from './commerce';

export const ageVerificationDecisions = pgTable(
  'age_verification_decisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // The UTC day, as Analytics counts every other figure.
    day: date('day', { mode: 'string' }).notNull(),
    outcome: text('outcome', { enum: AGE_DECISION_OUTCOMES }).notNull(),
    policyVersion: integer('policy_version').notNull(),
    accessCodeId: integer('access_code_id').references(() => accessCodes.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('age_verification_decisions_day_idx').on(t.day, t.outcome)],
);

export const orderIdChecks = pgTable(
  'order_id_checks',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idType: text('id_type', { enum: ID_TYPES }).notNull(),
    // HMAC-SHA256 of the normalised ID number under the server's secret: lets a later check of
    // the same ID be matched without ever storing the number.
    idNumberHmac: text('id_number_hmac').notNull(),
    idLast4: text('id_last4').notNull(),
    idExpiry: date('id_expiry', { mode: 'string' }).notNull(),
    age: integer('age').notNull(),
    checkedById: integer('checked_by_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    // The username at the time, kept when the account is later deleted.
    checkedBy: text('checked_by').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_id_checks_last4_ck', sql`char_length(${t.idLast4}) between 1 and 4`),
    index('order_id_checks_order_idx').on(t.orderId, t.checkedAt),
  ],
);
