// The referral codes as a table: code and description, discount, minimum subtotal, uses against
// the limit, expiry, state, and the row's Analytics, Edit and Delete buttons (Edit and Delete for
// a role holding referrals.write).
import type { AdminReferralCode } from '@canopy/contracts';
import { formatUsd } from '@canopy/contracts';
import { ChartColumn, Pencil, Trash2 } from 'lucide-react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { RowActions, type RowAction } from '../../../components/ui/row-actions';
import { StatusBadge } from '../../../components/ui/status-badge';
import {
  discountLabel,
  expiryLabel,
  REFERRAL_STATE_LABELS,
  referralState,
  usesLabel,
} from '../referral-display';

interface ReferralRowActions {
  onAnalytics: (code: AdminReferralCode) => void;
  onEdit: (code: AdminReferralCode) => void;
  onDelete: (code: AdminReferralCode) => void;
  canWrite: boolean;
}

function referralColumns(
  actions: ReferralRowActions,
  now: Date,
): DataTableColumn<AdminReferralCode>[] {
  return [
    {
      id: 'code',
      header: 'Code',
      cell: (code) => (
        <div className="flex flex-col">
          <span className="font-mono font-medium text-zinc-900 dark:text-white">{code.code}</span>
          {code.description && (
            <span className="text-xs text-zinc-500 dark:text-zinc-400">{code.description}</span>
          )}
        </div>
      ),
    },
    { id: 'discount', header: 'Discount', className: 'tabular-nums', cell: discountLabel },
    {
      id: 'min_subtotal',
      header: 'Min. subtotal',
      className: 'tabular-nums',
      cell: (code) => formatUsd(code.min_subtotal),
    },
    { id: 'uses', header: 'Uses', className: 'tabular-nums', cell: usesLabel },
    { id: 'expires', header: 'Expires', cell: (code) => expiryLabel(code.expires_at) },
    {
      id: 'status',
      header: 'Status',
      cell: (code) => {
        const state = referralState(code, now);
        return (
          <StatusBadge
            status={state === 'active' ? 'active' : 'inactive'}
            label={REFERRAL_STATE_LABELS[state]}
          />
        );
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      pinned: true,
      cell: (code) => (
        <RowActions
          actions={[
            {
              label: `Analytics for ${code.code}`,
              tooltip: 'Analytics',
              icon: ChartColumn,
              onSelect: () => actions.onAnalytics(code),
            },
            ...writeActions(code, actions),
          ]}
        />
      ),
    },
  ];
}

function writeActions(code: AdminReferralCode, actions: ReferralRowActions): RowAction[] {
  if (!actions.canWrite) return [];
  return [
    {
      label: `Edit ${code.code}`,
      tooltip: 'Edit',
      icon: Pencil,
      onSelect: () => actions.onEdit(code),
    },
    {
      label: `Delete ${code.code}`,
      tooltip: 'Delete',
      icon: Trash2,
      tone: 'danger',
      onSelect: () => actions.onDelete(code),
    },
  ];
}

interface ReferralTableProps extends ReferralRowActions {
  codes: readonly AdminReferralCode[] | undefined;
  loading: boolean;
  busy: boolean;
  error: string | null;
}

export function ReferralTable({ codes, loading, busy, error, ...actions }: ReferralTableProps) {
  return (
    <DataTable
      caption="Referral codes"
      columns={referralColumns(actions, new Date())}
      rows={codes}
      rowKey={(code) => code.id}
      loading={loading}
      loadingText="Loading referral codes…"
      busy={busy}
      error={error}
    />
  );
}
