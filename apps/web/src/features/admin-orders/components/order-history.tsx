// The order's history from its events, oldest first: each status change (from → to), who made it
// and when.
import type { OrderEvent } from '@canopy/contracts';
import { ArrowRight } from 'lucide-react';
import { actorLabel, formatOrderDateTime, statusLabel } from '../order-display';
import { DetailSection } from './detail-section';

function Change({ event }: { event: OrderEvent }) {
  if (event.from_status === null) {
    return <span>Placed as {statusLabel(event.to_status)}</span>;
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {statusLabel(event.from_status)}
      <ArrowRight className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{' to '}</span>
      {statusLabel(event.to_status)}
    </span>
  );
}

export function OrderHistory({ events }: { events: readonly OrderEvent[] }) {
  return (
    <DetailSection title="History">
      {events.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No changes recorded yet.</p>
      ) : (
        <ol className="flex flex-col gap-3 border-l border-zinc-200 pl-4 dark:border-zinc-700">
          {events.map((event) => (
            <li key={`${event.at}:${event.to_status}`} className="flex flex-col gap-0.5">
              <span className="text-sm font-medium text-zinc-900 dark:text-white">
                <Change event={event} />
              </span>
              <span className="text-xs text-zinc-600 dark:text-zinc-400">
                {actorLabel(event.actor)} ·{' '}
                <time dateTime={event.at}>{formatOrderDateTime(event.at)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
