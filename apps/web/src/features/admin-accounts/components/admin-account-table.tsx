// The admin accounts as a table: username (marked "you" for the caller), role (a select of the
// grantable roles where the caller may change it), status, last sign-in, and each row's Deactivate
// or Reactivate and Delete. The caller's own row has no actions and no role select: nobody
// deactivates, deletes or demotes themselves here; nor has an owner's row for a caller who is not
// one, since only an owner manages an owner (the server refuses it too).
import type { AdminUser, Role } from '@canopy/contracts';
import { Trash2, UserCheck, UserX } from 'lucide-react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { AccountAction } from '../admin-accounts-api';
import { RoleSelect } from './role-select';

const lastSignIn = (value: string | null) =>
  value
    ? new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(value),
      )
    : 'Never';

/** Whether the caller may deactivate, reactivate or delete this account. */
function mayChange(user: AdminUser, caller: AccountCaller): boolean {
  if (user.id === caller.id) return false;
  return caller.isSuperuser || !user.is_superuser;
}

interface AccountCaller {
  id: number | null;
  isSuperuser: boolean;
}

function accountColumns(
  caller: AccountCaller,
  roles: readonly Role[] | undefined,
  onAction: (user: AdminUser, action: AccountAction) => void,
): DataTableColumn<AdminUser>[] {
  return [
    {
      id: 'username',
      header: 'Username',
      cell: (user) => (
        <span className="font-medium text-zinc-900 dark:text-white">
          {user.username}
          {user.id === caller.id && (
            <span className="ml-2 text-xs font-normal text-zinc-500 dark:text-zinc-400">(you)</span>
          )}
        </span>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      cell: (user) =>
        roles && mayChange(user, caller) ? (
          <RoleSelect user={user} roles={roles} />
        ) : (
          <span className="whitespace-nowrap">{user.role.name}</span>
        ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (user) => <StatusBadge status={user.is_active ? 'active' : 'inactive'} />,
    },
    { id: 'last_login', header: 'Last sign-in', cell: (user) => lastSignIn(user.last_login_at) },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      pinned: true,
      cell: (user) =>
        !mayChange(user, caller) ? null : (
          <RowActions
            actions={[
              {
                label: `${user.is_active ? 'Deactivate' : 'Reactivate'} ${user.username}`,
                tooltip: user.is_active ? 'Deactivate' : 'Reactivate',
                icon: user.is_active ? UserX : UserCheck,
                onSelect: () => onAction(user, user.is_active ? 'deactivate' : 'reactivate'),
              },
              {
                label: `Delete ${user.username}`,
                tooltip: 'Delete',
                icon: Trash2,
                tone: 'danger',
                onSelect: () => onAction(user, 'delete'),
              },
            ]}
          />
        ),
    },
  ];
}

interface AdminAccountTableProps {
  users: readonly AdminUser[] | undefined;
  /** The roles the caller may grant; undefined while they load. */
  roles: readonly Role[] | undefined;
  callerId: number | null;
  callerIsSuperuser: boolean;
  loading: boolean;
  error: string | null;
  onAction: (user: AdminUser, action: AccountAction) => void;
}

export function AdminAccountTable({
  users,
  roles,
  callerId,
  callerIsSuperuser,
  loading,
  error,
  onAction,
}: AdminAccountTableProps) {
  return (
    <DataTable
      caption="Admin accounts"
      columns={accountColumns({ id: callerId, isSuperuser: callerIsSuperuser }, roles, onAction)}
      rows={users}
      rowKey={(user) => user.id}
      loading={loading}
      loadingText="Loading admin accounts…"
      error={error}
    />
  );
}
