// The Roles screen (/admin/roles, docs/product.md#staff-roles): every role with its description,
// a Built-in badge and how many admins hold it. Holders of roles.manage (owners) add, edit and
// delete custom roles; everyone else who may open the screen views each role's permissions.
import type { Role } from '@canopy/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useCan } from '../../../app/staff-permissions';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { getApiErrorMessage } from '../../../lib/api';
import { useGetAdminRolesQuery } from '../admin-roles-api';
import { DeleteRoleDialog } from './delete-role-dialog';
import { RoleFormModal, type RoleEditing } from './role-form-modal';
import { RoleTable } from './role-table';

export const FETCH_ROLES_FAILED = 'Failed to fetch roles';

export function RolesPage() {
  const roles = useGetAdminRolesQuery();
  const canManage = useCan('roles.manage');
  const [editing, setEditing] = useState<RoleEditing>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const error = roles.isError ? getApiErrorMessage(roles.error, FETCH_ROLES_FAILED) : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Roles"
        description="What each staff role may see and do. Built-in roles are fixed."
        actions={
          canManage && (
            <Button onClick={() => setEditing({ role: null, readOnly: false })}>
              <Plus className="size-4" aria-hidden="true" />
              Add role
            </Button>
          )
        }
      />
      <RoleTable
        roles={roles.data}
        canManage={canManage}
        loading={roles.isLoading}
        error={error}
        onView={(role) => setEditing({ role, readOnly: true })}
        onEdit={(role) => setEditing({ role, readOnly: false })}
        onDelete={setDeleting}
      />
      <RoleFormModal editing={editing} onClose={() => setEditing(null)} />
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
