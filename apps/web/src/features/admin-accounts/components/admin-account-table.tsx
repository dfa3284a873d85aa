// The admin accounts as a table: username (marked "you" for the caller), role and status badges,
// last sign-in, and each row's Deactivate or Reactivate and Delete. The caller's own row has no
// actions: nobody deactivates or deletes themselves; nor has a superuser's row for a caller who is
// not one, since only a superuser may change a superuser (the server refuses it too).
import type { AdminUser } from '@canopy/contracts';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { AccountAction } from '../admin-accounts-api';

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
    { id: 'role', header: 'Role', cell: (user) => (user.is_superuser ? 'Superuser' : 'Admin') },
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
      cell: (user) =>
        !mayChange(user, caller) ? null : (
          <div className="flex justify-end gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={`${user.is_active ? 'Deactivate' : 'Reactivate'} ${user.username}`}
              onClick={() => onAction(user, user.is_active ? 'deactivate' : 'reactivate')}
            >
              {user.is_active ? 'Deactivate' : 'Reactivate'}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${user.username}`}
              className="text-red-700 dark:text-red-400"
              onClick={() => onAction(user, 'delete')}
            >
              Delete
            </Button>
          </div>
        ),
    },
  ];
}

interface AdminAccountTableProps {
  users: readonly AdminUser[] | undefined;
  callerId: number | null;
  callerIsSuperuser: boolean;
  loading: boolean;
  error: string | null;
  onAction: (user: AdminUser, action: AccountAction) => void;
}

export function AdminAccountTable({
  users,
  callerId,
  callerIsSuperuser,
  loading,
  error,
  onAction,
}: AdminAccountTableProps) {
  return (
    <DataTable
      caption="Admin accounts"
      columns={accountColumns({ id: callerId, isSuperuser: callerIsSuperuser }, onAction)}
      rows={users}
      rowKey={(user) => user.id}
      loading={loading}
      loadingText="Loading admin accounts…"
      error={error}
    />
  );
}
