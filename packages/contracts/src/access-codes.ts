// The storefront's access gate: what a customer sends and what the server answers.
import { z } from 'zod';
import { ACCESS_CODE_PATTERN } from './access-code-rules';

/** A code as typed: case-insensitive, surrounding spaces ignored, stored upper-cased. */
export const accessCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(ACCESS_CODE_PATTERN, 'Access code must be 6 letters or digits');

export const validateAccessCodeRequestSchema = z.object({ code: accessCodeSchema });
export type ValidateAccessCodeRequest = z.infer<typeof validateAccessCodeRequestSchema>;

export const validateAccessCodeResponseSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    message: z.string(),
    /** Short-lived customer token: Bearer on storefront calls, `?token=` on the websocket. */
    token: z.string(),
    expires_at: z.iso.datetime({ offset: true }),
  }),
  z.object({ valid: z.literal(false), message: z.string() }),
]);
export type ValidateAccessCodeResponse = z.infer<typeof validateAccessCodeResponseSchema>;

/**
 * POST /customer-token: a fresh customer token for the same shopper session, sent with the
 * access code (X-Access-Code) and the current, possibly expired, token (Bearer). Not a use of
 * the code.
 */
export const renewedCustomerTokenSchema = z.object({
  token: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
});
export type RenewedCustomerToken = z.infer<typeof renewedCustomerTokenSchema>;
