// The analytics screen's figures below the chart: the cards, orders by status, the top products
// and referral codes, the access-code funnel and the age step's decisions per day.
import { formatUsd, ORDER_STATUSES, type Analytics } from '@canopy/contracts';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';

const count = new Intl.NumberFormat('en-US');
const panelClass =
  'rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900';

export function AnalyticsCards({ totals }: { totals: Analytics['totals'] }) {
  const cards = [
    { label: 'Revenue', value: formatUsd(totals.revenue) },
    { label: 'Orders', value: count.format(totals.orders) },
    { label: 'Average Order Value', value: formatUsd(totals.average_order_value) },
  ];
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {cards.map((card) => (
        <div key={card.label} className={panelClass}>
          <dt className="text-sm text-zinc-600 dark:text-zinc-400">{card.label}</dt>
          <dd className="mt-1 text-2xl font-semibold">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OrdersByStatus({ byStatus }: { byStatus: Analytics['orders_by_status'] }) {
  return (
    <section className={panelClass} aria-labelledby="orders-by-status">
      <h2 id="orders-by-status" className="mb-3 text-sm font-semibold">
        Orders by status
      </h2>
      <ul className="flex flex-wrap gap-3">
        {ORDER_STATUSES.map((status) => (
          <li key={status} className="flex items-center gap-2" data-testid={`status-${status}`}>
            <StatusBadge status={status} />
            <span className="font-semibold tabular-nums">{byStatus[status]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

type TopProduct = Analytics['top_products'][number];
type TopReferral = Analytics['top_referral_codes'][number];

const productColumns: Array<DataTableColumn<TopProduct>> = [
  { id: 'name', header: 'Product', cell: (row) => row.name },
  { id: 'units', header: 'Units', cell: (row) => count.format(row.units) },
  { id: 'revenue', header: 'Revenue', cell: (row) => formatUsd(row.revenue) },
];

const referralColumns: Array<DataTableColumn<TopReferral>> = [
  { id: 'code', header: 'Code', cell: (row) => row.code },
  { id: 'uses', header: 'Uses', cell: (row) => count.format(row.uses) },
  { id: 'revenue', header: 'Revenue', cell: (row) => formatUsd(row.revenue) },
  { id: 'discount', header: 'Discounts', cell: (row) => formatUsd(row.discount_total) },
];

export function TopTables({ data }: { data: Analytics }) {
  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
      <DataTable
        caption="Top products"
        showCaption
        columns={productColumns}
        rows={data.top_products}
        rowKey={(row) => row.product_id}
      />
      <DataTable
        caption="Top referral codes"
        showCaption
        columns={referralColumns}
        rows={data.top_referral_codes}
        rowKey={(row) => row.code}
      />
    </div>
  );
}

export function AccessCodeFunnel({ funnel }: { funnel: Analytics['access_code_funnel'] }) {
  const steps = [
    { label: 'Validations', value: funnel.validations },
    { label: 'Successful', value: funnel.successful },
    { label: 'Orders', value: funnel.orders },
  ];
  return (
    <section className={panelClass} aria-labelledby="access-code-funnel">
      <h2 id="access-code-funnel" className="mb-3 text-sm font-semibold">
        Access code funnel
      </h2>
      <ol className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {steps.map((step) => (
          <li key={step.label} className="rounded-lg bg-zinc-50 p-3 dark:bg-zinc-800">
            <span className="block text-sm text-zinc-600 dark:text-zinc-400">{step.label}</span>
            <span className="text-xl font-semibold tabular-nums">{count.format(step.value)}</span>
            {funnel.validations > 0 && step.label !== 'Validations' && (
              <span className="ml-2 text-sm text-zinc-600 dark:text-zinc-400">
                ({Math.round((step.value / funnel.validations) * 100)}% of validations)
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

type AgeVerificationDay = Analytics['age_verifications'][number];

const ageColumns: Array<DataTableColumn<AgeVerificationDay>> = [
  { id: 'date', header: 'Day (UTC)', cell: (row) => row.date },
  { id: 'verified', header: 'Verified', cell: (row) => count.format(row.verified) },
  { id: 'underage', header: 'Under age', cell: (row) => count.format(row.underage) },
  { id: 'invalid', header: 'Invalid date', cell: (row) => count.format(row.invalid) },
];

/** The age step's decisions per day; only days with a decision, newest first. */
export function AgeVerifications({ days }: { days: Analytics['age_verifications'] }) {
  const rows = days.filter((day) => day.verified + day.underage + day.invalid > 0).toReversed();
  return (
    <DataTable
      caption="Age verifications"
      showCaption
      columns={ageColumns}
      rows={rows}
      rowKey={(row) => row.date}
    />
  );
}
