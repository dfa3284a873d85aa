// The access codes as a table: Code (masked with its hash prefix, or the plaintext while
// revealed), Label, Status, Uses, Expires, Last used, and each row's Reveal/Hide, Analytics,
// Edit, Activate/Deactivate and Delete.
import type { AdminAccessCode } from '@canopy/contracts';
import { ChartLine, Eye, EyeOff, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../access-code-display';

export interface AccessCodeRowActions {
  revealed: ReadonlyMap<number, string>;
  onReveal: (code: AdminAccessCode) => void;
  onHide: (code: AdminAccessCode) => void;
  onAnalytics: (code: AdminAccessCode) => void;
  onEdit: (code: AdminAccessCode) => void;
  onToggleActive: (code: AdminAccessCode) => void;
  onDelete: (code: AdminAccessCode) => void;
}

function CodeCell({ code, plaintext }: { code: AdminAccessCode; plaintext: string | undefined }) {
  if (plaintext !== undefined) {
    return (
      <span
        aria-label={`Access code ${plaintext}`}
        className="font-mono text-base font-semibold tracking-[0.2em] text-zinc-900 dark:text-white"
      >
        {plaintext}
      </span>
    );
  }
  return (
    <span className="flex flex-col">
      <span aria-label="Hidden code" className="font-mono tracking-[0.2em] text-zinc-500">
        ••••••
      </span>
      <span className="font-mono text-xs text-zinc-500 dark:text-zinc-400">#{code.code_hash}</span>
    </span>
  );
}

function RowActions({ code, actions }: { code: AdminAccessCode; actions: AccessCodeRowActions }) {
  const isRevealed = actions.revealed.has(code.id);
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${isRevealed ? 'Hide' : 'Reveal'} code for ${code.label}`}
        onClick={() => (isRevealed ? actions.onHide(code) : actions.onReveal(code))}
      >
        {isRevealed ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
        {isRevealed ? 'Hide' : 'Reveal'}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Analytics for ${code.label}`}
        title="Analytics"
        onClick={() => actions.onAnalytics(code)}
      >
        <ChartLine className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit ${code.label}`}
        title="Edit"
        onClick={() => actions.onEdit(code)}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`${code.is_active ? 'Deactivate' : 'Activate'} ${code.label}`}
        title={code.is_active ? 'Deactivate' : 'Activate'}
        onClick={() => actions.onToggleActive(code)}
      >
        {code.is_active ? (
          <PowerOff className="size-4" aria-hidden="true" />
        ) : (
          <Power className="size-4" aria-hidden="true" />
        )}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${code.label}`}
        title="Delete"
        className="text-red-700 dark:text-red-400"
        onClick={() => actions.onDelete(code)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

function columns(actions: AccessCodeRowActions): DataTableColumn<AdminAccessCode>[] {
  return [
    {
      id: 'code',
      header: 'Code',
      cell: (code) => <CodeCell code={code} plaintext={actions.revealed.get(code.id)} />,
    },
    {
      id: 'label',
      header: 'Label',
      cell: (code) => (
        <span className="font-medium text-zinc-900 dark:text-white">{code.label}</span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (code) => <StatusBadge status={code.is_active ? 'active' : 'inactive'} />,
    },
    {
      id: 'uses',
      header: 'Uses',
      className: 'tabular-nums',
      cell: (code) =>
        code.max_uses === null ? code.use_count : `${code.use_count} / ${code.max_uses}`,
    },
    {
      id: 'expires',
      header: 'Expires',
      cell: (code) => (code.expires_at ? formatDateTime(code.expires_at) : 'Never'),
    },
    {
      id: 'last-used',
      header: 'Last used',
      cell: (code) => (code.last_used_at ? formatDateTime(code.last_used_at) : 'Never'),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (code) => <RowActions code={code} actions={actions} />,
    },
  ];
}

interface AccessCodesTableProps {
  codes: readonly AdminAccessCode[] | undefined;
  loading: boolean;
  busy: boolean;
  error: string | null;
  actions: AccessCodeRowActions;
}

export function AccessCodesTable({ codes, loading, busy, error, actions }: AccessCodesTableProps) {
  return (
    <DataTable
      caption="Access codes"
      columns={columns(actions)}
      rows={codes}
      rowKey={(code) => code.id}
      loading={loading}
      loadingText="Loading access codes…"
      busy={busy}
      error={error}
    />
  );
}
