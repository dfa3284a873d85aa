// Deleting an order: offered only for a cancelled, unpaid order (the server refuses anything
// else with 409); it asks first, then returns to the orders list the admin came from.
import type { AdminOrderDetail } from '@canopy/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api';
import { useDeleteAdminOrderMutation } from '../admin-orders-api';
import { ordersListPath } from '../order-detail-link';
import { DetailSection } from './detail-section';

export const ORDER_DELETE_FAILED = 'Failed to delete order';

export function canDeleteOrder(order: Pick<AdminOrderDetail, 'status' | 'payment_status'>) {
  return order.status === 'cancelled' && order.payment_status === 'unpaid';
}

export function DeleteOrder({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState(false);
  const [deleteOrder, { isLoading, error, reset }] = useDeleteAdminOrderMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();

  const confirm = async () => {
    const result = await deleteOrder(order.id);
    if (result.error) return;
    toast({ title: `Order ${order.number} deleted`, tone: 'success' });
    void navigate(ordersListPath(location), { replace: true });
  };

  return (
    <DetailSection title="Delete order">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        A cancelled order that was never paid can be removed with its history.
      </p>
      <Button
        variant="danger"
        className="self-start"
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete order
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete order ${order.number}?`}
        onCancel={() => setOpen(false)}
        busy={isLoading}
        error={error ? getApiErrorMessage(error, ORDER_DELETE_FAILED) : null}
        onConfirm={() => void confirm()}
      >
        <p>The order and its history are removed for good. This cannot be undone.</p>
      </ConfirmDialog>
    </DetailSection>
  );
}
