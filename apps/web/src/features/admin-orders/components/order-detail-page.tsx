// One order for staff (/admin/orders/{orderId}): its number, date and badges; the status moves;
// the lines and totals; the customer, how the order reaches them (method, slot, address) and the
// payment; how the buyer's age was verified and the ID check at hand-off; the purchase limits it
// was checked against; its history; and, for a cancelled unpaid order, Delete (for a role holding
// orders.delete). "Back to orders" returns to the list the admin came from.
import type { AdminOrderDetail } from '@canopy/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { useCan } from '../../../app/staff-permissions';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusBadge } from '../../../components/ui/status-badge';
import { getApiErrorMessage } from '../../../lib/api';
import { useGetAdminOrderQuery } from '../admin-orders-api';
import { formatOrderDateTime } from '../order-display';
import { ordersListPath } from '../order-detail-link';
import { canDeleteOrder, DeleteOrder } from './delete-order';
import { OrderAgeCheck } from './order-age-check';
import { OrderCustomer, OrderFulfilment, OrderPayment, OrderShippingAddress } from './order-facts';
import { OrderHistory } from './order-history';
import { OrderLimits } from './order-limits';
import { OrderLines } from './order-lines';
import { OrderStatusActions } from './order-status-actions';

export const ORDER_FETCH_FAILED = 'Failed to fetch order';
const NOT_FOUND_TEXT = 'Order not found: there is no order with this id. It may have been deleted.';
const MAX_ORDER_ID = 2_147_483_647;

function orderIdFrom(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_ORDER_ID ? id : null;
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const mayDelete = useCan('orders.delete');
  return (
    <>
      <PageHeader
        title={`Order ${order.number}`}
        description={
          <>
            Placed <time dateTime={order.created_at}>{formatOrderDateTime(order.created_at)}</time>
          </>
        }
        actions={
          <>
            <StatusBadge status={order.status} />
            <StatusBadge status={order.payment_status} />
          </>
        }
      />
      <OrderStatusActions order={order} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderLines order={order} />
          <OrderHistory events={order.events} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <OrderCustomer order={order} />
          <OrderFulfilment order={order} />
          <OrderShippingAddress order={order} />
          <OrderPayment order={order} />
          <OrderAgeCheck order={order} />
          <OrderLimits order={order} />
          {canDeleteOrder(order) && mayDelete && <DeleteOrder order={order} />}
        </div>
      </div>
    </>
  );
}

/** Until the order is known, the page is titled with the id from its address. */
function OrderDetailContent({ id }: { id: number }) {
  const { data, error, isLoading } = useGetAdminOrderQuery(id);
  if (data) return <OrderDetail order={data} />;
  const notFound = error !== undefined && 'status' in error && error.status === 404;
  return (
    <>
      <PageHeader title={`Order #${id}`} />
      {isLoading ? (
        <PageLoading label="Loading order..." />
      ) : (
        <ErrorAlert>
          {notFound
            ? NOT_FOUND_TEXT
            : (getApiErrorMessage(error, ORDER_FETCH_FAILED) ?? ORDER_FETCH_FAILED)}
        </ErrorAlert>
      )}
    </>
  );
}

export function OrderDetailPage() {
  const { orderId } = useParams();
  const location = useLocation();
  const id = orderIdFrom(orderId);
  return (
    <div className="flex flex-col gap-6">
      <Link
        to={ordersListPath(location)}
        className="inline-flex items-center gap-1.5 self-start rounded text-sm font-medium text-zinc-600 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-zinc-400 dark:hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to orders
      </Link>
      {id === null ? (
        <>
          <PageHeader title={`Order #${orderId ?? ''}`} />
          <ErrorAlert>{NOT_FOUND_TEXT}</ErrorAlert>
        </>
      ) : (
        <OrderDetailContent key={id} id={id} />
      )}
    </div>
  );
}
