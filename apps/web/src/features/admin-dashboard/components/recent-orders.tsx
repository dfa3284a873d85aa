// The Recent Orders table: the 5 newest orders with Order ID, Date, Customer, Status and Total;
// each order number opens that order for a role that may read orders. The list holds unpaid orders too while the cards count paid
// ones, so the Status cell carries the payment beside the order's status.
import { formatUsd, type Dashboard } from '@canopy/contracts';
import { Link } from 'react-router';
import { useCan } from '../../../app/staff-permissions';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';

type RecentOrder = Dashboard['recentOrders'][number];

function OrderAndPayment({ order }: { order: RecentOrder }) {
  // A refunded order's payment is refunded too; one badge says it.
  const samePayment = order.status === 'refunded' && order.payment_status === 'refunded';
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <StatusBadge status={order.status} />
      {!samePayment && <StatusBadge status={order.payment_status} />}
    </span>
  );
}

const orderDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function OrderNumber({ order }: { order: RecentOrder }) {
  const canOpen = useCan('orders.read');
  if (!canOpen) return <span className="font-medium">{order.number}</span>;
  return (
    <Link
      to={`/admin/orders/${order.id}`}
      className="font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-400"
    >
      {order.number}
    </Link>
  );
}

const COLUMNS: ReadonlyArray<DataTableColumn<RecentOrder>> = [
  { id: 'number', header: 'Order ID', cell: (order) => <OrderNumber order={order} /> },
  {
    id: 'date',
    header: 'Date',
    cell: (order) => (
      <time dateTime={order.created_at}>{orderDate.format(new Date(order.created_at))}</time>
    ),
  },
  { id: 'customer', header: 'Customer', cell: (order) => order.customer_email },
  { id: 'status', header: 'Status', cell: (order) => <OrderAndPayment order={order} /> },
  {
    id: 'total',
    header: 'Total',
    className: 'text-right tabular-nums',
    cell: (order) => formatUsd(order.total),
  },
];

export function RecentOrders({ orders }: { orders: readonly RecentOrder[] }) {
  return (
    // Not a region of its own: the table inside already is one, named Recent Orders.
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">Recent Orders</h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Your 5 most recent customer orders
        </p>
      </div>
      <DataTable
        caption="Recent Orders"
        columns={COLUMNS}
        rows={orders}
        rowKey={(order) => order.id}
      />
    </div>
  );
}
