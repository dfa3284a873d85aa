// The orders list's table: Order (its number opens the order), Date, Customer, Fulfilment (the
// method and, for pickup and delivery, the slot in the store's time zone), Items, Total, Status
// and Payment. The link carries the list's address so the order page can lead back to it.
import { FULFILMENT_METHOD_LABELS, formatUsd, type AdminOrderListItem } from '@canopy/contracts';
import { Link, useLocation } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useGetPaymentsConfigQuery } from '../../../config/payments-config-api';
import { slotLabel } from '../../../lib/slot-times';
import { formatOrderDate } from '../order-display';
import type { OrderDetailLinkState } from '../order-detail-link';

function Fulfilment({ order, timeZone }: { order: AdminOrderListItem; timeZone?: string }) {
  const { fulfilment_method: method, slot_start: start, slot_end: end } = order;
  return (
    <div className="flex flex-col">
      <span className="text-zinc-900 dark:text-white">{FULFILMENT_METHOD_LABELS[method]}</span>
      {start && end && timeZone && (
        <span className="text-xs whitespace-nowrap text-zinc-600 dark:text-zinc-400">
          {slotLabel({ start, end }, timeZone)}
        </span>
      )}
    </div>
  );
}

function columns(
  listSearch: string,
  timeZone: string | undefined,
): ReadonlyArray<DataTableColumn<AdminOrderListItem>> {
  const state: OrderDetailLinkState = { listSearch };
  return [
    {
      id: 'number',
      header: 'Order',
      cell: (order) => (
        <Link
          to={`/admin/orders/${order.id}`}
          state={state}
          className="font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-400"
        >
          {order.number}
        </Link>
      ),
    },
    {
      id: 'date',
      header: 'Date',
      cell: (order) => <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>,
    },
    {
      id: 'customer',
      header: 'Customer',
      cell: (order) => (
        <div className="flex flex-col">
          <span className="font-medium text-zinc-900 dark:text-white">{order.customer_name}</span>
          <span className="text-xs text-zinc-600 dark:text-zinc-400">{order.customer_email}</span>
        </div>
      ),
    },
    {
      id: 'fulfilment',
      header: 'Fulfilment',
      cell: (order) => <Fulfilment order={order} timeZone={timeZone} />,
    },
    {
      id: 'items',
      header: 'Items',
      className: 'text-right tabular-nums',
      cell: (order) => order.item_count,
    },
    {
      id: 'total',
      header: 'Total',
      className: 'text-right tabular-nums',
      cell: (order) => formatUsd(order.total),
    },
    { id: 'status', header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
    {
      id: 'payment',
      header: 'Payment',
      cell: (order) => <StatusBadge status={order.payment_status} />,
    },
  ];
}

interface OrdersTableProps {
  orders: readonly AdminOrderListItem[] | undefined;
  loading: boolean;
  busy: boolean;
  error: string | null;
}

export function OrdersTable({ orders, loading, busy, error }: OrdersTableProps) {
  const { search } = useLocation();
  const { data: config } = useGetPaymentsConfigQuery();
  return (
    <DataTable
      caption="Orders"
      columns={columns(search, config?.timezone)}
      rows={orders}
      rowKey={(order) => order.id}
      loading={loading}
      loadingText="Loading orders..."
      busy={busy}
      error={error}
    />
  );
}
