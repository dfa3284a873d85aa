// The role form's dialog: 'New role' from Add role, 'Edit {name}' from a custom role's row, and
// '{name}' (read-only) for a built-in role or a caller who may not edit roles. The form mounts
// afresh each time it opens, so it starts from the role.
import type { Role } from '@canopy/contracts';
import { Modal } from '../../../components/ui/modal';
import { RoleForm } from './role-form';

export type RoleEditing = { role: Role | null; readOnly: boolean } | null;

function dialogTitle({ role, readOnly }: NonNullable<RoleEditing>): string {
  if (!role) return 'New role';
  return readOnly ? role.name : `Edit ${role.name}`;
}

export function RoleFormModal({ editing, onClose }: { editing: RoleEditing; onClose: () => void }) {
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={editing ? dialogTitle(editing) : 'Role'}
      size="lg"
    >
      {editing && (
        <RoleForm
          key={editing.role?.id ?? 'new'}
          role={editing.role}
          readOnly={editing.readOnly}
          onCancel={onClose}
          onSaved={onClose}
        />
      )}
    </Modal>
  );
}
