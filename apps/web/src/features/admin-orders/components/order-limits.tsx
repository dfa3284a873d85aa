// The "Purchase limits" card of an order: the snapshot it was checked against when placed (the
// pack and its version, and per limit the customer's earlier orders in the window, this order and
// the limit). A later pack change never changes it. Orders placed without limits have none.
import type { AdminOrderDetail } from '@canopy/contracts';
import {
  bucketTotal,
  isBucketOver,
  limitAmount,
} from '../../../components/purchase-limits/limit-lines';
import { DetailSection } from './detail-section';

export function OrderLimits({ order }: { order: Pick<AdminOrderDetail, 'limits'> }) {
  const { limits } = order;
  if (!limits) return null;
  return (
    <DetailSection title="Purchase limits">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Checked against{' '}
        <span className="font-medium text-zinc-900 dark:text-white">{limits.pack}</span> (version{' '}
        {limits.version}).
      </p>
      {limits.buckets.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No limits applied.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What this order counted against each limit</caption>
          <thead className="text-xs text-zinc-500 dark:text-zinc-400">
            <tr>
              <th scope="col" className="pb-1 font-medium">
                Limit
              </th>
              <th scope="col" className="pb-1 text-right font-medium">
                Earlier
              </th>
              <th scope="col" className="pb-1 text-right font-medium">
                This order
              </th>
              <th scope="col" className="pb-1 text-right font-medium">
                Of
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums text-zinc-900 dark:text-white">
            {limits.buckets.map((bucket) => (
              <tr
                key={bucket.key}
                className={isBucketOver(bucket) ? 'text-red-700 dark:text-red-400' : undefined}
              >
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {bucket.label}
                </th>
                <td className="py-1 text-right">{limitAmount(bucket.used, bucket.unit)}</td>
                <td className="py-1 text-right">{limitAmount(bucket.this_order, bucket.unit)}</td>
                <td className="py-1 text-right">
                  <span className="sr-only">
                    {limitAmount(bucketTotal(bucket), bucket.unit)} in all, of{' '}
                  </span>
                  {limitAmount(bucket.limit, bucket.unit)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DetailSection>
  );
}
