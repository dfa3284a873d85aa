// The purchase-limit meter as it shows one check's answer: a line per bucket with what is left in
// words and a bar of what the cart and the window's earlier orders use; a bucket over its limit is
// red and says by how much. No buckets (the store sells without limits): nothing at all.
import type { LimitWindow } from '@canopy/contracts';
import { cx } from '../../lib/class-names';
import { bucketShare, isBucketOver, meterLine } from './limit-lines';
import type { LimitEvaluationResponse } from '@canopy/contracts';

interface LimitMeterViewProps {
  check: Pick<LimitEvaluationResponse, 'window' | 'buckets'>;
  /** A newer cart is being checked: the lines shown are the previous cart's. */
  stale?: boolean;
  className?: string;
}

function MeterBar({ share, over }: { share: number; over: boolean }) {
  return (
    <div
      aria-hidden="true"
      className="h-1.5 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-700"
    >
      <div
        className={cx(
          'h-full rounded-full',
          over ? 'bg-red-600 dark:bg-red-500' : 'bg-brand-600 dark:bg-brand-400',
        )}
        style={{ width: `${String(Math.round(share * 100))}%` }}
      />
    </div>
  );
}

export function LimitMeterView({ check, stale = false, className }: LimitMeterViewProps) {
  if (check.buckets.length === 0) return null;
  const window: LimitWindow = check.window;
  return (
    <section
      aria-label="Purchase limits"
      aria-busy={stale || undefined}
      className={cx(
        'space-y-2 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800',
        className,
      )}
    >
      <h2 className="text-sm font-semibold text-zinc-900 dark:text-white">Purchase limits</h2>
      <ul className="space-y-2" aria-live="polite">
        {check.buckets.map((bucket) => {
          const over = isBucketOver(bucket);
          return (
            <li key={bucket.key} className="space-y-1">
              <p
                className={cx(
                  'text-sm tabular-nums',
                  over
                    ? 'font-medium text-red-700 dark:text-red-400'
                    : 'text-zinc-700 dark:text-zinc-300',
                )}
              >
                {meterLine(bucket, window)}
              </p>
              <MeterBar share={bucketShare(bucket)} over={over} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
