// The admin testing screen (docs/product.md#admin-back-office): live checks of what the shop
// depends on, a test email, a test payment, and the public `GET /payments/test`. A failing
// dependency is an answer (status offline, ok false, with the reason), never an error status: the
// screen's job is to show what is broken.
import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './orders';

export const SYSTEM_CHECK_NAMES = [
  'database',
  'payments',
  'websocket',
  'email',
  'storage',
] as const;
export type SystemCheckName = (typeof SYSTEM_CHECK_NAMES)[number];

export const systemCheckSchema = z.object({
  name: z.enum(SYSTEM_CHECK_NAMES),
  status: z.enum(['online', 'offline']),
  /** How long the check took, in milliseconds (also when it failed). */
  latency_ms: z.number().nonnegative(),
  /** What was checked and what it answered, in a sentence. */
  detail: z.string(),
});
export type SystemCheck = z.infer<typeof systemCheckSchema>;

/** GET /admin/testing/checks, in SYSTEM_CHECK_NAMES order. */
export const systemChecksSchema = z.array(systemCheckSchema);

/** GET /payments/test: whether the payment provider answers, which one, and in which mode. */
export const paymentsTestSchema = z.object({
  ok: z.boolean(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe test keys (sk_test_…) and the built-in provider are 'test'. */
  mode: z.enum(['test', 'live']),
});
export type PaymentsTest = z.infer<typeof paymentsTestSchema>;

/** POST /admin/testing/email */
export const testEmailRequestSchema = z.object({ to: z.email().max(254) });
export type TestEmailRequest = z.infer<typeof testEmailRequestSchema>;

export const testEmailResultSchema = z.object({
  ok: z.boolean(),
  to: z.string(),
  /** 'smtp' (SMTP_URL) or 'outbox' (files under DATA_DIR/outbox). */
  transport: z.enum(['smtp', 'outbox']),
  latency_ms: z.number().nonnegative(),
  detail: z.string(),
});
export type TestEmailResult = z.infer<typeof testEmailResultSchema>;

/** The amount of the test payment: created and cancelled at once, nothing is charged. */
export const TEST_PAYMENT_AMOUNT = 1;

/** POST /admin/testing/payment (no body). */
export const testPaymentResultSchema = z.object({
  ok: z.boolean(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Dollars. */
  amount: z.number(),
  /** The intent created for the test; null when it could not be created. */
  intent_id: z.string().nullable(),
  /** Where the intent ended: 'canceled' when all went well. */
  state: z.string().nullable(),
  latency_ms: z.number().nonnegative(),
  detail: z.string(),
});
export type TestPaymentResult = z.infer<typeof testPaymentResultSchema>;
