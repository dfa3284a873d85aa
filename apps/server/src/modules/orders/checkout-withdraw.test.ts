// When the payment cannot be set up and the order cannot be withdrawn either (the database went
// away in between), the order may still exist: the client is told to try again, never that its
// order "was not placed" (a retry with the same Idempotency-Key answers that order; the fault
// suite test/faults/database-outage.test.ts shows it on a real outage).
import { createOrderRequestSchema } from '@canopy/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createOrderTokens } from '../../lib/order-token';
import { UnavailableError } from '../../lib/errors';
import { newIdempotencyKey, orderRequest } from '../../../test/factories/orders';
import { createProduct } from '../../../test/factories/products';
import { testConfig } from '../../../test/helpers/test-app';
import { openTestDatabase } from '../../../test/helpers/test-database';
import type { PaymentProvider } from '../payments/payment-provider';
import { createSettingsService } from '../settings/settings.service';
import { createCheckoutFlow } from './checkout.flow';
import { createOrderNotifier } from './order-notifier';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
});

describe('checkout when the payment and then the withdrawal fail', () => {
  it('answers 503 without claiming the order was not placed', async () => {
    const doomed = await openTestDatabase();
    app = await buildApp(testConfig(), { database: doomed.handle });
    await app.ready();
    const product = await createProduct(app.db, { stockQuantity: 5 });
    // The provider fails, and by then the database is gone (closed, and on PostgreSQL dropped).
    const provider: PaymentProvider = {
      ...app.payments.provider,
      async createPayment() {
        await doomed.dispose();
        throw new Error('payment provider unreachable');
      },
    };
    const checkout = createCheckoutFlow({
      db: app.db,
      settings: createSettingsService({ db: app.db }),
      provider,
      notifier: createOrderNotifier({
        realtime: app.realtime,
        invalidation: app.invalidation,
        slots: app.slotNotifier,
        log: app.log,
      }),
      fulfilment: app.fulfilmentCheckout,
      orderTokens: createOrderTokens(app.config.secrets.jwt),
      personalData: app.personalData,
      now: app.now,
      log: app.log,
    });

    const placing = checkout.placeOrder({
      input: createOrderRequestSchema.parse(
        orderRequest([{ product_id: product.id, quantity: 1 }]),
      ),
      idempotencyKey: newIdempotencyKey(),
      sessionId: 'withdraw-test-session',
      accessCodeId: null,
      age: null,
    });
    const error = await placing.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(UnavailableError);
    if (!(error instanceof UnavailableError)) return;
    expect(error.detail).toMatch(/could not confirm your order.*try again/i);
    expect(error.detail).not.toMatch(/not placed/i);
  });
});
