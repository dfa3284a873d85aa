// The placed order's contact details and where and when it arrives, read-only while the customer
// pays, with the way back to change them (which places a new order).
import type { Order } from '@canopy/contracts';
import { Button } from '../../../components/ui/button';
import { OrderFulfilmentFacts } from './order-fulfilment-facts';

const termClass = 'text-xs font-medium tracking-wide text-zinc-500 uppercase dark:text-zinc-400';
const valueClass = 'mt-1 text-sm break-words text-zinc-900 dark:text-white';

export function DetailsReview({ order, onEdit }: { order: Order; onEdit: () => void }) {
  return (
    <section
      aria-labelledby="checkout-review-title"
      className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-center justify-between gap-4">
        <h2
          id="checkout-review-title"
          className="text-lg font-semibold text-zinc-900 dark:text-white"
        >
          {order.fulfilment.method === 'shipping'
            ? 'Contact & shipping'
            : `Contact & ${order.fulfilment.method}`}
        </h2>
        <Button variant="ghost" size="sm" onClick={onEdit}>
          Edit details
        </Button>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className={termClass}>Contact</dt>
          <dd className={valueClass}>
            <span className="block">{order.customer_email}</span>
            {order.phone && <span className="block">{order.phone}</span>}
          </dd>
        </div>
        <OrderFulfilmentFacts order={order} />
        {order.referral_code && (
          <div>
            <dt className={termClass}>Referral code</dt>
            <dd className={valueClass}>{order.referral_code}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
