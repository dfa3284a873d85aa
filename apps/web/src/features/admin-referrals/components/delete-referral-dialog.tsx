// Deleting a referral code, after a confirmation. A code that orders used is deactivated
// instead (their history keeps its code); the toast says which happened.
import type { AdminReferralCode } from '@canopy/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api';
import { useDeleteAdminReferralCodeMutation } from '../admin-referrals-api';

export const DELETE_FAILED = 'Failed to delete referral code';

interface DeleteReferralDialogProps {
  code: AdminReferralCode | null;
  onClose: () => void;
}

export function DeleteReferralDialog({ code, onClose }: DeleteReferralDialogProps) {
  const [deleteCode, { isLoading }] = useDeleteAdminReferralCodeMutation();
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);
  const toast = useToast();
  const message = failure && failure.id === code?.id ? failure.message : null;

  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async (target: AdminReferralCode) => {
    const result = await deleteCode(target.id);
    if (result.error !== undefined) {
      const text = getApiErrorMessage(result.error, DELETE_FAILED);
      if (text) setFailure({ id: target.id, message: text });
      return;
    }
    close();
    toast(
      result.data.deleted
        ? { title: `Deleted ${target.code}`, tone: 'success' }
        : { title: `Deactivated ${target.code}`, description: result.data.detail, tone: 'success' },
    );
  };

  return (
    <Modal
      open={code !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={code ? `Delete ${code.code}?` : 'Delete referral code?'}
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
              if (code) void confirm(code);
            }}
          >
            Delete
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-zinc-700 dark:text-zinc-300">
        {message && <ErrorAlert>{message}</ErrorAlert>}
        <p>A code that orders used is deactivated instead, so their history keeps it.</p>
      </div>
    </Modal>
  );
}
