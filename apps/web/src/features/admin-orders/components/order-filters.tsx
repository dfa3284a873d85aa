// The orders list's filters: status, payment status, fulfilment method, slot day (a store day),
// the search and the date range (From/To, UTC days, inclusive). Each change lands in the URL at
// once (page 1); Clear filters empties them.
import {
  FULFILMENT_METHOD_LABELS,
  FULFILMENT_METHODS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
} from '@canopy/contracts';
import { X } from 'lucide-react';
import { useCallback } from 'react';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { statusLabel } from '../order-display';
import {
  hasOrderFilters,
  NO_ORDER_FILTERS,
  type OrderListFilters,
  type OrderListView,
} from '../order-list-url';
import { FilterSelect } from './filter-select';
import { OrderSearchBox } from './order-search-box';

const STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
const PAYMENT_OPTIONS = PAYMENT_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
const METHOD_OPTIONS = FULFILMENT_METHODS.map((value) => ({
  value,
  label: FULFILMENT_METHOD_LABELS[value],
}));

interface OrderFiltersProps {
  view: OrderListView;
  onChange: (changes: Partial<OrderListFilters>) => void;
}

export function OrderFilters({ view, onChange }: OrderFiltersProps) {
  const search = useCallback((value: string) => onChange({ search: value }), [onChange]);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <OrderSearchBox value={view.search} onSearch={search} />
      <FilterSelect
        label="Status"
        anyLabel="All statuses"
        value={view.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        label="Payment"
        anyLabel="All payments"
        value={view.payment_status}
        options={PAYMENT_OPTIONS}
        onChange={(payment_status) => onChange({ payment_status })}
      />
      <FilterSelect
        label="Method"
        anyLabel="All methods"
        value={view.method}
        options={METHOD_OPTIONS}
        onChange={(method) => onChange({ method })}
      />
      <TextInput
        label="Slot day"
        type="date"
        className="min-w-36 flex-1 sm:flex-none"
        value={view.slot_date ?? ''}
        onChange={(event) => onChange({ slot_date: event.target.value || null })}
      />
      <TextInput
        label="From"
        type="date"
        className="min-w-36 flex-1 sm:flex-none"
        value={view.date_from ?? ''}
        max={view.date_to ?? undefined}
        onChange={(event) => onChange({ date_from: event.target.value || null })}
      />
      <TextInput
        label="To"
        type="date"
        className="min-w-36 flex-1 sm:flex-none"
        value={view.date_to ?? ''}
        min={view.date_from ?? undefined}
        onChange={(event) => onChange({ date_to: event.target.value || null })}
      />
      {hasOrderFilters(view) && (
        <Button variant="ghost" className="h-11" onClick={() => onChange(NO_ORDER_FILTERS)}>
          <X className="size-4" aria-hidden="true" />
          Clear filters
        </Button>
      )}
    </div>
  );
}
