// Admin back office: the testing screen — the live checks, a test email and a test
// payment (both audited) — and `GET /payments/test`, which tells a shopper's client whether the
// payment provider answers. That one is a storefront route: docs/product.md#api-conventions names
// every route exempt from the access-code gate, and it is not among them (it also calls Stripe, so
// it must not be open to anyone).
import {
  errorBodySchema,
  paymentsTestSchema,
  systemChecksSchema,
  testEmailRequestSchema,
  testEmailResultSchema,
  testPaymentResultSchema,
} from '@canopy/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { adminActor, signedInAdmin } from '../admin-users/admin-actor';

const adminTestingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { checks, testEmail, testPayment, paymentReachability: payments } = app.adminTesting;

  app.get(
    '/admin/testing/checks',
    {
      config: { permission: 'testing.run' },
      schema: {
        summary: 'Check the database, payments, websocket, email and storage (online or offline)',
        response: { 200: systemChecksSchema, 401: errorBodySchema },
      },
    },
    (request) => {
      const admin = signedInAdmin(request);
      return checks.run(app.tokens.issueAdminToken(admin.id, admin.tokenVersion).token);
    },
  );

  app.post(
    '/admin/testing/email',
    {
      config: { permission: 'testing.run' },
      schema: {
        summary: 'Send a test email through the shop’s mailer',
        body: testEmailRequestSchema,
        response: { 200: testEmailResultSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    (request) => testEmail.send(request.body.to, adminActor(request)),
  );

  app.post(
    '/admin/testing/payment',
    {
      config: { permission: 'testing.run' },
      schema: {
        summary: 'Create a $1 payment with the live provider and cancel it at once (no order)',
        response: { 200: testPaymentResultSchema, 401: errorBodySchema },
      },
    },
    (request) => testPayment.run(adminActor(request)),
  );

  app.get(
    '/payments/test',
    {
      schema: {
        summary: 'Whether the payment provider answers, which one, and in which mode',
        response: { 200: paymentsTestSchema, 403: errorBodySchema },
      },
    },
    async () => {
      let ok = true;
      try {
        await payments.probe();
      } catch (error) {
        app.log.warn({ err: error }, 'the payment provider did not answer');
        ok = false;
      }
      return { ok, provider: app.payments.provider.name, mode: payments.mode };
    },
  );
  done();
};

export default adminTestingRoutes;
