// Deleting a custom role, after a confirmation. The server refuses (409) a built-in role or one
// that admins still hold, and says why; that reason stays in the dialog.
import type { Role } from '@canopy/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api';
import { useDeleteAdminRoleMutation } from '../admin-roles-api';

export const DELETE_ROLE_FAILED = 'Failed to delete role';

export function DeleteRoleDialog({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const [deleteRole, { isLoading }] = useDeleteAdminRoleMutation();
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);
  const toast = useToast();
  const message = failure && failure.id === role?.id ? failure.message : null;

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async (target: Role) => {
    const result = await deleteRole(target.id);
    if ('error' in result) {
      const text = getApiErrorMessage(result.error, DELETE_ROLE_FAILED);
      if (text) setFailure({ id: target.id, message: text });
      return;
    }
    close();
    toast({ title: `Deleted ${target.name}`, tone: 'success' });
  };

  return (
    <ConfirmDialog
      open={role !== null}
      title={role ? `Delete ${role.name}?` : 'Delete role?'}
      busy={isLoading}
      error={message}
      onCancel={close}
      onConfirm={() => {
        if (role) void confirm(role);
      }}
    >
      <p>Only a role that no admin holds can be deleted. This cannot be undone.</p>
    </ConfirmDialog>
  );
}
