// Staff record a payment taken at hand-off (cash or a card presented at the counter or the door)
// for an unpaid pickup or local-delivery order paid in person. The amount must be the order's
// total. It goes through the same finalize step as every other payment (order-paid.ts), on the
// order locked `for update`, so a payment recorded twice at once is recorded once; each recording
// leaves an audit entry.
import {
  canRecordInPersonPayment,
  dollarsToCents,
  formatUsd,
  IN_PERSON_PAYMENT_LABELS,
  type AdminOrderDetail,
  type InPersonPaymentRequest,
} from '@canopy/contracts';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { AdminPrincipal } from '../admin-users/admin-actor';
import type { AuditLogService } from '../admin-users/audit-log.service';
import type { FinalizeLockedPayment } from './order-paid';
import { orderStateOf } from './order-state';
import { findOrder, lockOrder, type OrderRow } from './orders.repository';
import { ORDER_NOT_FOUND } from './orders.service';

export const IN_PERSON_PAYMENT_MESSAGES = {
  notInPerson: 'This order is paid by card online: there is no payment to record at hand-off',
  alreadyPaid: 'This order is already paid',
  closed: (status: string) => `This order is ${status}: no payment can be recorded for it`,
  wrongAmount: (total: number) => `The amount must be the order's total, ${formatUsd(total)}`,
} as const;

function refusal(order: OrderRow): string {
  const state = orderStateOf(order);
  if (state.payment_method !== 'in_person' || state.fulfilment?.method === 'shipping') {
    return IN_PERSON_PAYMENT_MESSAGES.notInPerson;
  }
  if (order.paymentStatus !== 'unpaid') return IN_PERSON_PAYMENT_MESSAGES.alreadyPaid;
  return IN_PERSON_PAYMENT_MESSAGES.closed(order.status);
}

/** 409 unless the order awaits an in-person payment; 422 unless the amount is its total. */
function assertPayable(order: OrderRow, request: InPersonPaymentRequest): void {
  if (!canRecordInPersonPayment(orderStateOf(order))) throw new ConflictError(refusal(order));
  if (dollarsToCents(request.amount) !== order.totalCents) {
    throw new ValidationError([
      {
        loc: ['body', 'amount'],
        msg: IN_PERSON_PAYMENT_MESSAGES.wrongAmount(order.totalCents / 100),
        type: 'value_error',
      },
    ]);
  }
}

export interface InPersonPaymentsDeps {
  db: Database;
  finalize: FinalizeLockedPayment;
  audit: AuditLogService;
  getOrder: (id: number, viewer: AdminPrincipal) => Promise<AdminOrderDetail>;
}

export type InPersonPaymentsService = ReturnType<typeof createInPersonPaymentsService>;

export function createInPersonPaymentsService({
  db,
  finalize,
  audit,
  getOrder,
}: InPersonPaymentsDeps) {
  return {
    async record(
      orderId: number,
      request: InPersonPaymentRequest,
      admin: AdminPrincipal,
    ): Promise<AdminOrderDetail> {
      const current = await findOrder(db, orderId);
      if (!current) throw new NotFoundError(ORDER_NOT_FOUND);
      assertPayable(current, request);
      await finalize(async (tx) => {
        // Decided again on the locked row: a payment may have been recorded meanwhile.
        const order = await lockOrder(tx, orderId);
        if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
        assertPayable(order, request);
        return order;
      }, request.method);
      await audit.record({
        actor: admin,
        action: 'record_payment',
        entity: 'order',
        entityId: orderId,
        before: { payment_status: current.paymentStatus },
        after: {
          payment_status: 'paid',
          method: request.method,
          method_label: IN_PERSON_PAYMENT_LABELS[request.method],
          amount: request.amount,
        },
      });
      return getOrder(orderId, admin);
    },
  };
}
