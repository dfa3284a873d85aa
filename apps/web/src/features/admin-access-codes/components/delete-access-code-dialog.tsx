// Deleting an access code, after a confirmation: its holders are locked out and its history goes
// with it (orders placed with it stay). A failure stays in the dialog.
import type { AdminAccessCode } from '@canopy/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api';
import { useDeleteAdminAccessCodeMutation } from '../admin-access-codes-api';

export const DELETE_FAILED = 'Failed to delete access code';

interface DeleteAccessCodeDialogProps {
  accessCode: AdminAccessCode | null;
  onClose: () => void;
  onDeleted: (id: number) => void;
}

export function DeleteAccessCodeDialog({
  accessCode,
  onClose,
  onDeleted,
}: DeleteAccessCodeDialogProps) {
  const [deleteCode, { isLoading }] = useDeleteAdminAccessCodeMutation();
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);
  const toast = useToast();
  const message = failure && failure.id === accessCode?.id ? failure.message : null;

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async (target: AdminAccessCode) => {
    const result = await deleteCode(target.id);
    if ('error' in result) {
      const text = getApiErrorMessage(result.error, DELETE_FAILED);
      if (text) setFailure({ id: target.id, message: text });
      return;
    }
    onDeleted(target.id);
    close();
    toast({ title: `Deleted ${target.label}`, tone: 'success' });
  };

  return (
    <ConfirmDialog
      open={accessCode !== null}
      title={accessCode ? `Delete ${accessCode.label}?` : 'Delete access code?'}
      busy={isLoading}
      error={message}
      onCancel={close}
      onConfirm={() => {
        if (accessCode) void confirm(accessCode);
      }}
    >
      <p>
        Customers using this code are locked out on their next visit, and its validation history is
        removed. Orders placed with it are kept.
      </p>
    </ConfirmDialog>
  );
}
