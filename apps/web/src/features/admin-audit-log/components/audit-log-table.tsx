// The audit log as a table, newest first as the server sends it: when, who, what they did, to
// which record, and what changed (expandable).
import type { AuditLogEntry } from '@canopy/contracts';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { AuditChange } from './audit-change';

/** The recorded actor, `{id}:{username}` on the server's side, as the username with its id. */
function Actor({ actor }: { actor: string }) {
  const match = /^(\d+):(.+)$/.exec(actor);
  if (!match) return <span className="font-medium text-zinc-900 dark:text-white">{actor}</span>;
  return (
    <span className="font-medium whitespace-nowrap text-zinc-900 dark:text-white">
      {match[2]}
      <span className="font-normal text-zinc-500 dark:text-zinc-400"> #{match[1]}</span>
    </span>
  );
}

// Top-aligned: an opened change makes its row tall, and the row's facts stay beside its start.
const TOP = 'align-top';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

const COLUMNS: DataTableColumn<AuditLogEntry>[] = [
  {
    id: 'at',
    header: 'When',
    className: `${TOP} whitespace-nowrap tabular-nums`,
    cell: (entry) => <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>,
  },
  {
    id: 'actor',
    header: 'Actor',
    className: TOP,
    cell: (entry) => <Actor actor={entry.actor} />,
  },
  {
    id: 'action',
    header: 'Action',
    className: TOP,
    cell: (entry) => <span className="font-mono text-xs">{entry.action}</span>,
  },
  {
    id: 'entity',
    header: 'Entity',
    className: TOP,
    cell: (entry) => (
      <span className="font-mono text-xs whitespace-nowrap">
        {entry.entity}
        {entry.entity_id !== null && (
          <span className="text-zinc-500 dark:text-zinc-400"> #{entry.entity_id}</span>
        )}
      </span>
    ),
  },
  {
    id: 'change',
    header: 'Change',
    className: TOP,
    cell: (entry) => <AuditChange entry={entry} />,
  },
];

interface AuditLogTableProps {
  entries: readonly AuditLogEntry[] | undefined;
  loading: boolean;
  busy: boolean;
  error: string | null;
}

export function AuditLogTable({ entries, loading, busy, error }: AuditLogTableProps) {
  return (
    <DataTable
      caption="Audit log"
      columns={COLUMNS}
      rows={entries}
      rowKey={(entry) => entry.id}
      loading={loading}
      loadingText="Loading the audit log…"
      busy={busy}
      error={error}
      emptyText="No recorded changes match these filters"
    />
  );
}
