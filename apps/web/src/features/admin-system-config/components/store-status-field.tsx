// The store status select (online, offline, maintenance) with the chosen status as a badge, and
// what each means for shoppers said under it.
import { STORE_STATUSES, type StoreStatus } from '@canopy/contracts';
import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { STATUS_STYLES, StatusBadge } from '../../../components/ui/status-badge';
import { cx } from '../../../lib/class-names';

const MEANING: Record<StoreStatus, string> = {
  online: 'Shoppers can browse and order.',
  offline: 'Shoppers see a closed page; orders are refused. The back office keeps working.',
  maintenance:
    'Shoppers see a maintenance page; orders are refused. The back office keeps working.',
};

interface StoreStatusFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  value: StoreStatus;
  error?: string | undefined;
}

export function StoreStatusField({ value, error, ...props }: StoreStatusFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
          Store status
        </label>
        <StatusBadge status={value} />
      </div>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-meaning${error ? ` ${id}-error` : ''}`}
          className={cx(
            'h-11 w-full appearance-none rounded-lg border bg-white pr-9 pl-3 text-sm text-zinc-900 shadow-sm outline-none focus:ring-4 dark:bg-zinc-900 dark:text-white',
            error
              ? 'border-red-600 focus:ring-red-600/15 dark:border-red-500'
              : 'border-zinc-300 focus:border-brand-600 focus:ring-brand-600/20 dark:border-zinc-700 dark:focus:border-brand-400 dark:focus:ring-brand-400/25',
          )}
          {...props}
        >
          {STORE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_STYLES[status].label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-500"
          aria-hidden="true"
        />
      </div>
      <p id={`${id}-meaning`} className="text-xs text-zinc-500 dark:text-zinc-400">
        {MEANING[value]}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
