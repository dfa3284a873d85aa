// The access codes as a table: Code (masked with its hash prefix, or the plaintext while
// revealed), Label, Status, Uses, Expires, Last used, and each row's Reveal/Hide, Analytics,
// Edit, Activate/Deactivate and Delete: Reveal for a role holding access_codes.reveal, the writes
// for one holding access_codes.write.
import type { AdminAccessCode } from '@canopy/contracts';
import { ChartLine, Eye, EyeOff, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { RowActions, type RowAction } from '../../../components/ui/row-actions';
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
  canReveal: boolean;
  canWrite: boolean;
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

function codeActions(code: AdminAccessCode, actions: AccessCodeRowActions): RowAction[] {
  const analytics: RowAction = {
    label: `Analytics for ${code.label}`,
    tooltip: 'Analytics',
    icon: ChartLine,
    onSelect: () => actions.onAnalytics(code),
  };
  return [
    ...(actions.canReveal ? [revealAction(code, actions)] : []),
    analytics,
    ...(actions.canWrite ? writeActions(code, actions) : []),
  ];
}

function revealAction(code: AdminAccessCode, actions: AccessCodeRowActions): RowAction {
  return actions.revealed.has(code.id)
    ? {
        label: `Hide code for ${code.label}`,
        tooltip: 'Hide',
        icon: EyeOff,
        onSelect: () => actions.onHide(code),
      }
    : {
        label: `Reveal code for ${code.label}`,
        tooltip: 'Reveal',
        icon: Eye,
        onSelect: () => actions.onReveal(code),
      };
}

function writeActions(code: AdminAccessCode, actions: AccessCodeRowActions): RowAction[] {
  return [
    {
      label: `Edit ${code.label}`,
      tooltip: 'Edit',
      icon: Pencil,
      onSelect: () => actions.onEdit(code),
    },
    {
      label: `${code.is_active ? 'Deactivate' : 'Activate'} ${code.label}`,
      tooltip: code.is_active ? 'Deactivate' : 'Activate',
      icon: code.is_active ? PowerOff : Power,
      onSelect: () => actions.onToggleActive(code),
    },
    {
      label: `Delete ${code.label}`,
      tooltip: 'Delete',
      icon: Trash2,
      tone: 'danger',
      onSelect: () => actions.onDelete(code),
    },
  ];
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
      pinned: true,
      cell: (code) => <RowActions actions={codeActions(code, actions)} />,
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
