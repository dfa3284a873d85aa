// `app.adminTesting`: the testing screen's live checks, test email and test payment (both
// audited), and whether the payment provider answers.
import fp from 'fastify-plugin';
import { createMailer } from '../../lib/mailer';
import { createAuditLogService } from '../admin-users/audit-log.service';
import { createPaymentReachability, type PaymentReachability } from './payment-reachability';
import { createSystemChecksService } from './system-checks.service';
import { createTestEmailService } from './test-email.service';
import { createTestPaymentService } from './test-payment.service';
import { ownWebsocketUrl } from './websocket-round-trip';

export interface AdminTesting {
  checks: ReturnType<typeof createSystemChecksService>;
  testEmail: ReturnType<typeof createTestEmailService>;
  testPayment: ReturnType<typeof createTestPaymentService>;
  paymentReachability: PaymentReachability;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminTesting: AdminTesting;
  }
}

export default fp(
  (app, _options, done) => {
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      dataDir: app.config.dataDir,
    });
    app.addHook('onClose', () => {
      mailer.close();
    });
    const audit = createAuditLogService({ db: app.db });
    const paymentReachability = createPaymentReachability(app.config.stripe);
    app.decorate('adminTesting', {
      checks: createSystemChecksService({
        db: app.db,
        mailer,
        payments: paymentReachability,
        websocketUrl: () => ownWebsocketUrl(app.server.address()),
      }),
      testEmail: createTestEmailService({ mailer, audit }),
      testPayment: createTestPaymentService({ provider: app.payments.provider, audit }),
      paymentReachability,
    });
    done();
  },
  { name: 'admin-testing', dependencies: ['app-config', 'database', 'payments'] },
);
