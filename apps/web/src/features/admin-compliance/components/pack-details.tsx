// A rule pack as the regulation states it: its source, the day it applies from, its window, and
// each limit with what counts towards it (class, by what, times what factor).
import type { LimitBucket, LimitClass, LimitCount, LimitPack } from '@canopy/contracts';
import {
  LIMIT_CLASS_LABELS,
  LIMIT_PER_LABELS,
  LIMIT_WINDOW_LABELS,
} from '../../../components/purchase-limits/limit-labels';
import { limitAmount } from '../../../components/purchase-limits/limit-lines';
import { sectionClass } from './section-class';

function countsText(bucket: LimitBucket): string {
  const entries = Object.entries(bucket.counts) as Array<[LimitClass, LimitCount]>;
  return entries
    .map(([limitClass, count]) => {
      const factor = count.factor === 1 ? '' : ` × ${String(count.factor)}`;
      return `${LIMIT_CLASS_LABELS[limitClass]}: ${LIMIT_PER_LABELS[count.per]}${factor}`;
    })
    .join('; ');
}

export function PackDetails({ pack }: { pack: LimitPack }) {
  return (
    <section aria-labelledby="limit-pack-details" className={sectionClass}>
      <h2 id="limit-pack-details" className="text-lg font-semibold text-zinc-900 dark:text-white">
        {pack.name}
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        <dt className="font-medium text-zinc-600 dark:text-zinc-400">Source</dt>
        <dd className="break-words text-zinc-900 dark:text-white">{pack.source}</dd>
        <dt className="font-medium text-zinc-600 dark:text-zinc-400">In force from</dt>
        <dd className="text-zinc-900 dark:text-white">
          <time dateTime={pack.effective_from}>{pack.effective_from}</time> (version {pack.version})
        </dd>
        <dt className="font-medium text-zinc-600 dark:text-zinc-400">Window</dt>
        <dd className="text-zinc-900 dark:text-white">{LIMIT_WINDOW_LABELS[pack.window]}</dd>
      </dl>
      {pack.buckets.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No purchase limits apply.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Limits of {pack.name}</caption>
            <thead className="text-zinc-600 dark:text-zinc-400">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Limit
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Amount
                </th>
                <th scope="col" className="py-2 font-medium">
                  Counts
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
              {pack.buckets.map((bucket) => (
                <tr key={bucket.key} className="align-top text-zinc-900 dark:text-white">
                  <td className="py-2 pr-4">
                    {bucket.label}{' '}
                    <span className="text-zinc-500 dark:text-zinc-400">({bucket.key})</span>
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap tabular-nums">
                    {limitAmount(bucket.limit, bucket.unit)}
                    {bucket.unit === 'units' ? ' units' : ''}
                  </td>
                  <td className="py-2">{countsText(bucket)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
