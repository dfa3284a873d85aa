// Deleting an access code, after a confirmation: its holders are locked out and its history goes
// with it (orders placed with it stay). A failure stays in the dialog.
import type { AdminAccessCode } from '@canopy/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';
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
    <Modal
      open={accessCode !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={accessCode ? `Delete ${accessCode.label}?` : 'Delete access code?'}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={isLoading}
            onClick={() => {
              if (accessCode) void confirm(accessCode);
            }}
          >
            Delete
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-zinc-700 dark:text-zinc-300">
        {message && <ErrorAlert>{message}</ErrorAlert>}
        <p>
          Customers using this code are locked out on their next visit, and its validation history
          is removed. Orders placed with it are kept.
        </p>
      </div>
    </Modal>
  );
}
