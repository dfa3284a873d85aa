// `app.payments`: the live payment provider (Stripe when its keys are configured, otherwise the
// built-in test provider) and finalizePayment, which every path that learns of a succeeded
// payment calls (Stripe's webhook, the browser's confirm call, the reservation sweeper). It also
// runs the reservation sweeper every 30 s while the app is up.
import fp from 'fastify-plugin';
import { createMailer } from '../../lib/mailer';
import { createOrderNotifier } from '../orders/order-notifier';
import { createReservationSweeper } from '../orders/reservation-sweeper';
import { createFinalizePayment, type FinalizePayment } from './finalize-payment';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

export interface Payments {
  provider: PaymentProvider;
  finalizePayment: FinalizePayment;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export default fp(
  (app, _options, done) => {
    const provider = app.config.stripe
      ? createStripeProvider(app.config.stripe)
      : createTestProvider(app.db);
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      dataDir: app.config.dataDir,
    });
    const notifier = createOrderNotifier({
      realtime: app.realtime,
      invalidation: app.invalidation,
      log: app.log,
    });
    const finalizePayment = createFinalizePayment({
      db: app.db,
      provider,
      notifier,
      mailer,
      log: app.log,
    });
    app.decorate('payments', { provider, finalizePayment });

    const sweeper = createReservationSweeper({
      db: app.db,
      provider,
      finalizePayment,
      notifier,
      log: app.log,
    });
    app.addHook('onReady', (hookDone) => {
      sweeper.start();
      hookDone();
    });
    app.addHook('onClose', async () => {
      await sweeper.stop();
      mailer.close();
    });
    done();
  },
  { name: 'payments', dependencies: ['app-config', 'database', 'realtime'] },
);
