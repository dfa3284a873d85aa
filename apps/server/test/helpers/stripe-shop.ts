// A test file's shop with Stripe configured: the app talks through the real `stripe` SDK to the
// local server that speaks Stripe's API, and webhook events are signed with the SDK's own test
// helper. Use once per file, at the top level:
//
//   const { t, stripeApi } = await setupStripeShop();
//   const response = await sendWebhook(t.app, stripeApi.event('payment_intent.succeeded', id));
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { afterAll } from 'vitest';
import type { Database } from '../../src/db/client';
import { readOrder, readOrderEvents } from '../factories/orders';
import { startStripeApiServer, type LocalEvent, type StripeApiServer } from './stripe-api-server';
import { setupTestApp, type TestContext } from './test-app';

export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_canopy_local',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_canopy_local',
  STRIPE_WEBHOOK_SECRET: 'whsec_canopy_local_signing_secret',
} as const;

export interface StripeShop {
  t: TestContext;
  stripeApi: StripeApiServer;
}

export async function setupStripeShop(): Promise<StripeShop> {
  const stripeApi = await startStripeApiServer({ secretKey: STRIPE_TEST_ENV.STRIPE_SECRET_KEY });
  // Registered before setupTestApp's own afterAll: vitest runs after-hooks in reverse (a stack),
  // so the apps close before the API they talk to.
  afterAll(() => stripeApi.close());
  const t = setupTestApp({ ...STRIPE_TEST_ENV, STRIPE_API_URL: stripeApi.url });
  return { t, stripeApi };
}

/** Posts an event to the webhook as Stripe would, signed with `secret` unless told otherwise. */
export function sendWebhook(
  app: FastifyInstance,
  event: LocalEvent,
  options: { secret?: string; signature?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
        })
      : options.signature;
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

export async function intentIdOf(db: Database, orderId: number): Promise<string> {
  const intentId = (await readOrder(db, orderId)).paymentIntentId;
  if (intentId === null) throw new Error(`order ${orderId} has no payment intent`);
  return intentId;
}

/** The confirmation emails written to the app's outbox for this order number. */
export async function emailsAbout(app: FastifyInstance, orderNumber: string): Promise<number> {
  const dir = path.join(app.config.dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => []);
  const messages = await Promise.all(
    files.map((file) => fs.readFile(path.join(dir, file), 'utf8')),
  );
  return messages.filter((message) => message.includes(orderNumber)).length;
}

/** How many times a payment was recorded on the order's history. */
export async function paymentHistoryEntries(db: Database, orderId: number): Promise<number> {
  const events = await readOrderEvents(db, orderId);
  return events.filter((event) => event.actor === 'payment').length;
}
