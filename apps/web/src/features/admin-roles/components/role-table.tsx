// The roles as a table: name (with a Built-in badge), description, how many permissions and how
// many admins hold it. Every row can be viewed; a custom role's row also offers Edit and Delete to
// a caller who may manage roles. Built-in roles are never edited or deleted.
import type { Role } from '@canopy/contracts';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { RowActions, type RowAction } from '../../../components/ui/row-actions';

export interface RoleRowHandlers {
  onView: (role: Role) => void;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}

function rowActions(role: Role, canManage: boolean, handlers: RoleRowHandlers): RowAction[] {
  if (role.is_builtin || !canManage) {
    return [
      {
        label: `View ${role.name}`,
        tooltip: 'View',
        icon: Eye,
        onSelect: () => handlers.onView(role),
      },
    ];
  }
  return [
    {
      label: `Edit ${role.name}`,
      tooltip: 'Edit',
      icon: Pencil,
      onSelect: () => handlers.onEdit(role),
    },
    {
      label: `Delete ${role.name}`,
      tooltip: 'Delete',
      icon: Trash2,
      tone: 'danger',
      onSelect: () => handlers.onDelete(role),
    },
  ];
}

const holders = (count: number) => `${count} ${count === 1 ? 'admin' : 'admins'}`;

function roleColumns(canManage: boolean, handlers: RoleRowHandlers): DataTableColumn<Role>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: (role) => (
        <span className="flex items-center gap-2 font-medium whitespace-nowrap text-zinc-900 dark:text-white">
          {role.name}
          {role.is_builtin && (
            <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-700 ring-1 ring-zinc-500/25 ring-inset dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-400/30">
              Built-in
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'description',
      header: 'Description',
      cell: (role) => (
        <span className="block max-w-96 min-w-48 text-zinc-600 dark:text-zinc-400">
          {role.description || '—'}
        </span>
      ),
    },
    {
      id: 'permissions',
      header: 'Permissions',
      className: 'tabular-nums',
      cell: (role) => role.permissions.length,
    },
    {
      id: 'users',
      header: 'Admins',
      className: 'tabular-nums whitespace-nowrap',
      cell: (role) => holders(role.user_count),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      pinned: true,
      cell: (role) => <RowActions actions={rowActions(role, canManage, handlers)} />,
    },
  ];
}

interface RoleTableProps extends RoleRowHandlers {
  roles: readonly Role[] | undefined;
  canManage: boolean;
  loading: boolean;
  error: string | null;
}

export function RoleTable({ roles, canManage, loading, error, ...handlers }: RoleTableProps) {
  return (
    <DataTable
      caption="Roles"
      columns={roleColumns(canManage, handlers)}
      rows={roles}
      rowKey={(role) => role.id}
      loading={loading}
      loadingText="Loading roles…"
      error={error}
    />
  );
}
