// An order row as the state machine reads it (status, payment, fulfilment method and how it is
// paid), and the refusal of a move it does not allow as the error it answers with.
import {
  ERROR_CODES,
  transitionRefusalReason,
  type OrderState,
  type OrderStatus,
} from '@canopy/contracts';
import { AppError } from '../../lib/errors';
import type { OrderRow } from './orders.repository';

export function orderStateOf(order: OrderRow): OrderState {
  return {
    status: order.status,
    payment_status: order.paymentStatus,
    fulfilment: { method: order.fulfilmentMethod },
    payment_method: order.paymentMethod,
  };
}

/** 409 with the table's reason (`payment_required` when only the payment is missing). */
export function refuseUnlessAllowed(order: OrderRow, to: OrderStatus): void {
  const refusal = transitionRefusalReason(orderStateOf(order), to);
  if (refusal === null) return;
  throw new AppError(
    refusal.error === 'payment_required' ? ERROR_CODES.paymentRequired : ERROR_CODES.conflict,
    refusal.detail,
  );
}
