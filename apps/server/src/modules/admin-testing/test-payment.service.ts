// "Run test payment" on the testing screen. It creates a $1 payment with the live provider and
// cancels it at once: no order is created, nothing is charged, and the round trip through the
// provider (Stripe's API, or the built-in test provider) is what gets reported. Audited.
import { randomBytes } from 'node:crypto';
import { dollarsToCents, TEST_PAYMENT_AMOUNT, type TestPaymentResult } from '@canopy/contracts';
import type { AuditActor, AuditLogService } from '../admin-users/audit-log.service';
import type { PaymentProvider } from '../payments/payment-provider';

// Stands where an order's id and number go: no order 0 exists, so nothing can ever be paid by it.
const NO_ORDER_ID = 0;
const TEST_ORDER_NUMBER = 'TEST-PAYMENT';

export function createTestPaymentService(deps: {
  provider: PaymentProvider;
  audit: AuditLogService;
}) {
  return {
    async run(actor: AuditActor): Promise<TestPaymentResult> {
      const started = performance.now();
      let intentId: string | null = null;
      let state: string | null = null;
      let detail: string;
      try {
        const created = await deps.provider.createPayment({
          orderId: NO_ORDER_ID,
          orderNumber: TEST_ORDER_NUMBER,
          amountCents: dollarsToCents(TEST_PAYMENT_AMOUNT),
          customerEmail: 'test-payment@canopy.invalid',
          idempotencyKey: `test-payment-${randomBytes(12).toString('hex')}`,
        });
        intentId = created.intentId;
        state = await deps.provider.cancel(intentId);
        detail =
          state === 'canceled'
            ? 'A $1.00 payment was created and cancelled'
            : `The payment ended ${state} instead of canceled`;
      } catch (error) {
        detail = error instanceof Error ? error.message : String(error);
      }
      const ok = state === 'canceled';
      const latency = Math.round((performance.now() - started) * 10) / 10;
      await deps.audit.record({
        actor,
        action: 'run_test_payment',
        entity: 'testing',
        entityId: intentId,
        after: { provider: deps.provider.name, ok, state },
      });
      return {
        ok,
        provider: deps.provider.name,
        amount: TEST_PAYMENT_AMOUNT,
        intent_id: intentId,
        state,
        latency_ms: latency,
        detail,
      };
    },
  };
}
