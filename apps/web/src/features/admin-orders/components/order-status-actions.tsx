// The order's status moves: one button per status the state machine allows now ('Mark as
// {Label}') and the signed-in role may make (docs/product.md#staff-roles: refunds and cancelling
// a paid order need orders.refund, the other moves orders.fulfil); cancelling and refunding ask
// first. The server has the last word: its refusal (409,
// say the order moved meanwhile) shows in an alert, and the page refetches the order; a refusal
// for want of an ID check opens the "Check ID" dialog. An unpaid order paid in person offers
// "Record payment" (orders.fulfil).
import {
  allowedNextStatuses,
  canRecordInPersonPayment,
  ERROR_CODES,
  orderMovePermission,
  paysInPerson,
  type AdminOrderDetail,
  type OrderStatus,
} from '@canopy/contracts';
import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { holdsPermission } from '../../../app/staff-permissions';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useToast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api';
import { serverErrorCode } from '../../../lib/api/api-error';
import { useUpdateAdminOrderStatusMutation } from '../admin-orders-api';
import { statusLabel } from '../order-display';
import { moveButtonLabel, moveConsequences, moveNeedsConfirmation } from '../status-move';
import { DetailSection } from './detail-section';
import { CheckIdDialog } from './id-check-dialog';
import { RecordPaymentButton } from './record-payment-dialog';

export const STATUS_UPDATE_FAILED = 'Failed to update order status';

function noMovesText(order: AdminOrderDetail, movesLeft: boolean): string {
  return movesLeft
    ? `This order is ${statusLabel(order.status)}: your role cannot change its status.`
    : `This order is ${statusLabel(order.status)}: its status can no longer change.`;
}

export function OrderStatusActions({ order }: { order: AdminOrderDetail }) {
  const user = useAppSelector((state) => state.admin.user);
  const allowed = allowedNextStatuses(order);
  const moves = allowed.filter((status) =>
    holdsPermission(user, orderMovePermission(order, status)),
  );
  const [updateStatus, { isLoading }] = useUpdateAdminOrderStatusMutation();
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checkingId, setCheckingId] = useState(false);
  const toast = useToast();
  const mayRecordPayment =
    canRecordInPersonPayment(order) && holdsPermission(user, 'orders.fulfil');

  const move = async (status: OrderStatus) => {
    setConfirming(null);
    setRefusal(null);
    const result = await updateStatus({ id: order.id, status });
    if (result.error) {
      setRefusal(getApiErrorMessage(result.error, STATUS_UPDATE_FAILED));
      const data = 'data' in result.error ? result.error.data : undefined;
      if (serverErrorCode(data) === ERROR_CODES.idCheckRequired) setCheckingId(true);
    } else {
      toast({ title: `Order ${order.number} marked as ${statusLabel(status)}`, tone: 'success' });
    }
  };

  return (
    <DetailSection title="Status">
      {moves.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {noMovesText(order, allowed.length > 0)}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {moves.map((status) => (
            <Button
              key={status}
              variant={moveNeedsConfirmation(status) ? 'secondary' : 'primary'}
              disabled={isLoading}
              onClick={() => {
                if (moveNeedsConfirmation(status)) setConfirming(status);
                else void move(status);
              }}
            >
              {moveButtonLabel(status)}
            </Button>
          ))}
        </div>
      )}
      {order.status === 'ordered' && order.payment_status === 'unpaid' && !paysInPerson(order) && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Waiting for payment: work can start once the order is paid.
        </p>
      )}
      {mayRecordPayment && (
        <>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Paid in person: record the payment at hand-off before completing the order.
          </p>
          <RecordPaymentButton order={order} />
        </>
      )}
      {refusal && <ErrorAlert>{refusal}</ErrorAlert>}
      <CheckIdDialog orderId={order.id} open={checkingId} onOpenChange={setCheckingId} />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `${moveButtonLabel(confirming)}?` : ''}
        confirmLabel="Confirm"
        cancelLabel="Go back"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) void move(confirming);
        }}
      >
        {confirming && moveConsequences(order, confirming).map((line) => <p key={line}>{line}</p>)}
      </ConfirmDialog>
    </DetailSection>
  );
}
