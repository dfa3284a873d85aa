// The day's pick list on the Fulfilment screen: choose a store day, see its pickup and delivery
// slots, each with its places used and its orders (number, customer, what to pick), in time
// order; Print prints the list alone (the screen's other parts and the admin chrome are hidden).
import { FULFILMENT_METHOD_LABELS, storeDay, type SystemConfig } from '@canopy/contracts';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextInput } from '../../../components/ui/text-input';
import { getApiErrorMessage } from '../../../lib/api';
import { fullDayLabel, slotTimeRange } from '../../../lib/slot-times';
import { useGetSlotDayOrdersQuery } from '../fulfilment-api';
import { slotGroups, type SlotGroup } from '../slot-day-groups';

export const PICK_LIST_FAILED = 'Failed to fetch the day’s orders';

function SlotCard({ group, timeZone }: { group: SlotGroup; timeZone: string }) {
  const title = `${FULFILMENT_METHOD_LABELS[group.method]} ${slotTimeRange(group, timeZone)}`;
  return (
    <li className="break-inside-avoid rounded-xl border border-zinc-200 p-4 dark:border-zinc-800 print:border-zinc-400">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-zinc-900 dark:text-white">{title}</h3>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          {group.orders.length} of {group.capacity} places used
        </p>
      </div>
      <ul className="mt-3 divide-y divide-zinc-200 dark:divide-zinc-800">
        {group.orders.map((order) => (
          <li key={order.id} className="py-2 text-sm">
            <p className="font-medium text-zinc-900 dark:text-white">
              {order.number} · {order.customer_name}
              {order.payment_method === 'in_person' && order.payment_status === 'unpaid'
                ? ' · to pay on hand-off'
                : ''}
            </p>
            <ul className="mt-1 text-zinc-700 dark:text-zinc-300">
              {order.lines.map((line) => (
                <li key={line.sku}>
                  {line.quantity} × {line.name}{' '}
                  <span className="text-zinc-600 dark:text-zinc-400">({line.sku})</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function PickListSection({ config }: { config: SystemConfig }) {
  const [day, setDay] = useState(() => storeDay(new Date(), config.timezone));
  const orders = useGetSlotDayOrdersQuery(day);
  const groups = orders.data ? slotGroups(orders.data.items, config) : [];
  return (
    <section
      aria-labelledby="pick-list-title"
      className="flex flex-col gap-4 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900 print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="pick-list-title" className="text-lg font-semibold text-zinc-900 dark:text-white">
          Pick list for {fullDayLabel(day)}
        </h2>
        <div className="flex items-end gap-3 print:hidden">
          <TextInput
            label="Day"
            type="date"
            value={day}
            onChange={(event) => event.target.value && setDay(event.target.value)}
          />
          <Button type="button" variant="secondary" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            Print
          </Button>
        </div>
      </div>
      {orders.isError && (
        <ErrorAlert>{getApiErrorMessage(orders.error, PICK_LIST_FAILED)}</ErrorAlert>
      )}
      {orders.isLoading && (
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          Loading the day’s orders…
        </p>
      )}
      {orders.data && groups.length === 0 && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          No pickup or delivery orders on this day.
        </p>
      )}
      {groups.length > 0 && (
        <ul className="grid gap-3 lg:grid-cols-2 print:block print:space-y-3">
          {groups.map((group) => (
            <SlotCard
              key={`${group.method} ${group.start}`}
              group={group}
              timeZone={config.timezone}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
