// The order's history from its events, oldest first: the order placed, each payment received or
// refunded, and each status change (from → to), who made it and when.
import type { OrderEvent } from '@canopy/contracts';
import { ArrowRight } from 'lucide-react';
import { describeOrderEvent, type OrderEventDescription } from '../order-event-display';
import { actorLabel, formatOrderDateTime, statusLabel } from '../order-display';
import { DetailSection } from './detail-section';

function Change({ event, description }: { event: OrderEvent; description: OrderEventDescription }) {
  if (description.kind === 'placed') {
    return <span>Placed as {statusLabel(event.to_status)}</span>;
  }
  if (description.kind === 'payment') return <span>{description.title}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {statusLabel(description.from)}
      <ArrowRight className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{' to '}</span>
      {statusLabel(description.to)}
    </span>
  );
}

function HistoryEntry({ event }: { event: OrderEvent }) {
  const description = describeOrderEvent(event);
  const note = description.kind === 'placed' ? undefined : description.note;
  return (
    <li className="flex flex-col gap-0.5">
      <span className="text-sm font-medium text-zinc-900 dark:text-white">
        <Change event={event} description={description} />
      </span>
      {note && <span className="text-sm text-zinc-700 dark:text-zinc-300">{note}</span>}
      <span className="text-xs text-zinc-600 dark:text-zinc-400">
        {actorLabel(event.actor)} · <time dateTime={event.at}>{formatOrderDateTime(event.at)}</time>
      </span>
    </li>
  );
}

export function OrderHistory({ events }: { events: readonly OrderEvent[] }) {
  return (
    <DetailSection title="History">
      {events.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No changes recorded yet.</p>
      ) : (
        <ol className="flex flex-col gap-3 border-l border-zinc-200 pl-4 dark:border-zinc-700">
          {events.map((event, index) => (
            // Two events may share a moment and a status (a payment leaves it as it was); the
            // history only grows at its end, so the position is a stable key.
            <HistoryEntry key={`${String(index)}:${event.at}`} event={event} />
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
