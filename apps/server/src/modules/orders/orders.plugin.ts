// The orders module's services, built once: reading an order (`app.orders`), placing one
// (`app.checkout`), changing its status (`app.orderStatus`, `app.adminOrders`), the ID check at
// hand-off (`app.orderIdChecks`) and finalizePayment,
// which every path that learns of a succeeded payment calls (Stripe's webhook, the browser's
// confirm call, the reservation sweeper). It also runs the reservation sweeper every 30 s while
// the app is up.
import fp from 'fastify-plugin';
import { createMailer } from '../../lib/mailer';
import { createOrderTokens } from '../../lib/order-token';
import { createAuditLogService } from '../admin-users/audit-log.service';
import { createAdminOrdersService, type AdminOrdersService } from './admin-orders.service';
import { createCheckoutFlow, type CheckoutFlow } from './checkout.flow';
import { createOrderNotifier, type OrderNotifier } from './order-notifier';
import { createIdChecksService, type IdChecksService } from './id-checks.service';
import { createFinalizePayment, type FinalizePayment } from './order-paid';
import { createOrderStatusService, type OrderStatusService } from './order-status.service';
import { createOrdersService, type OrdersService } from './orders.service';
import { createReservationSweeper } from './reservation-sweeper';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
    checkout: CheckoutFlow;
    orderStatus: OrderStatusService;
    adminOrders: AdminOrdersService;
    orderIdChecks: IdChecksService;
    orderNotifier: OrderNotifier;
    /** Marks the order holding a succeeded payment paid; idempotent (orders/order-paid.ts). */
    finalizePayment: FinalizePayment;
  }
}

export default fp(
  (app, _options, done) => {
    const { provider } = app.payments;
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      dataDir: app.config.dataDir,
    });
    const notifier = createOrderNotifier({
      realtime: app.realtime,
      invalidation: app.invalidation,
      slots: app.slotNotifier,
      log: app.log,
    });
    const finalizePayment = createFinalizePayment({
      db: app.db,
      provider,
      notifier,
      mailer,
      log: app.log,
    });
    const orderTokens = createOrderTokens(app.config.secrets.jwt);
    const orderStatus = createOrderStatusService({
      db: app.db,
      payments: { provider, finalizePayment },
      notifier,
      log: app.log,
    });
    app.decorate('orderNotifier', notifier);
    app.decorate('finalizePayment', finalizePayment);
    app.decorate('orders', createOrdersService({ db: app.db, orderTokens }));
    app.decorate(
      'checkout',
      createCheckoutFlow({
        db: app.db,
        settings: app.settings,
        provider,
        notifier,
        fulfilment: app.fulfilmentCheckout,
        orderTokens,
        personalData: app.personalData,
        now: app.now,
        log: app.log,
      }),
    );
    app.decorate('orderStatus', orderStatus);
    app.decorate(
      'adminOrders',
      createAdminOrdersService({
        db: app.db,
        settings: app.settings,
        orderStatus,
        audit: createAuditLogService({ db: app.db }),
      }),
    );

    app.decorate(
      'orderIdChecks',
      createIdChecksService({
        db: app.db,
        settings: app.settings,
        personalData: app.personalData,
        audit: createAuditLogService({ db: app.db }),
        now: app.now,
      }),
    );

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
  {
    name: 'orders',
    dependencies: [
      'app-config',
      'database',
      'invalidation',
      'realtime',
      'settings',
      'payments',
      'fulfilment',
    ],
  },
);
