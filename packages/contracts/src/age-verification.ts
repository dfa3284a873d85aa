// The age step of the storefront gate, what an order records of it, and the ID check at hand-off
// (docs/product.md#age-verification).
import { z } from 'zod';
import { AGE_VERIFICATION_MODES } from './age-rules';
import { calendarDaySchema } from './calendar-day';

/** A date of birth as sent: `YYYY-MM-DD`; the server judges impossible and future dates. */
export const dateOfBirthSchema = z
  .string({ error: 'Enter the date of birth' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of birth as YYYY-MM-DD');

/** POST /age-verification: the date of birth, or in attest mode the shopper's confirmation. */
export const ageVerificationRequestSchema = z.union([
  z.strictObject({ date_of_birth: dateOfBirthSchema }),
  z.strictObject({ attest: z.literal(true, { error: 'Confirm your age' }) }),
]);
export type AgeVerificationRequest = z.infer<typeof ageVerificationRequestSchema>;

export const ageVerificationResponseSchema = z.object({
  verified: z.literal(true),
  /** A customer token for the same shopper session that carries the verified age. */
  token: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
  policy_version: z.number().int().positive(),
});
export type AgeVerificationResponse = z.infer<typeof ageVerificationResponseSchema>;

/** The modes in which a shopper is verified (every mode but off). */
export const VERIFIED_AGE_METHODS = AGE_VERIFICATION_MODES.filter(
  (mode): mode is Exclude<(typeof AGE_VERIFICATION_MODES)[number], 'off'> => mode !== 'off',
);

/** How an order's buyer proved their age; null on orders placed with age verification off. */
export const orderAgeVerificationSchema = z.object({
  method: z.enum(VERIFIED_AGE_METHODS),
  policy_version: z.number().int().positive(),
  verified_at: z.iso.datetime({ offset: true }),
  /** Whole years on the order's store day; null in attest mode (no date of birth was given). */
  age_at_order: z.number().int().nonnegative().nullable(),
});
export type OrderAgeVerification = z.infer<typeof orderAgeVerificationSchema>;

/** Each verification's outcome, as the decisions log counts it. */
export const AGE_DECISION_OUTCOMES = ['verified', 'underage', 'invalid'] as const;
export type AgeDecisionOutcome = (typeof AGE_DECISION_OUTCOMES)[number];

export const ID_TYPES = ['drivers_license', 'state_id', 'passport', 'military_id'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const ID_TYPE_LABELS: Record<IdType, string> = {
  drivers_license: "Driver's license",
  state_id: 'State ID',
  passport: 'Passport',
  military_id: 'Military ID',
};

/** POST /admin/orders/{id}/id-check: what staff read off the ID at hand-off. */
export const idCheckRequestSchema = z.strictObject({
  id_type: z.enum(ID_TYPES, { error: 'Choose the type of ID' }),
  id_number: z
    .string({ error: 'Enter the ID number' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9 -]{4,32}$/, 'Enter the ID number: 4 to 32 letters or digits'),
  id_expiry: calendarDaySchema,
  date_of_birth: calendarDaySchema,
});
export type IdCheckRequest = z.infer<typeof idCheckRequestSchema>;

/** A passing ID check: never the number, only its last 4 characters. */
export const idCheckSchema = z.object({
  id_type: z.enum(ID_TYPES),
  id_last4: z.string(),
  id_expiry: z.string(),
  age: z.number().int().nonnegative(),
  checked_by: z.string(),
  checked_at: z.iso.datetime({ offset: true }),
});
export type IdCheck = z.infer<typeof idCheckSchema>;

export const idCheckResponseSchema = z.object({ id_check: idCheckSchema });
export type IdCheckResponse = z.infer<typeof idCheckResponseSchema>;
