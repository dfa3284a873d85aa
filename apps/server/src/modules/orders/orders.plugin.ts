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
import { createFinalizePayment, createPaymentFinalizer, type FinalizePayment } from './order-paid';
import {
  createInPersonPaymentsService,
  type InPersonPaymentsService,
} from './in-person-payments.service';
import { createFulfilmentMail } from './fulfilment-mail';
import { createOrderStatusService, type OrderStatusService } from './order-status.service';
import { createOrdersService, type OrdersService } from './orders.service';
import { createReservationSweeper, type ReservationSweeper } from './reservation-sweeper';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
    checkout: CheckoutFlow;
    orderStatus: OrderStatusService;
    adminOrders: AdminOrdersService;
    orderIdChecks: IdChecksService;
    /** Staff recording a payment taken at hand-off (orders/in-person-payments.service.ts). */
    inPersonPayments: InPersonPaymentsService;
    orderNotifier: OrderNotifier;
    /** Marks the order holding a succeeded payment paid; idempotent (orders/order-paid.ts). */
    finalizePayment: FinalizePayment;
    /** Releases unpaid orders past their reservation and no-shows; sweeps every 30 s on its own. */
    reservationSweeper: ReservationSweeper;
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
    const fulfilmentMail = createFulfilmentMail({ mailer, settings: app.settings, log: app.log });
    const orderStatus = createOrderStatusService({
      db: app.db,
      payments: { provider, finalizePayment },
      notifier,
      settings: app.settings,
      onMoved: (order, from) => fulfilmentMail.moved(order, from),
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
        onPlaced: (order) => fulfilmentMail.placed(order),
        log: app.log,
      }),
    );
    app.decorate('orderStatus', orderStatus);
    const adminOrders = createAdminOrdersService({
      db: app.db,
      settings: app.settings,
      orderStatus,
      audit: createAuditLogService({ db: app.db }),
    });
    app.decorate('adminOrders', adminOrders);
    app.decorate(
      'inPersonPayments',
      createInPersonPaymentsService({
        db: app.db,
        finalize: createPaymentFinalizer({ db: app.db, provider, notifier, mailer, log: app.log }),
        audit: createAuditLogService({ db: app.db }),
        getOrder: adminOrders.getOrder,
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
      settings: app.settings,
      now: app.now,
      log: app.log,
    });
    app.decorate('reservationSweeper', sweeper);
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
