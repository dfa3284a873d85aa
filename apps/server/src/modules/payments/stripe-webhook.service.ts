// Stripe's webhook deliveries: verifies the signature on the raw body with the SDK, acts on each
// event once (`payment_intent.succeeded` → finalizePayment; other types are recorded and
// ignored) and answers replays without acting again.
//
// An event id is recorded only after its work is done. If finalizing fails, nothing is recorded,
// the webhook answers 5xx and Stripe's retry runs the event again; two deliveries racing both
// call finalizePayment, which is idempotent, and the unique event id lets only one record it.
import { ERROR_CODES } from '@canopy/contracts';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isPaymentEventRecorded, recordPaymentEvent } from './payment-events.repository';

export type FinalizePayment = (intentId: string) => Promise<unknown>;

export interface WebhookOutcome {
  duplicate: boolean;
}

// The fields Canopy reads; a signed body without them is refused rather than half-processed.
const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.looseObject({ id: z.string().min(1) }) }),
});

function badRequest(detail: string): AppError {
  return new AppError(ERROR_CODES.badRequest, detail);
}

export function createStripeWebhookService(deps: {
  db: Database;
  stripe: Stripe;
  /** Null when STRIPE_WEBHOOK_SECRET is unset: no event can be trusted, so every one is refused. */
  webhookSecret: string | null;
  finalizePayment: FinalizePayment;
}) {
  function verify(rawBody: Buffer, signature: string | undefined) {
    if (deps.webhookSecret === null) {
      throw badRequest('Webhook signing secret is not configured');
    }
    let event: unknown;
    try {
      event = deps.stripe.webhooks.constructEvent(rawBody, signature ?? '', deps.webhookSecret);
    } catch {
      throw badRequest('Invalid signature');
    }
    const parsed = eventSchema.safeParse(event);
    if (!parsed.success) throw badRequest('Unrecognised event');
    return parsed.data;
  }

  return {
    async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      const event = verify(rawBody, signature);
      if (await isPaymentEventRecorded(deps.db, event.id)) return { duplicate: true };
      if (event.type === 'payment_intent.succeeded') {
        await deps.finalizePayment(event.data.object.id);
      }
      const recorded = await recordPaymentEvent(deps.db, {
        providerEventId: event.id,
        type: event.type,
      });
      return { duplicate: !recorded };
    },
  };
}
