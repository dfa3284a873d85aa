// Recording a payment taken in person at hand-off (docs/product.md#paying-in-person):
// `POST /admin/orders/{id}/payments`, answered 201 with the order (adminOrderResponseSchema).
import { z } from 'zod';
import { dollarsSchema } from './money-schemas';

export const IN_PERSON_PAYMENT_KINDS = ['cash', 'card_present'] as const;
export type InPersonPaymentKind = (typeof IN_PERSON_PAYMENT_KINDS)[number];

export const IN_PERSON_PAYMENT_LABELS: Record<InPersonPaymentKind, string> = {
  cash: 'Cash',
  card_present: 'Card present',
};

export const inPersonPaymentRequestSchema = z.strictObject({
  method: z.enum(IN_PERSON_PAYMENT_KINDS, { error: 'Choose cash or card present' }),
  /** Dollars; must equal the order's total. */
  amount: dollarsSchema('amount'),
});
export type InPersonPaymentRequest = z.infer<typeof inPersonPaymentRequestSchema>;
