// Local-delivery zones (decision 0034): the postal codes the shop delivers to, with each zone's
// fee, minimum subtotal and free-delivery amount in dollars. The shape an answer carries and the
// create and update bodies of the admin's zones; the money rules are in delivery-zone-rules.ts.
import { z } from 'zod';
import { normalizePostalCode } from './delivery-zone-rules';
import { dollarsSchema as dollars } from './money-schemas';

export const MAX_ZONE_POSTAL_CODES = 500;

export const deliveryZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  postal_codes: z.array(z.string()),
  fee: z.number(),
  minimum_subtotal: z.number(),
  free_over: z.number().nullable(),
  is_active: z.boolean(),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

const postalCodesSchema = z
  .array(
    z
      .string({ error: 'Enter the postal code' })
      .transform(normalizePostalCode)
      .pipe(
        z.string().regex(/^[A-Z0-9][A-Z0-9 -]{1,10}[A-Z0-9]$/, 'Enter a valid ZIP or postal code'),
      ),
    { error: 'List the postal codes the zone delivers to' },
  )
  .min(1, 'List at least one postal code')
  .max(
    MAX_ZONE_POSTAL_CODES,
    `A zone has at most ${String(MAX_ZONE_POSTAL_CODES)} postal codes: split it in two`,
  )
  .superRefine((codes, ctx) => {
    codes.forEach((code, index) => {
      if (codes.indexOf(code) !== index) {
        ctx.addIssue({ code: 'custom', path: [index], message: `${code} is listed twice` });
      }
    });
  });

const zoneFields = {
  name: z
    .string({ error: 'Enter the zone name' })
    .trim()
    .min(1, 'Enter the zone name')
    .max(100, 'Keep the zone name under 101 characters'),
  postal_codes: postalCodesSchema,
  fee: dollars('delivery fee'),
  minimum_subtotal: dollars('minimum order subtotal'),
  /** Null: delivery to the zone is never free. */
  free_over: dollars('free-delivery subtotal').nullable(),
  is_active: z.boolean({ error: 'Choose whether the zone is active' }),
};

/** POST /admin/delivery-zones: a new zone is active unless it says otherwise. */
export const deliveryZoneCreateSchema = z.strictObject({
  ...zoneFields,
  free_over: zoneFields.free_over.default(null),
  is_active: zoneFields.is_active.default(true),
});
export type DeliveryZoneCreate = z.input<typeof deliveryZoneCreateSchema>;

/** PUT /admin/delivery-zones/{id}: any of the fields; the ones left out stay as they are. */
export const deliveryZoneUpdateSchema = z
  .strictObject(zoneFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Send at least one of name, postal_codes, fee, minimum_subtotal, free_over, is_active',
  });
export type DeliveryZoneUpdate = z.input<typeof deliveryZoneUpdateSchema>;
