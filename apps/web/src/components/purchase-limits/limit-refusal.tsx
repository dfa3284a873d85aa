// A checkout refused for going over a purchase limit (422 purchase_limit_exceeded), shown beside
// the cart: the server's detail and, for every bucket that is over, what was already bought in the
// window, what this order adds and the limit.
import { CircleAlert } from 'lucide-react';
import type { PurchaseLimitRefusal } from './purchase-limit-refusal';
import { refusalLine } from './limit-lines';

export function LimitRefusal({ refusal }: { refusal: PurchaseLimitRefusal }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-lg border border-red-300 bg-red-50 px-3.5 py-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-200"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-2">
        <h2 className="font-semibold">Over a purchase limit</h2>
        <p>{refusal.detail}</p>
        <ul className="list-disc space-y-1 pl-5 tabular-nums">
          {refusal.buckets.map((bucket) => (
            <li key={bucket.key}>{refusalLine(bucket)}</li>
          ))}
        </ul>
        <p>Lower a quantity or remove an item, then place the order again.</p>
      </div>
    </div>
  );
}
