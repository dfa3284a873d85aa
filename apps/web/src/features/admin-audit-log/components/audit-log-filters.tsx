// The audit log's filters: who (actor), what kind of record (entity), which action, and the day
// range (From/To, UTC days, inclusive). Typed words apply on Apply filters (or Enter), so each
// keystroke does not ask the server; Clear filters empties them all.
import { Filter, X } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { hasAuditFilters, NO_AUDIT_FILTERS, type AuditLogFilters } from '../audit-log-url';

interface AuditLogFiltersProps {
  filters: AuditLogFilters;
  onApply: (filters: AuditLogFilters) => void;
}

/** Mount it with a key of the applied filters, so a Back or a cleared URL resets the fields. */
export function AuditLogFilterForm({ filters, onApply }: AuditLogFiltersProps) {
  const [draft, setDraft] = useState(filters);
  const change = (changes: Partial<AuditLogFilters>) => setDraft({ ...draft, ...changes });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label="Filter the audit log"
      className="flex flex-wrap items-end gap-3"
    >
      <TextInput
        label="Actor"
        placeholder="Username"
        className="min-w-36 flex-1 sm:w-36 sm:flex-none"
        value={draft.actor}
        maxLength={100}
        onChange={(event) => change({ actor: event.target.value })}
      />
      <TextInput
        label="Entity"
        placeholder="e.g. product"
        className="min-w-36 flex-1 sm:w-36 sm:flex-none"
        value={draft.entity}
        maxLength={100}
        onChange={(event) => change({ entity: event.target.value })}
      />
      <TextInput
        label="Action"
        placeholder="e.g. update"
        className="min-w-36 flex-1 sm:w-36 sm:flex-none"
        value={draft.action}
        maxLength={100}
        onChange={(event) => change({ action: event.target.value })}
      />
      <TextInput
        label="From"
        type="date"
        className="min-w-36 flex-1 sm:flex-none"
        value={draft.date_from ?? ''}
        max={draft.date_to ?? undefined}
        onChange={(event) => change({ date_from: event.target.value || null })}
      />
      <TextInput
        label="To"
        type="date"
        className="min-w-36 flex-1 sm:flex-none"
        value={draft.date_to ?? ''}
        min={draft.date_from ?? undefined}
        onChange={(event) => change({ date_to: event.target.value || null })}
      />
      <Button type="submit" variant="secondary" className="h-11">
        <Filter className="size-4" aria-hidden="true" />
        Apply filters
      </Button>
      {hasAuditFilters(filters) && (
        <Button variant="ghost" className="h-11" onClick={() => onApply(NO_AUDIT_FILTERS)}>
          <X className="size-4" aria-hidden="true" />
          Clear filters
        </Button>
      )}
    </form>
  );
}
