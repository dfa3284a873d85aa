// The Admin Accounts screen (/admin/admins, docs/product.md#staff-roles): every admin with role
// and status, each role changeable where the caller may, Add admin with a role (the owner role
// only for owners), and deactivate, reactivate or delete with a confirm.
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { getApiErrorMessage } from '../../../lib/api';
import { useGetAccountRolesQuery, useGetAdminUsersQuery } from '../admin-accounts-api';
import { grantableRoles } from '../grantable-roles';
import { AccountActionDialog, type PendingAction } from './account-action-dialog';
import { AdminAccountTable } from './admin-account-table';
import { CreateAdminForm } from './create-admin-form';

export const FETCH_ADMIN_USERS_FAILED = 'Failed to fetch admin users';

export function AdminAccountsPage() {
  const users = useGetAdminUsersQuery();
  const caller = useAppSelector((state) => state.admin.user);
  const callerIsOwner = caller?.is_superuser ?? false;
  const allRoles = useGetAccountRolesQuery();
  const roles = useMemo(
    () => (allRoles.data ? grantableRoles(allRoles.data, callerIsOwner) : undefined),
    [allRoles.data, callerIsOwner],
  );
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const error = users.isError ? getApiErrorMessage(users.error, FETCH_ADMIN_USERS_FAILED) : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Admin Accounts"
        description="Who can sign in to the back office."
        actions={
          <Button disabled={allRoles.isLoading} onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden="true" />
            Add admin
          </Button>
        }
      />
      <AdminAccountTable
        users={users.data}
        roles={roles}
        callerId={caller?.id ?? null}
        callerIsSuperuser={callerIsOwner}
        loading={users.isLoading}
        error={error}
        onAction={(user, action) => setPending({ user, action })}
      />
      <Modal open={creating} onOpenChange={setCreating} title="New admin" size="md">
        <CreateAdminForm
          roles={roles ?? []}
          onCancel={() => setCreating(false)}
          onSaved={() => setCreating(false)}
        />
      </Modal>
      <AccountActionDialog pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}
